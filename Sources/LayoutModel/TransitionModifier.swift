/// A `.transition(_:)` modifier and its Reduce Motion behaviour.
package struct TransitionModifier: Sendable, Equatable {
  /// The combined transition.
  package var spec: TransitionSpec
  /// What happens under Reduce Motion.
  package var whenReduceMotion: ReduceMotionOverride<TransitionSpec> = .unchanged
  /// `TransitionProperties.hasMotion`: whether the transition moves the view. SwiftUI replaces a
  /// transition with motion by opacity under Reduce Motion (iOS 17, macOS 14, tvOS 17,
  /// watchOS 10, visionOS 1 and later;
  /// https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion). `nil`:
  /// SwiftUI's default, true (a custom transition may declare `false`).
  package var hasMotion: Bool?
  /// Whether the change that inserts or removes the view is animated (`withAnimation`, an
  /// `.animation` in effect, or the transition's own `.animation`): a transition plays only
  /// inside an animated change; otherwise the view appears and disappears at once.
  package var animated: Bool = true
}

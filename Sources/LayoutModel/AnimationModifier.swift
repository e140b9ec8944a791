/// An `.animation(_:value:)` modifier and its Reduce Motion behaviour.
package struct AnimationModifier: Sendable, Equatable {
  /// What the animation is bound to (e.g. `display`, the displayed time string).
  package var value: String
  /// The curve and duration.
  package var spec: AnimationSpec
  /// What happens under Reduce Motion.
  package var whenReduceMotion: ReduceMotionOverride<AnimationSpec> = .unchanged
}

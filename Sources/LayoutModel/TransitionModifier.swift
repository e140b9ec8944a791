/// A `.transition(_:)` modifier and its Reduce Motion behaviour.
package struct TransitionModifier: Sendable, Equatable {
  /// The combined transition.
  package var spec: TransitionSpec
  /// What happens under Reduce Motion.
  package var whenReduceMotion: ReduceMotionOverride<TransitionSpec>

  /// Creates a transition modifier.
  package init(spec: TransitionSpec, whenReduceMotion: ReduceMotionOverride<TransitionSpec> = .unchanged) {
    self.spec = spec
    self.whenReduceMotion = whenReduceMotion
  }
}

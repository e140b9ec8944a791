/// An `.animation(_:value:)` modifier and its Reduce Motion behaviour.
package struct AnimationModifier: Sendable, Equatable {
  /// What the animation is bound to (e.g. `display`, the displayed time string).
  package var value: String
  /// The curve and duration.
  package var spec: AnimationSpec
  /// What happens under Reduce Motion.
  package var whenReduceMotion: ReduceMotionOverride<AnimationSpec>

  /// Creates an animation modifier.
  package init(
    value: String, spec: AnimationSpec,
    whenReduceMotion: ReduceMotionOverride<AnimationSpec> = .unchanged
  ) {
    self.value = value
    self.spec = spec
    self.whenReduceMotion = whenReduceMotion
  }
}

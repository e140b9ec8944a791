/// An `.animation(_:value:)` modifier and its Reduce Motion behaviour.
public struct AnimationModifier: Sendable, Equatable {
  /// What the animation is bound to (e.g. `display`, the displayed time string).
  public var value: String
  /// The curve and duration.
  public var spec: AnimationSpec
  /// What happens under Reduce Motion.
  public var whenReduceMotion: ReduceMotionOverride<AnimationSpec>

  /// Creates an animation modifier.
  public init(
    value: String, spec: AnimationSpec,
    whenReduceMotion: ReduceMotionOverride<AnimationSpec> = .unchanged
  ) {
    self.value = value
    self.spec = spec
    self.whenReduceMotion = whenReduceMotion
  }
}

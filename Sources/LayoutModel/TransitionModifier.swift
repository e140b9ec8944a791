/// A `.transition(_:)` modifier and its Reduce Motion behaviour.
public struct TransitionModifier: Sendable, Equatable {
  /// The combined transition.
  public var spec: TransitionSpec
  /// What happens under Reduce Motion.
  public var whenReduceMotion: ReduceMotionOverride<TransitionSpec>

  /// Creates a transition modifier.
  public init(spec: TransitionSpec, whenReduceMotion: ReduceMotionOverride<TransitionSpec> = .unchanged) {
    self.spec = spec
    self.whenReduceMotion = whenReduceMotion
  }
}

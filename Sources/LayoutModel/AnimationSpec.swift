/// A curve and an optional duration in seconds.
public struct AnimationSpec: Sendable, Equatable, Hashable {
  /// The curve.
  public var curve: AnimationCurve
  /// The duration in seconds; nil for the curve's own default.
  public var duration: Double?

  /// Creates an animation spec.
  public init(curve: AnimationCurve, duration: Double? = nil) {
    self.curve = curve
    self.duration = duration
  }
}

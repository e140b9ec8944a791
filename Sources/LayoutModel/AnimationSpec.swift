/// A curve and an optional duration in seconds.
package struct AnimationSpec: Sendable, Equatable, Hashable {
  /// The curve.
  package var curve: AnimationCurve
  /// The duration in seconds; nil for the curve's own default.
  package var duration: Double?

  /// Creates an animation spec.
  package init(curve: AnimationCurve, duration: Double? = nil) {
    self.curve = curve
    self.duration = duration
  }
}

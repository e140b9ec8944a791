/// A curve and an optional duration in seconds.
package struct AnimationSpec: Sendable, Equatable, Hashable {
  /// The curve.
  package var curve: AnimationCurve
  /// The duration in seconds; nil for the curve's own default.
  package var duration: Double?

  /// Whether a case may give this duration: more than 0 seconds and at most an hour (a
  /// zero-length animation is none, and the case format says so by leaving the animation out).
  package static func isDuration(_ seconds: Double) -> Bool { seconds > 0 && seconds <= 3_600 }
}

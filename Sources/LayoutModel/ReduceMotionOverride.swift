/// What the app does to a motion when Reduce Motion is on.
///
/// The three cases are deliberately distinct: in JSON, an absent `whenReduceMotion` key is
/// `unchanged`, `null` is `disabled` (SwiftUI's `reduceMotion ? nil : …`), and an object is
/// `replaced`.
package enum ReduceMotionOverride<Replacement: Sendable & Equatable>: Sendable, Equatable {
  /// The motion runs as usual.
  case unchanged
  /// The motion is turned off.
  case disabled
  /// The motion is replaced by a gentler one.
  case replaced(Replacement)
}

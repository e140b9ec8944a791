/// A CLDR skeleton asking for the locale's own best time pattern, filled in by the locale engine.
package enum DisplaySkeleton: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Minutes and seconds.
  case ms
  /// 24-hour hours, minutes and seconds.
  case Hms
  /// 12-hour hours, minutes and seconds (with a day-period marker).
  case hms
  /// The locale's preferred hour cycle, minutes and seconds.
  case jms
}

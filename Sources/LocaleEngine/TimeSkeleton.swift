/// The ICU date-pattern skeletons a timer uses.
public enum TimeSkeleton: String, Sendable, Codable, CaseIterable, Comparable {
  /// Minutes and seconds.
  case ms
  /// 24-hour hours, minutes, seconds.
  case Hms
  /// 12-hour hours, minutes, seconds, with a day-period marker.
  case hms
  /// The locale's preferred hour cycle, minutes, seconds.
  case jms

  public static func < (lhs: TimeSkeleton, rhs: TimeSkeleton) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A display string that a system view or format style writes by itself, in the locale's own
/// digits and separators.
///
/// Foundation and SwiftUI format these; on Linux ICU stands in (the locale's best `Hms`/`ms`
/// pattern with its leading field unpadded, the locale's digits), which matches the documented
/// shapes (`2:32`, `36:59:01`) but not every locale's detail.
package enum SystemTimeFormat: Sendable, Equatable, Hashable {
  /// `Text(timerInterval:countsDown:showsHours:)`: `m:ss`, or `h:mm:ss` from an hour on when
  /// `showsHours`; it stops at `0:00`, so overtime shows `0:00`
  /// (https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)).
  case timerInterval(showsHours: Bool)
  /// `Text(date, style: .timer)`: the time from now to the date, counting up once it passes, so
  /// overtime shows its magnitude without a sign
  /// (https://developer.apple.com/documentation/swiftui/text/datestyle/timer).
  case dateTimer
  /// `Duration.TimeFormatStyle` (`duration.formatted(.time(pattern:))`), with the pattern's
  /// leading field unpadded unless padded to a length
  /// (https://developer.apple.com/documentation/swift/duration/timeformatstyle).
  case duration(DurationPattern, padLeadingToLength: Int)

  /// `Duration.TimeFormatStyle.Pattern`.
  package enum DurationPattern: String, Sendable, Equatable, Hashable, CaseIterable {
    case minuteSecond
    case hourMinuteSecond
    case hourMinute
  }
}

import Foundation

/// Whether a date display shows a minute or second field, read from how the date is formatted:
/// a `Date.FormatStyle`, a `DateFormatter`'s pattern or styles, or a `Text` date style.
///
/// A display without one (a weekday, a day, a date style) changes at most once an hour, so it
/// is a date, not a timer, whichever date it shows — the current one included: a "today" label
/// does not tick. A display with one is a timer only where the date is now (a clock) or read as
/// a count; the callers decide that.
enum DateFields {
  /// Why a display without a minute or second field is not a timer, as `import --explain` says.
  static let stillReason = "a date with no minute or second field: it does not tick"

  /// The fields of a `Date.FormatStyle`
  /// (https://developer.apple.com/documentation/foundation/date/formatstyle): `.dateTime`
  /// alone is the date and a shortened time (hour and minute), `.dateTime.weekday().day()` its
  /// fields alone (https://developer.apple.com/documentation/foundation/date/formatstyle/minute(_:),
  /// https://developer.apple.com/documentation/foundation/date/formatstyle/second(_:)), and a
  /// style made with a time style of `.omitted` shows no time. Nil for another style (a duration,
  /// `.iso8601`, `.relative`, the module's own).
  static func styleShowsMinuteOrSecond(_ style: String) -> Bool? {
    var text = style.filter { !$0.isWhitespace }
    for prefix in ["Date.FormatStyle.init", "Date.FormatStyle"] where text.hasPrefix(prefix) {
      let rest = text.dropFirst(prefix.count)
      if rest.hasPrefix(".dateTime") || rest.hasPrefix("(") { text = String(rest) }
      break
    }
    if text.hasPrefix("(") || text.hasPrefix(".init(") {
      // `Date.FormatStyle(date: .numeric, time: .omitted)`.
      guard text.contains("time:") else { return nil }
      return !text.contains("time:.omitted")
    }
    guard text.hasPrefix(".dateTime") else { return nil }
    let members = Set(text.split(separator: ".").dropFirst().map { String($0.prefix { $0.isLetter }) })
    let fields = members.intersection(Self.styleFields)
    // No field named: the default, date and shortened time.
    guard !fields.isEmpty else { return true }
    return !fields.isDisjoint(with: ["minute", "second", "secondFraction"])
  }

  /// The field symbols of `Date.FormatStyle`; other members (`locale`, `attributed`) are not
  /// fields.
  private static let styleFields: Set<String> = [
    "era", "year", "quarter", "month", "week", "day", "dayOfYear", "weekday", "hour", "minute", "second", "secondFraction", "timeZone",
  ]

  /// Whether the time style of `formatted(date:time:)`
  /// (https://developer.apple.com/documentation/foundation/date/formatted(date:time:)) shows
  /// minutes: every time style does but `.omitted`.
  static func timeStyleShowsMinute(_ member: String?) -> Bool {
    member != "omitted"
  }

  /// Whether a `DateFormatter` pattern (`"HH:mm"`, `"EEEE, d MMM"`) has a minute (`m`) or second
  /// (`s`, `S`) field; quoted literal text (`'at'`) is not a field
  /// (https://www.unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table).
  static func patternShowsMinuteOrSecond(_ pattern: String) -> Bool {
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, "msS".contains(character) {
        return true
      }
    }
    return false
  }

  /// Whether a `DateFormatter` set up in `text` with styles shows a time: a `timeStyle` other
  /// than `.none` (https://developer.apple.com/documentation/foundation/dateformatter/style/none);
  /// a formatter with a `dateStyle` alone shows the date. Nil when the text sets neither.
  static func formatterStylesShowMinute(in text: String) -> Bool? {
    let compact = text.filter { !$0.isWhitespace }
    guard let range = compact.range(of: "timeStyle=") else { return compact.contains("dateStyle=") ? false : nil }
    let value = compact[range.upperBound...].prefix { $0 == "." || $0.isLetter }
    return value != ".none" && value != "DateFormatter.Style.none"
  }
}

/// A day of the proleptic Gregorian calendar with a four-digit year, computed by arithmetic.
///
/// Report timestamps and waiver review dates are dates in this sense. They are computed and
/// compared here without Foundation's formatters: those reach the ICU inside Foundation, which
/// reads the process's locale and time zone (a `LANG` such as `aaaaaaaaaaaa` crashes it), and
/// what a report says must not depend on the caller's environment at all. Years are bounded to
/// 0000…9999, so dates written `YYYY-MM-DD` also sort as strings.
package struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, 0…9999.
  package let year: Int
  /// The month, 1…12.
  package let month: Int
  /// The day of the month, 1…28/29/30/31.
  package let day: Int

  /// The first second a `CalendarDate` can hold, 0000-01-01T00:00:00Z, in seconds since 1970.
  package static let earliestSecond = -62_167_219_200
  /// The last second a `CalendarDate` can hold, 9999-12-31T23:59:59Z, in seconds since 1970.
  package static let latestSecond = 253_402_300_799

  /// The date with these fields, or `nil` when they name no day with a four-digit year
  /// (`2999-02-29`, month 13, day 0, year 10000).
  package init?(year: Int, month: Int, day: Int) {
    guard (0...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date written `YYYY-MM-DD` (ASCII digits, exactly that shape), or `nil` when the text
  /// is not such a date or names no day (`2999-99-99`).
  package init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The UTC day of a moment given in whole seconds since 1970, or `nil` outside years
  /// 0000…9999.
  package init?(secondsSince1970 seconds: Int) {
    guard (Self.earliestSecond...Self.latestSecond).contains(seconds) else { return nil }
    let (year, month, day) = Self.civil(fromDays: Self.floorDivide(seconds, 86_400))
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  package var description: String {
    Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
  }

  package static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The moment `seconds` since 1970 as ISO 8601 UTC to the second (`2026-11-30T00:00:00Z`),
  /// clamped to 0000-01-01T00:00:00Z…9999-12-31T23:59:59Z so the result always has the same
  /// shape (callers that take a date from a user bound it first and say so).
  package static func timestamp(secondsSince1970 seconds: Int) -> String {
    let clamped = min(max(seconds, earliestSecond), latestSecond)
    let days = floorDivide(clamped, 86_400)
    let secondOfDay = clamped - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2) + ":"
      + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
  }

  /// The number of days in a month of a year.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    // Leap years of the proleptic Gregorian calendar.
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day number of a civil date, counted from 1970-01-01 (Howard Hinnant's
  /// `days_from_civil`, the inverse of `civil(fromDays:)`).
  package static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Year, month and day of a day number counted from 1970-01-01 (Howard Hinnant's
  /// `civil_from_days`, exact over the proleptic Gregorian calendar).
  package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

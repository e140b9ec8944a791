import Testing

@testable import ReportModel

/// Dates by arithmetic: report timestamps and waiver review dates, bounded to four-digit years,
/// with no Foundation formatter (and so no ICU reading the caller's locale) involved.
@Suite("Calendar dates")
struct CalendarDateTests {
  @Test(
    "Timestamps match known UTC moments",
    arguments: [
      (0, "1970-01-01T00:00:00Z"),
      (1_795_996_800, "2026-11-30T00:00:00Z"),
      (951_782_400, "2000-02-29T00:00:00Z"),
      (4_107_542_399, "2100-02-28T23:59:59Z"),
      (-1, "1969-12-31T23:59:59Z"),
      (-62_167_219_200, "0000-01-01T00:00:00Z"),
      (253_402_300_799, "9999-12-31T23:59:59Z"),
    ])
  func timestamps(_ seconds: Int, _ expected: String) {
    #expect(CalendarDate.timestamp(secondsSince1970: seconds) == expected)
  }

  @Test("Timestamps outside years 0000…9999 are clamped, so their date part is always YYYY-MM-DD")
  func clamped() {
    #expect(CalendarDate.timestamp(secondsSince1970: Int.max) == "9999-12-31T23:59:59Z")
    #expect(CalendarDate.timestamp(secondsSince1970: 253_402_300_800) == "9999-12-31T23:59:59Z")
    #expect(CalendarDate.timestamp(secondsSince1970: Int.min) == "0000-01-01T00:00:00Z")
    #expect(CalendarDate(secondsSince1970: 253_402_300_800) == nil)
    #expect(CalendarDate(secondsSince1970: 253_402_300_799)?.description == "9999-12-31")
  }

  @Test("Every day of four centuries round-trips between its day number and its fields")
  func roundTrip() {
    var expected = CalendarDate(year: 1900, month: 1, day: 1)!
    let start = -25_567  // 1900-01-01
    for day in start..<(start + 146_097) {
      let date = CalendarDate(secondsSince1970: day * 86_400)!
      #expect(date == expected)
      if date != expected { return }
      let next =
        expected.day < CalendarDate.daysIn(month: expected.month, year: expected.year)
        ? CalendarDate(year: expected.year, month: expected.month, day: expected.day + 1)
        : expected.month < 12
          ? CalendarDate(year: expected.year, month: expected.month + 1, day: 1)
          : CalendarDate(year: expected.year + 1, month: 1, day: 1)
      expected = next!
    }
  }

  @Test(
    "Only real days with four-digit years parse",
    arguments: [
      ("2026-11-30", true), ("2024-02-29", true), ("2000-02-29", true), ("0000-01-01", true),
      ("9999-12-31", true), ("2999-99-99", false), ("2025-02-29", false), ("2100-02-29", false),
      ("2026-04-31", false), ("2026-00-10", false), ("2026-13-01", false), ("2026-01-00", false),
      ("10000-01-01", false), ("2026-1-01", false), ("２０２６-01-01", false), ("2026/01/01", false),
      ("+2026-01-01", false), ("", false),
    ])
  func parsing(_ text: String, _ valid: Bool) {
    let date = CalendarDate(text)
    #expect((date != nil) == valid)
    if let date { #expect(date.description == text) }
  }

  @Test("Dates compare as dates")
  func ordering() {
    #expect(CalendarDate("2026-11-30")! < CalendarDate("2026-12-01")!)
    #expect(CalendarDate("0999-12-31")! < CalendarDate("2026-01-01")!)
    #expect(!(CalendarDate("2026-01-01")! < CalendarDate("2026-01-01")!))
  }

  @Test("Day numbers and civil dates are inverses, across eras and leap days")
  func dayArithmetic() {
    for days in stride(from: -800_000, through: 2_900_000, by: 9_973) {
      let civil = CalendarDate.civil(fromDays: days)
      #expect(CalendarDate.days(year: civil.year, month: civil.month, day: civil.day) == days)
    }
    #expect(CalendarDate.days(year: 1970, month: 1, day: 1) == 0)
    #expect(CalendarDate.days(year: 2000, month: 3, day: 1) - CalendarDate.days(year: 2000, month: 2, day: 28) == 2)
  }
}

import CICU
import Testing

@testable import LocaleEngine

@Suite("Timer formatting")
struct TimerFormattingTests {
  let engine = LocaleEngine.shared

  func locale(_ id: String) throws -> LocaleIdentifier { try LocaleCatalog.system.resolve(id) }

  @Test("Values written the way each locale writes a time", arguments: [
    ("en", TimeSkeleton.ms, nil as String?, 1500, "25:00"),
    ("da", .Hms, nil, 3723, "01.02.03"),
    ("fa", .ms, nil, 599, "۹:۵۹"),
    ("ar-EG", .ms, nil, 1500, "٢٥:٠٠"),
    ("ar-EG", .ms, "latn", 1500, "25:00"),
    ("ar-EG", .ms, nil, -5, "\u{061C}-٠٠:٠٥"),
    ("ar-EG", .ms, "latn", -5, "\u{200E}-00:05"),
    ("he", .ms, nil, -5, "\u{200E}-00:05"),
    ("en", .ms, nil, 5400, "90:00"),
    ("en", .jms, nil, 3723, "1:02:03\u{202F}AM"),
    ("ko", .Hms, nil, 3723, "1시 2분 3초"),
    ("fr-CA", .Hms, nil, 3723, "01 h 02 min 03 s"),
  ])
  func formats(id: String, skeleton: TimeSkeleton, digits: String?, seconds: Int, expected: String)
    throws
  {
    let text = try engine.formatTimer(
      seconds: seconds, locale: locale(id), skeleton: skeleton, numberingSystem: digits)
    #expect(text == expected)
  }

  /// The pattern formatter must agree with ICU's own date formatter wherever a duration is also
  /// a time of day, in every locale and for every skeleton.
  @Test("Agrees with ICU's date formatter for every locale, skeleton and sample value")
  func agreesWithICU() throws {
    var compared = 0
    for profile in try engine.allProfiles() {
      for skeleton in TimeSkeleton.allCases {
        let pattern = try profile.pattern(skeleton)
        guard pattern.hasHourField else { continue }
        for seconds in [0, 5, 59, 600, 3723, 45296] {
          let ours = pattern.format(
            seconds: seconds, digits: profile.numberingSystem.digits, amPm: profile.amPm)
          let icu = try engine.icuFormattedTimeOfDay(
            seconds: seconds, locale: profile.locale, pattern: profile.patterns[skeleton]!)
          #expect(ours == icu, "\(profile.locale) \(skeleton) \(seconds)")
          compared += 1
        }
      }
    }
    #expect(compared > 10_000)
  }

  @Test("Dropping the hour field turns H:mm:ss into mm:ss")
  func dropHour() throws {
    let pattern = try TimePattern("H:mm:ss").droppingHourField()
    #expect(pattern.format(seconds: 3599, digits: NumberingSystem.latin.digits) == "59:59")
    #expect(try TimePattern("HH 'h' mm 'min' ss 's'").droppingHourField().format(
      seconds: 61, digits: NumberingSystem.latin.digits) == "01 min 01 s")
  }

  @Test("Fields a timer cannot show are rejected, every time", arguments: ["yyyy", "mm:ss 'x", "EEEE"])
  func badPatterns(pattern: String) {
    #expect(throws: TimePatternError.self) { try TimePattern(pattern) }
    // Parsed patterns are kept by source; a rejected one must not be.
    #expect(throws: TimePatternError.self) { try TimePattern(pattern) }
  }

  @Test(
    "A pattern parsed again is the pattern asked for, with the same fields",
    arguments: [
      ("HH.mm.ss", "01.02.03"), ("H:mm:ss", "1:02:03"), ("HH 'h' mm 'min' ss 's'", "01 h 02 min 03 s"),
      ("mm:ss", "62:03"),
    ])
  func parsedAgain(source: String, written: String) throws {
    for _ in 0..<2 {
      let pattern = try TimePattern(source)
      #expect(pattern.source == source)
      #expect(pattern.format(seconds: 3723, digits: NumberingSystem.latin.digits) == written)
    }
  }
}

extension LocaleEngine {
  /// Formats a time of day (`seconds` after midnight, GMT) with `pattern` through ICU's own
  /// date formatter, digits and all: the reference `formatTimer` is checked against. It opens a
  /// formatter per call.
  func icuFormattedTimeOfDay(seconds: Int, locale: LocaleIdentifier, pattern: String)
    throws(LocaleEngineError) -> String
  {
    let units = Array(pattern.utf16)
    do {
      return try icuString { buffer, capacity, status in
        cicu_format_time_with_pattern(
          locale.icu, units, Int32(units.count), Double(seconds), buffer, capacity, status)
      }
    } catch {
      throw .icu(error, locale: locale.bcp47, while: "formatting with ICU's date formatter")
    }
  }
}

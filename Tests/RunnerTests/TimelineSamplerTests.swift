import Foundation
import Testing

import LayoutEngine
import LayoutModel
import LocaleEngine
@testable import Runner

/// Shape runs found from shape numbers (`TimerFormatter.shapeNumbers`) must be the runs found by
/// writing every tick's display and comparing shapes; width states (`WidthStates`) must tell
/// apart the digits whose widths differ where a layout reads them, and only those.
@Suite("Timeline sampler")
struct TimelineSamplerTests {
  /// The runs as they are defined: every tick's display written and its shape compared.
  static func writtenRuns(_ ticks: [Int], formatter: TimerFormatter) -> [Int] {
    guard ticks.count > 2 else { return ticks }
    var kept: [Int] = []
    var previousShape: String?
    var previousTick: Int?
    for tick in ticks {
      let shape = TimelineSampler.shape(formatter.displayString(at: tick))
      if shape != previousShape {
        if let previousTick, kept.last != previousTick { kept.append(previousTick) }
        kept.append(tick)
        previousShape = shape
      }
      previousTick = tick
    }
    if let last = ticks.last, kept.last != last { kept.append(last) }
    return kept
  }

  /// A shipped case with its display replaced.
  static func display(_ display: String, in id: String = "zoo-proportional-digits") throws -> DisplayFormat {
    var json = try RunnerSupport.shipped(id)
    if !display.isEmpty {
      json = json.replacingOccurrences(
        of: #""display": \{[^}]*\}"#, with: #""display": \#(display)"#, options: .regularExpression)
    }
    return try RunnerSupport.load(json, id: id).layoutCase.timeline.display
  }

  @Test("Shape numbers find the runs that written shapes find, for every kind of display")
  func shapeNumbersMatchWrittenShapes() throws {
    let displays = [
      try Self.display(#"{ "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#),
      try Self.display(#"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#),
      try Self.display(#"{ "skeleton": "Hms", "digits": "locale", "minusSign": "locale" }"#),
      try Self.display(#"{ "skeleton": "ms", "digits": "locale", "minusSign": "locale" }"#),
      try Self.display(#"{ "skeleton": "Hms", "omitZeroHours": true, "digits": "latn", "minusSign": "ascii" }"#),
      try Self.display(#"{ "format": "%d:%2d", "arguments": ["totalMinutes", "seconds"] }"#),
      try Self.display("", in: "zoo-format-string-stopwatch"),
      try Self.display("", in: "zoo-system-timer-interval"),
      try Self.display("", in: "zoo-duration-format-text"),
      try Self.display(#"{ "system": "dateTimer" }"#),
    ]
    // Windows around every change of width: hours of two digits and one, the hour itself, ten
    // minutes, a minute, ten seconds, zero and overtime.
    let ticks = [90_000, 36_000, 3600, 600, 60, 10, 0, -10, -60, -600, -3600].flatMap { center in
      stride(from: center + 12, through: center - 12, by: -1).map { $0 }
    }
    let profiles = try RunnerSupport.locales(["en", "de", "ar", "ar-EG", "fa", "ff-Adlm", "my", "ja", "hi"])
    for display in displays {
      for profile in profiles {
        let formatter = try TimerFormatter(format: display, locale: profile)
        #expect(
          TimelineSampler.shapeRuns(ticks, formatter: formatter) == Self.writtenRuns(ticks, formatter: formatter),
          "\(display) in \(profile.locale.bcp47)")
      }
    }
  }

  @Test("A day-long countdown keeps a few dozen ticks")
  func dayLongCountdown() throws {
    let display = try Self.display(#"{ "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#)
    let formatter = try TimerFormatter(format: display, locale: try RunnerSupport.locales(["en"])[0])
    let ticks = Array(stride(from: 86_400, through: 0, by: -1))
    #expect(formatter.shapeNumbers(ticks) != nil)
    // 24:00:00 → 10:00:00 and 9:59:59 → 0:00:00: two shapes, each run's first and last tick.
    #expect(TimelineSampler.shapeRuns(ticks, formatter: formatter) == [86_400, 36_000, 35_999, 0])
  }

  @Test("A monospaced Text timer has one width state per shape; proportional cells one per width")
  func widthStates() throws {
    let locale = try RunnerSupport.locales(["en"])[0]
    func states(_ id: String, _ ticks: [Int]) throws -> Set<WidthStates.Key> {
      let json = try RunnerSupport.shipped(id).replacingOccurrences(
        of: #""display": \{[^}]*\}"#, with: #""display": { "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
        options: .regularExpression)
      let layoutCase = try RunnerSupport.load(json, id: id).layoutCase
      let formatter = try TimerFormatter(format: layoutCase.timeline.display, locale: locale)
      let states = try #require(WidthStates(case: layoutCase, formatter: formatter))
      return Set(ticks.map(states.key(at:)))
    }
    // `monospacedDigit()` on the Text: every digit is as wide as every other.
    #expect(try states("zoo-overtime-plain-minus-text", Array(0..<3600)).count == 1)
    #expect(try states("zoo-overtime-plain-minus-text", [36_000, 35_999]).count == 2)
    // Proportional cells: 1 is narrower than 0; 2 and 5 are as wide as each other.
    #expect(try states("zoo-proportional-digits", [65, 64]).count == 2)
    #expect(try states("zoo-proportional-digits", [62, 65]).count == 1)
  }
}

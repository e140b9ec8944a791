import Foundation
import Testing

import LayoutEngine
import LayoutModel
import LocaleEngine
import Runner

/// A locale class stands for its members with one formatter: for the displays that read the
/// locale's own patterns (system timers, `Duration` styles, skeletons), every member of every
/// class must show what its own formatter shows, over every locale ICU has.
@Suite("Locale classes of locale-dependent displays")
struct LocaleClassDisplayTests {
  /// The displays whose strings come from each locale's ICU data.
  static let displays = [
    #"{ "system": "timerInterval" }"#,
    #"{ "system": "timerInterval", "showsHours": false }"#,
    #"{ "system": "dateTimer" }"#,
    #"{ "duration": "minuteSecond", "padLeadingToLength": 2 }"#,
    #"{ "duration": "hourMinuteSecond" }"#,
    #"{ "duration": "hourMinute", "padLeadingToLength": 2 }"#,
    #"{ "skeleton": "ms" }"#,
    #"{ "skeleton": "Hms", "omitZeroHours": true }"#,
    #"{ "skeleton": "jms" }"#,
  ]

  /// Values that reach every field width, the hour rollover both ways, ten hours, a day's last
  /// second and the sign.
  static let probes = [0, 1, 9, 10, 59, 60, 61, 599, 600, 3599, 3600, 3661, 35999, 36000, 86399, -1, -61, -3601]

  @Test("Every member of a class formats the probe values as its own formatter does", arguments: displays)
  func membersFormatAlike(display: String) throws {
    let json = """
      { "id": "t", "title": "t", "deploymentTarget": { "iOS": "26.0" },
        "timeline": { "countdown": { "from": 3700, "to": -20, "step": 1 }, "display": \(display) },
        "view": { "type": "Text", "text": "$display" } }
      """
    let layoutCase = try CaseDecoder().decode(Data(json.utf8), path: "t.json")
    let locales = try LocaleEngine.shared.allProfiles()
    let groups = try LocaleClassifier.groups(for: layoutCase, locales: locales, jobs: 2)
    #expect(groups.reduce(0) { $0 + $1.members.count } == locales.count)
    let format = layoutCase.timeline.display
    for group in groups {
      let shared = try TimerFormatter(format: format, locale: locales[group.representative])
      let expected = try Self.probes.map { try Self.shown(shared, $0) }
      for member in group.members where member != group.representative {
        let own = try TimerFormatter(format: format, locale: locales[member])
        let shown = try Self.probes.map { try Self.shown(own, $0) }
        #expect(
          shown == expected,
          "\(locales[member].locale.bcp47) is in the class of \(locales[group.representative].locale.bcp47) (\(group.key))")
      }
    }
  }

  /// What a value shows and how the locale lays it out: the display, its fields, and the
  /// reference's text and visual order.
  static func shown(_ formatter: TimerFormatter, _ value: Int) throws -> String {
    let display = try formatter.display(at: value)
    let fields = display.fields.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
    return [display.display, display.reference.text, display.reference.visual, display.reference.direction]
      .joined(separator: "|") + "|" + fields.joined(separator: ",")
  }
}

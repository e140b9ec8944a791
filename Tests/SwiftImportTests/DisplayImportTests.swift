import Foundation
import LayoutAudit
import Testing

/// Display strings formatted in a model become the case format's displays with their fields:
/// `String(format:)` keeps its format and reads each argument's field from its arithmetic
/// (https://developer.apple.com/documentation/swift/string/init(format:_:)), an interpolation
/// keeps its literals and widths, `Duration.formatted` keeps its time pattern
/// (https://developer.apple.com/documentation/swift/duration/timeformatstyle), and state the
/// module only increases is a count-up timeline.
@Suite("Display strings from Swift")
struct DisplayImportTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    /// The model's members: a stored `remaining` (or other state) and a `display` property.
    var model: String
    /// The expected `timeline.display`, as compact JSON.
    var display: String
    /// `countdown` or `countUp`.
    var direction = "countdown"
    /// The timeline's `unit`, when not seconds.
    var unit: String?
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "%d:%02d of total minutes and seconds",
      model: "var remaining = 1500\n  var display: String { String(format: \"%d:%02d\", remaining / 60, remaining % 60) }",
      display: #"{"arguments":["totalMinutes","seconds"],"format":"%d:%02d","minusSign":"ascii"}"#),
    Example(
      name: "%02d:%02d:%02d of hours, minutes within the hour and seconds",
      model: "var remaining = 5400\n  var display: String { String(format: \"%02d:%02d:%02d\", remaining / 3600, remaining / 60 % 60, remaining % 60) }",
      display: #"{"arguments":["hours","minutes","seconds"],"format":"%02d:%02d:%02d","minusSign":"ascii"}"#),
    Example(
      name: "minutes that wrap at the hour stay minutes without an hours field",
      model: "var remaining = 5400\n  var display: String { String(format: \"%02d:%02d\", (remaining % 3600) / 60, remaining % 60) }",
      display: #"{"arguments":["minutes","seconds"],"format":"%02d:%02d","minusSign":"ascii"}"#),
    Example(
      name: "%2d pads with spaces",
      model: "var remaining = 600\n  var display: String { String(format: \"%2d:%02d\", remaining / 60, remaining % 60) }",
      display: #"{"arguments":["totalMinutes","seconds"],"format":"%2d:%02d","minusSign":"ascii"}"#),
    Example(
      name: "locals named minutes and seconds",
      model: "var remaining = 300\n  var display: String {\n    let minutes = remaining / 60\n    let seconds = remaining % 60\n    return \"\\(minutes):\\(String(format: \"%02d\", seconds))\"\n  }",
      display: #"{"interpolation":[{"field":"totalMinutes"},":",{"field":"seconds","width":2}],"minusSign":"ascii"}"#),
    Example(
      name: "Duration.formatted(.time(pattern: .minuteSecond))",
      model: "var remaining = 300\n  var display: String { Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)) }",
      display: #"{"duration":"minuteSecond"}"#),
    Example(
      name: "Duration.formatted() is hour-minute-second",
      model: "var remaining = 300\n  var display: String { Duration.seconds(remaining).formatted() }",
      display: #"{"duration":"hourMinuteSecond"}"#),
    Example(
      name: "padHourToLength pads the leading field",
      model: "var remaining = 7200\n  var display: String { Duration.seconds(remaining).formatted(.time(pattern: .hourMinute(padHourToLength: 2))) }",
      display: #"{"duration":"hourMinute","padLeadingToLength":2}"#),
    Example(
      name: "a stopwatch in tenths counts up with a fraction field",
      model: "var tenths = 0\n  func tick() { tenths += 1 }\n  var display: String { String(format: \"%02d:%02d.%d\", tenths / 600, tenths / 10 % 60, tenths % 10) }",
      display: #"{"arguments":["totalMinutes","seconds","fraction"],"format":"%02d:%02d.%d","minusSign":"ascii"}"#,
      direction: "countUp", unit: "deciseconds"),
    Example(
      name: "elapsed time that only grows counts up",
      model: "var elapsed = 0\n  func tick() { elapsed += 1 }\n  var display: String { String(format: \"%d:%02d\", elapsed / 60, elapsed % 60) }",
      display: #"{"arguments":["totalMinutes","seconds"],"format":"%d:%02d","minusSign":"ascii"}"#, direction: "countUp"),
  ]

  static func source(_ model: String) -> String {
    """
    import SwiftUI

    @Observable
    final class ClockModel {
      \(model)
    }

    struct ClockView: View {
      let model: ClockModel

      var body: some View {
        Text(model.display)
          .monospacedDigit()
      }
    }

    """
  }

  @Test("is written as the display it is", arguments: examples)
  func display(_ example: Example) throws {
    let imported = try ImportSupport.importSources([("Sources/Clock/ClockView.swift", Self.source(example.model))])
    try #require(imported.count == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let timeline = try #require(json["timeline"] as? [String: Any])
    let display = try JSONSerialization.data(withJSONObject: try #require(timeline["display"]), options: [.sortedKeys])
    #expect(String(decoding: display, as: UTF8.self) == example.display)
    #expect(timeline[example.direction] != nil, "\(timeline)")
    #expect(timeline["unit"] as? String == example.unit)
    // Nothing about the display was left uninterpreted, and the case audits.
    let listed = ((json["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]]) ?? []
    #expect(listed.isEmpty, "\(listed)")
    _ = try ImportSupport.cases(imported)
  }

  // Read by its name alone, `workMinutes` could be a field; only arithmetic on a time value
  // (`remaining / 60`) makes a lone field Text a timer.
  @Test("a number named minutes in a settings row does not make a view a timer")
  func settingsRowIsNotATimer() throws {
    let source = """
      import SwiftUI

      struct FocusSettings: View {
        @State private var workMinutes = 25

        var body: some View {
          HStack(spacing: 8) {
            Text("Work")
            Spacer()
            Text(String(format: "%02d", workMinutes))
          }
        }
      }

      """
    #expect(try ImportSupport.importSources([("Sources/App/FocusSettings.swift", source)]).isEmpty)
  }

  // Text(date, style: .timer) counts down to its date
  // (https://developer.apple.com/documentation/swiftui/text/datestyle/timer).
  @Test("Text(date, style: .timer) to a date 90 s ahead is a 90 s countdown")
  func dateTimerLength() throws {
    let source = """
      import SwiftUI

      struct EggCountdown: View {
        let boiledAt = Date.now.addingTimeInterval(90)

        var body: some View {
          Text(boiledAt, style: .timer)
            .monospacedDigit()
        }
      }

      """
    let imported = try ImportSupport.importSources([("Sources/App/EggCountdown.swift", source)])
    try #require(imported.count == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let timeline = try #require(json["timeline"] as? [String: Any])
    #expect((timeline["countdown"] as? [String: Any])?["from"] as? Int == 90)
    #expect((timeline["display"] as? [String: Any])?["system"] as? String == "dateTimer")
    _ = try ImportSupport.cases(imported)
  }

  struct Shadowing: Sendable, CustomTestStringConvertible {
    var name: String
    /// The view's members: the counted state, the body and the helper that formats it.
    var members: String
    /// The state's start value, where the countdown begins.
    var from: Int
    var testDescription: String { name }
  }

  // As Swift reads it, a local is visible only after its declaration and its own initialiser
  // reads the name it shadows: the trace reaches the caller's state and its start value, not
  // the 1500 s assumed when no state is found.
  static let shadowing: [Shadowing] = [
    Shadowing(
      name: "a helper's local shadows its parameter after a line that reads the parameter",
      members: """
          @State private var timeRemaining = 300
          var body: some View { Text(timeString(from: timeRemaining)).monospacedDigit() }
          func tick() { timeRemaining -= 1 }
          func timeString(from seconds: Int) -> String {
            let minutes = seconds / 60
            let seconds = seconds % 60
            return String(format: "%02d:%02d", minutes, seconds)
          }
        """,
      from: 300),
    Shadowing(
      name: "a computed property's local shadows the view's state",
      members: """
          @State private var seconds = 420
          var body: some View { Text(clock).monospacedDigit() }
          func tick() { seconds -= 1 }
          private var clock: String {
            let minutes = seconds / 60
            let seconds = seconds % 60
            return "\\(minutes):\\(String(format: "%02d", seconds))"
          }
        """,
      from: 420),
  ]

  @Test("a local shadowing a name is not the name read before it", arguments: shadowing)
  func localsFollowDeclarationOrder(_ example: Shadowing) throws {
    let source = """
      import SwiftUI

      struct CountdownView: View {
      \(example.members)
      }

      """
    let imported = try ImportSupport.importSources([("Sources/App/CountdownView.swift", source)])
    try #require(imported.count == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let timeline = try #require(json["timeline"] as? [String: Any])
    #expect((timeline["countdown"] as? [String: Any])?["from"] as? Int == example.from, "\(timeline)")
    _ = try ImportSupport.cases(imported)
  }
}

import Foundation
import LayoutAudit
import Testing

/// Never silent: each kind of construct the importer cannot interpret is listed in the imported
/// case with its Swift location, and the rules that depend on it say *can't tell* there — never
/// pass.
@Suite("Uninterpreted constructs")
struct UninterpretedTests {
  struct Kind: Sendable, CustomTestStringConvertible {
    /// What the test is about.
    var name: String
    /// The view body's timer expression (`TIMER` is `Text(model.display)`).
    var body: String
    /// A fragment of the listed construct.
    var construct: String
    /// A rule whose verdict must become can't tell.
    var rule: String
    var testDescription: String { name }
  }

  static let kinds: [Kind] = [
    Kind(name: "unknown modifier", body: "TIMER\n      .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))", construct: ".rotation3DEffect", rule: "text-bidi-order"),
    Kind(name: "unknown view", body: "VStack(spacing: 4) {\n      TIMER\n      ProgressView(value: 0.5)\n    }", construct: "ProgressView", rule: "timer-accessibility-label"),
    Kind(
      name: "more conditional views than a case audits",
      body: "VStack(spacing: 0) {\n" + (1...6).map { "      if model.flag\($0) { TIMER } else { TIMER.bold() }" }.joined(separator: "\n") + "\n    }",
      construct: "if model.flag6", rule: "text-bidi-order"),
    Kind(name: "date Text in a style that is not a timer", body: "Text(model.start, style: .relative)", construct: "style: .relative", rule: "text-bidi-order"),
    Kind(
      name: "Duration format with fractional seconds",
      body: "Text(Duration.seconds(model.remaining).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))",
      construct: "fractionalSecondsLength", rule: "text-bidi-order"),
    Kind(name: "system timer of unknown direction", body: "Text(timerInterval: model.start...model.end, countsDown: model.compact)", construct: "countsDown: model.compact", rule: "text-bidi-order"),
    Kind(name: "content transition", body: "TIMER\n      .contentTransition(.numericText(countsDown: true))", construct: ".contentTransition", rule: "reduce-motion-morph"),
    Kind(name: "custom font", body: "TIMER\n      .font(.custom(\"Menlo\", size: 48))", construct: ".font(.custom", rule: "stable-cell-frames"),
    Kind(name: "window glass of unknown display mode", body: "TIMER\n      .glassBackgroundEffect(displayMode: model.glassMode)", construct: ".glassBackgroundEffect(displayMode:", rule: "glass-functional-layer"),
    Kind(name: "display string made by a formatter", body: "Text(model.formatterLabel)", construct: "formatter.string", rule: "text-bidi-order"),
    Kind(name: "animation with an unknown condition", body: "TIMER\n      .animation(model.paused ? nil : .linear, value: model.remaining)", construct: ".animation(model.paused", rule: "reduce-motion-morph"),
    Kind(name: "frame of unknown size", body: "TIMER\n      .frame(width: UIScreen.main.bounds.width / 3)", construct: ".frame(width: UIScreen", rule: "stable-cell-frames"),
    Kind(name: "label of unknown meaning", body: "TIMER\n      .accessibilityLabel(\"Left: \\(model.mystery)\")", construct: "model.mystery", rule: "timer-accessibility-label"),
  ]

  static func source(_ body: String) -> String {
    """
    import SwiftUI

    @Observable
    final class TimerModel {
      var remaining = 300
      var compact = false
      var flag1 = false, flag2 = false, flag3 = false, flag4 = false, flag5 = false, flag6 = false
      var glassMode = GlassBackgroundDisplayMode.always
      var paused = false
      var mystery = ""
      let start = Date()
      let end = Date().addingTimeInterval(300)
      // Abbreviated units ("4m 5s") are a style the case format has no display for.
      let formatter: DateComponentsFormatter = { let f = DateComponentsFormatter(); f.unitsStyle = .abbreviated; return f }()
      var display: String { String(format: "%d:%02d", remaining / 60, remaining % 60) }
      var spoken: String { Duration.seconds(remaining).formatted(.units(width: .wide)) }
      var formatterLabel: String { formatter.string(from: TimeInterval(remaining)) ?? "" }
    }

    struct TimerView: View {
      let model: TimerModel

      var body: some View {
        \(body.replacingOccurrences(of: "TIMER", with: "Text(model.display)"))
          .monospacedDigit()
          .accessibilityLabel("Time left: \\(model.spoken)")
          .accessibilityAddTraits(.updatesFrequently)
      }
    }

    """
  }

  @Test("is listed with its location and makes the rule can't tell", arguments: kinds)
  func listedAndCantTell(_ kind: Kind) throws {
    let path = "Sources/Timer/TimerView.swift"
    let text = Self.source(kind.body)
    let imported = try ImportSupport.importSources([(path, text)])
    try #require(imported.count == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let listed = ((json["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]]) ?? []
    let entry = try #require(
      listed.first { ($0["construct"] as? String)?.contains(kind.construct) == true || ($0["at"] as? String).map { at in
        Self.line(of: at).map { text.components(separatedBy: "\n")[$0 - 1].contains(kind.construct) } ?? false } == true },
      "\(kind.construct) is not listed: \(listed)")
    let at = try #require(entry["at"] as? String)
    #expect(at.hasPrefix(path + ":"))
    let line = try #require(Self.line(of: at))

    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: .ids(["en", "ar", "he"]), platforms: ["ios-26", "tvos-26"],
      rules: [kind.rule])
    for result in report.results {
      #expect(result.status != .passed, "\(kind.rule) passed on \(result.platform)")
      if result.status == .cantTell {
        let finding = try #require(result.findings.first { $0.reason == "uninterpreted-swift" })
        #expect(finding.node?.file == path)
        #expect(finding.node?.line != nil)
        #expect(finding.message.contains("could not interpret"))
      }
    }
    let cantTell = report.results.filter { $0.status == .cantTell }
    #expect(!cantTell.isEmpty, "\(kind.rule) is never can't tell")
    // The can't-tell points at one of the listed constructs' lines.
    let lines = Set(listed.compactMap { ($0["at"] as? String).flatMap(Self.line) })
    for result in cantTell {
      for finding in result.findings where finding.reason == "uninterpreted-swift" {
        #expect(lines.contains(finding.node?.line ?? 0))
      }
    }
    #expect(line >= 1)
  }

  /// A clock whose shown string the importer cannot read (a formatter's abbreviated units), on
  /// a row of proportional digits, reflected and the reflection not hidden from VoiceOver.
  static let standInSource = """
    import SwiftUI

    final class Clock: ObservableObject {
      @Published var remaining = 1500
      let formatter: DateComponentsFormatter = { let f = DateComponentsFormatter(); f.unitsStyle = .abbreviated; return f }()
      var label: String { formatter.string(from: TimeInterval(remaining)) ?? "" }
      func tick() { remaining -= 1 }
    }

    struct StandInTimer: View {
      @ObservedObject var clock: Clock

      var body: some View {
        VStack(spacing: 0) {
          face
          face.scaleEffect(x: 1, y: -1)
        }
      }

      private var face: some View {
        Text(clock.label)
          .font(.system(size: 48))
      }
    }

    """

  @Test("a failure found on the stand-in display is can't tell at the unread construct; a failure of what the view is made of stands")
  func standInFailures() throws {
    let path = "App/StandInTimer.swift"
    let imported = try ImportSupport.importSources([(path, Self.standInSource)])
    try #require(imported.count == 1)
    // The record says, in data, that the display is a stand-in and which rules read it.
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let listed = ((json["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]]) ?? []
    let entry = try #require(listed.first { $0["standInDisplay"] != nil }, "\(listed)")
    #expect(entry["at"] as? String == path + ":6:23")
    let standIn = try #require(entry["standInDisplay"] as? [String])
    #expect(standIn.contains("stable-cell-frames"))
    #expect(!standIn.contains("reflection-accessibility-hidden"))

    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: .ids(["en", "ar", "he"]), platforms: ["ios-26"],
      rules: ["stable-cell-frames", "reflection-accessibility-hidden"])
    // 25:00 → 24:59 in proportional digits jitters, but 25:00 is the importer's guess.
    let frames = try #require(report.results.first { $0.ruleID == "stable-cell-frames" })
    #expect(frames.status == .cantTell, "\(frames.findings.map(\.message))")
    let finding = try #require(frames.findings.first)
    #expect(finding.reason == "uninterpreted-swift")
    #expect(finding.message.contains("stand-in display"))
    #expect(finding.message.contains("formatter.string(from: TimeInterval(remaining))"))
    #expect(finding.node?.file == path)
    #expect(finding.node?.line == 6)
    // The reflection is read by VoiceOver whatever the time shows.
    #expect(report.status(rule: "reflection-accessibility-hidden", case: imported[0].id, platform: "ios-26") == .failed)
  }

  @Test("a stand-in a real reading replaces leaves the display read: the relative date stays listed, not as the stand-in")
  func standInReplaced() throws {
    func entries(_ body: String) throws -> [[String: Any]] {
      let source = """
        import SwiftUI
        struct Session: View {
          let start: Date
          let end: Date
          var body: some View {
            \(body)
          }
        }
        """
      let imported = try ImportSupport.importSources([("App/Session.swift", source)])
      try #require(imported.count == 1)
      let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
      return ((json["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]]) ?? []
    }
    let alone = try entries("Text(start, style: .relative)")
    #expect(alone.contains { ($0["construct"] as? String)?.contains("style: .relative") == true && $0["standInDisplay"] != nil }, "\(alone)")
    let replaced = try entries("VStack { Text(start, style: .relative); Text(end, style: .timer) }")
    #expect(replaced.contains { ($0["construct"] as? String)?.contains("style: .relative") == true }, "\(replaced)")
    #expect(!replaced.contains { $0["standInDisplay"] != nil }, "\(replaced)")
  }

  @Test("digits in a custom font are measured in the system font as a stand-in: a width rule's failure there is can't tell, a read display's other failures stand")
  func standInFontFailures() throws {
    let path = "App/BrandTimer.swift"
    let source = """
      import SwiftUI

      struct BrandTimer: View {
        @State private var remaining = 1500
        var body: some View {
          VStack(spacing: 0) {
            face
            face.scaleEffect(x: 1, y: -1)
          }
        }
        private var face: some View {
          Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
            .font(.custom("Brand-Bold", size: 48))
        }
      }

      """
    let imported = try ImportSupport.importSources([(path, source)])
    try #require(imported.count == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(imported[0].json.utf8)) as? [String: Any])
    let listed = ((json["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]]) ?? []
    let entry = try #require(listed.first { $0["standInFont"] != nil }, "\(listed)")
    #expect(entry["standInFont"] as? [String] == ["stable-cell-frames", "cell-width-coverage", "timer-text-fits"])
    #expect(!listed.contains { $0["standInDisplay"] != nil }, "the display was read: \(listed)")

    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: .ids(["en", "ar"]), platforms: ["ios-26"],
      rules: ["stable-cell-frames", "reflection-accessibility-hidden"])
    // In the system font's proportional digits 25:00 → 24:59 jitters; Brand-Bold's digits may not.
    let frames = try #require(report.results.first { $0.ruleID == "stable-cell-frames" })
    #expect(frames.status == .cantTell, "\(frames.findings.map(\.message))")
    #expect(frames.findings.first?.message.contains("custom font") == true)
    #expect(frames.findings.first?.node?.line == 13)
    #expect(report.status(rule: "reflection-accessibility-hidden", case: imported[0].id, platform: "ios-26") == .failed)
  }

  static func line(of location: String) -> Int? {
    let parts = location.split(separator: ":")
    return parts.count >= 3 ? Int(parts[parts.count - 2]) : nil
  }
}

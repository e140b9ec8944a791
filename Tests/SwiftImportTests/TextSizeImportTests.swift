import Foundation
import LayoutAudit
import ReportModel
import SwiftImport
import Testing

/// Fonts, `.dynamicTypeSize(_:)` limits and the Large Content Viewer read from Swift, and the
/// verdict `timer-text-scales` gives the imported timer on iOS.
@Suite("Text size read from Swift")
struct TextSizeImportTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    /// Modifiers on the timer's `Text`, and properties of the view.
    var modifiers: String
    var properties = ""
    /// What the case must hold, whitespace removed.
    var holds: [String]
    var verdict: ResultStatus
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: ".system(size:) is fixed", modifiers: ".font(.system(size: 75, weight: .bold, design: .rounded))",
      holds: [#"{"font":{"size":75}}"#], verdict: .failed),
    Example(
      name: "a text style through a font modifier", modifiers: ".font(.title.bold().monospacedDigit())",
      holds: [#"{"font":{"style":"title"}}"#, #"{"monospacedDigit":true}"#], verdict: .passed),
    Example(
      name: ".system(.largeTitle, design:) is a text style", modifiers: ".font(.system(.largeTitle, design: .rounded))",
      holds: [#"{"font":{"style":"largeTitle"}}"#], verdict: .passed),
    Example(
      name: "a @ScaledMetric size scales with its style", modifiers: ".font(.system(size: size))",
      properties: "@ScaledMetric(relativeTo: .largeTitle) private var size: CGFloat = 64",
      holds: [#"{"font":{"size":64,"relativeTo":"largeTitle"}}"#], verdict: .passed),
    Example(
      name: "Font.custom(_:size:) scales with body", modifiers: #".font(.custom("Avenir Next", size: 70))"#,
      holds: [#"{"font":{"size":70,"relativeTo":"body"}}"#], verdict: .passed),
    Example(
      name: "Font.custom(_:fixedSize:) with the Large Content Viewer",
      modifiers: #".font(.custom("Avenir Next", fixedSize: 80)).accessibilityShowsLargeContentViewer().minimumScaleFactor(0.5)"#,
      holds: [#"{"font":{"size":80}}"#, #"{"accessibilityShowsLargeContentViewer":true}"#, #"{"minimumScaleFactor":0.5}"#],
      verdict: .passed),
    Example(
      name: "a single .dynamicTypeSize pins the size", modifiers: ".font(.title).dynamicTypeSize(.large)",
      holds: [#"{"dynamicTypeSize":"large"}"#], verdict: .failed),
    Example(
      name: "a half-open range caps below the accessibility sizes",
      modifiers: ".font(.body).dynamicTypeSize(.xSmall ..< .accessibility1)",
      holds: [#"{"dynamicTypeSize":{"min":"xSmall","max":"xxxLarge"}}"#], verdict: .cantTell),
    Example(
      name: "lineLimit and minimumScaleFactor are read", modifiers: ".font(.largeTitle).lineLimit(1).minimumScaleFactor(0.6)",
      holds: [#"{"lineLimit":1}"#, #"{"minimumScaleFactor":0.6}"#], verdict: .passed),
    Example(
      name: "a font the importer cannot read leaves the verdict open", modifiers: ".font(Theme.current.timerFont)",
      holds: [#""construct":".font(Theme.current.timerFont)""#], verdict: .cantTell),
  ]

  static func source(_ example: Example) -> String {
    """
    import SwiftUI

    struct TimerFace: View {
      \(example.properties)
      let remaining: Int
      var body: some View {
        Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
          \(example.modifiers)
      }
    }
    """
  }

  @Test("reads the font and its limits, and the rule judges them", arguments: examples)
  func imported(_ example: Example) throws {
    let imported = try ImportSupport.importSources([("TimerFace.swift", Self.source(example))], view: "TimerFace")
    let json = try #require(imported.first).json.filter { !$0.isWhitespace }
    for expected in example.holds {
      #expect(json.contains(expected), "\(expected) in \(json)")
    }
    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: LocaleSelection.ids(["en"]), platforms: ["ios-26"], rules: ["timer-text-scales"])
    #expect(report.results.map(\.status) == [example.verdict])
  }

  @Test("a colour modifier leaves the text-size verdicts alone")
  func colourIsNeutral() throws {
    let example = Example(
      name: "brightness", modifiers: ".font(.title).brightness(0.1).colorScheme(.dark)", holds: [], verdict: .passed)
    let imported = try ImportSupport.importSources([("TimerFace.swift", Self.source(example))], view: "TimerFace")
    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: LocaleSelection.ids(["en"]), platforms: ["ios-26"],
      rules: ["timer-text-scales", "timer-text-fits"])
    #expect(report.results.map(\.status) == [.passed, .passed], "\(report.results.flatMap(\.findings).map(\.message))")
  }

  @Test("on a display the importer stands in for, the fit rule says can't tell instead of failing the stand-in")
  func standInDisplay() throws {
    // 80 pt in a 100 pt frame: any stand-in string of four digits fails, so a failure here would
    // be about the importer's guess, not the app's string.
    let source = """
      import SwiftUI

      struct TimerFace: View {
        let clock: Clock
        var body: some View {
          Text(clock.readout())
            .font(.system(size: 80))
            .frame(width: 100)
        }
      }
      """
    let imported = try ImportSupport.importSources([("TimerFace.swift", source)], view: "TimerFace")
    let report = try Auditor().audit(
      try ImportSupport.cases(imported), locales: LocaleSelection.ids(["en"]), platforms: ["ios-26"],
      rules: ["timer-text-fits"])
    let fits = try #require(report.results.first)
    #expect(fits.status == .cantTell, "\(fits.findings.map(\.message))")
  }
}

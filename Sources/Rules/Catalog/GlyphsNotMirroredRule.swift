import LayoutEngine
import ReportModel

/// `glyphs-not-mirrored`: no digit glyph is drawn horizontally mirrored.
package struct GlyphsNotMirroredRule: Rule {
  package let metadata = RuleMetadata(
    id: "glyphs-not-mirrored",
    title: "Digit glyphs are not mirrored",
    summary: "No glyph of the timer (original or reflection) ends up with a net horizontal scale of -1.",
    rationale: """
      A custom Shape mirrors its path under right-to-left by default when the deployment target \
      is iOS 17, macOS 14, tvOS 17, watchOS 10 or later (layoutDirectionBehavior defaults to \
      .mirrors). A glyph-path timer then draws 2 and 5 back to front. flipsForRightToLeft\
      LayoutDirection(true) and scaleEffect(x: -1) mirror too; two mirrorings cancel.
      """,
    limits: [
      "Symmetric glyphs (0, 8, :) look the same mirrored; the rule still reports them, since the next value will not be symmetric.",
      "Bidi mirroring of brackets inside a Text is glyph substitution, not a flip, and is not reported.",
    ],
    wcag: ["1.3.2"],
    references: [
      .init("SwiftUI layoutDirectionBehavior(_:)", "https://developer.apple.com/documentation/swiftui/shape/layoutdirectionbehavior"),
    ],
    severity: .error,
    fix: "Give the glyph-path Shape .layoutDirectionBehavior(.fixed), or pin its direction left to right.")

  package let dependencies: RuleDependencies = [.locale]
  package let automaticFix: RuleFix = .modifiers(["layoutDirectionBehavior(.fixed)"], on: .shapes)
  package var failuresNeedPictures: Bool { true }

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    guard !layout.displays.isEmpty else { return .inapplicable("no-timer", "nothing shows the timer's value") }
    for display in layout.displays {
      let mirrored = display.glyphs.filter(\.mirrored)
      guard !mirrored.isEmpty else { continue }
      return .failed(
        "\(display.node) (\(display.copy.rawValue)) draws \(mirrored.count) of \(display.glyphs.count) glyphs mirrored: \(mirrored.map(\.character).joined(separator: " "))",
        node: display.node, tick: layout.tick,
        evidence: Evidence(
          expected: "unmirrored glyphs", shown: "mirrored " + mirrored.map(\.character).joined(),
          details: [.init("direction", display.direction), .init("copy", display.copy.rawValue)]))
    }
    return .passed("no glyph of the timer is mirrored")
  }

  static let shapeCells = """
    { "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": { "digit": 0.6, "separator": 0.3 },
      "cell": { "type": "Shape", "shape": "glyphPath" BEHAVIOR } }
    """

  package let examples: [RuleExample] = [
    RuleExample(
      "A glyph-path Shape with an iOS 17+ target mirrors under Hebrew", expected: .failed, locale: "he",
      caseJSON: ExampleCase.json(view: shapeCells.replacingOccurrences(of: "BEHAVIOR", with: ""))),
    RuleExample(
      "layoutDirectionBehavior(.fixed) keeps the glyphs", expected: .passed, locale: "he",
      caseJSON: ExampleCase.json(view: shapeCells.replacingOccurrences(
        of: "BEHAVIOR", with: #", "modifiers": [ { "layoutDirectionBehavior": "fixed" } ]"#))),
    RuleExample(
      "An iOS 16 target: shapes do not mirror by default", expected: .passed, locale: "he",
      caseJSON: ExampleCase.json(view: shapeCells.replacingOccurrences(of: "BEHAVIOR", with: ""), deployment: "16.0")),
    RuleExample(
      "A layout that does not show the value", expected: .inapplicable,
      caseJSON: ExampleCase.json(view: #"{ "type": "Rectangle" }"#)),
  ]
}

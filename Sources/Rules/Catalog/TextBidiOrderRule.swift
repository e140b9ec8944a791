import LayoutEngine
import ReportModel

/// `text-bidi-order`: a time string in one `Text` shows in the reference order.
package struct TextBidiOrderRule: Rule {
  package init() {}

  package let metadata = RuleMetadata(
    id: "text-bidi-order",
    title: "Text timers keep the reference order",
    summary: "A time string rendered as one Text shows its sign, digits, separators and markers in the reference order under the locale's direction, by ICU bidi.",
    rationale: """
      A Text lays its string out with the bidi algorithm in its paragraph direction. A plain \
      ASCII minus is a weak character: in a right-to-left paragraph -00:05 displays as 00:05- \
      although Hebrew, Urdu and Persian write the minus on the left (their minus signs carry an \
      LRM). Arabic with Arabic-Indic digits writes it on the right (ALM), so the same string is \
      right there. AM/PM markers and spaced separators move too.
      """,
    limits: [
      "Judges the Text's own string; layout of several Text views side by side is digit-order's concern when they are cells.",
      "Markers are compared by position, not spelling: a wrong AM/PM word in the right place passes.",
      "Trusts CLDR's minus sign: where the locale's own minus carries no bidi mark (ug, yi, ff-Adlm in CLDR 42), a plain minus matches the reference and is not reported.",
    ],
    wcag: ["1.3.2"],
    references: [
      .init("Unicode Bidirectional Algorithm (UAX #9)", "https://www.unicode.org/reports/tr9/"),
      .init("Apple HIG: Right to left — numerals", "https://developer.apple.com/design/human-interface-guidelines/right-to-left"),
    ],
    severity: .error,
    fix: "Wrap the time in an isolate (U+2066 … U+2069), start it with an LRM, or format it with the locale's own formatter so its minus sign carries the right mark.")

  package let dependencies: RuleDependencies = [.locale, .tick]
  package var failuresNeedPictures: Bool { true }

  package func evaluate(_ input: RuleInput) -> RuleOutcome {
    if let outcome = RuleSupport.notDeployed(input) { return outcome }
    let texts = input.first.originalDisplays.filter { $0.kind == .text }
    guard !texts.isEmpty else {
      return .inapplicable("no-text-timer", "the timer is not rendered as one Text")
    }
    for layout in input.timeline {
      for display in layout.originalDisplays where display.kind == .text {
        guard !RuleSupport.matches(display.tokens, layout.reference.tokens) else { continue }
        return .failed(
          "\(display.node) shows \(display.shown) where the locale reads \(layout.reference.visual)",
          node: display.node, tick: layout.tick,
          evidence: Evidence(
            expected: layout.reference.visual, shown: display.shown,
            details: [
              .init("display string", RuleSupport.visible(layout.display)),
              .init("locale's way", RuleSupport.visible(layout.reference.text)),
              .init("paragraph direction", display.direction),
            ]))
      }
    }
    return .passed("the Text shows the reference order at every tick", node: texts[0].node)
  }

  static let overtime = #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#
  static let text = #"{ "id": "timer", "type": "Text", "text": "$display" }"#

  package let examples: [RuleExample] = [
    RuleExample(
      "Overtime with a plain minus under Hebrew shows 00:05-", expected: .failed, locale: "he",
      caseJSON: ExampleCase.json(view: text, display: overtime, from: -5, to: -8)),
    RuleExample(
      "An isolate keeps -00:05 in order under Hebrew", expected: .passed, locale: "he",
      caseJSON: ExampleCase.json(
        view: #"{ "id": "timer", "type": "Text", "text": "\u2066$display\u2069" }"#, display: overtime, from: -5, to: -8)),
    RuleExample(
      "Arabic-Indic digits with the minus on the right are Arabic's own way", expected: .passed, locale: "ar",
      caseJSON: ExampleCase.json(
        view: text, display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "ascii" }"#, from: -5, to: -8)),
    RuleExample(
      "Digit cells are judged by digit-order-ltr", expected: .inapplicable, locale: "he",
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
  ]
}

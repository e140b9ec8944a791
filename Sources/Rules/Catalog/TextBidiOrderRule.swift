import LayoutEngine
import ReportModel

/// `text-bidi-order`: a time string in one `Text` shows in the reference order.
package struct TextBidiOrderRule: Rule {
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
      "A Text pinned left to right (digit-order-ltr's fix) whose only difference from the reference is the sign's side, in a locale whose minus carries no left-to-right mark, is can't tell (pinned-ltr-sign-position): CLDR does not settle it, and the two rules must not pull in opposite directions.",
      "The paragraph direction is the natural one (Unicode P2/P3: the first strong character, the layout direction only when there is none), as Apple's text stack does.",
    ],
    wcag: ["1.3.2"],
    references: [
      .init("Unicode Bidirectional Algorithm (UAX #9)", "https://www.unicode.org/reports/tr9/"),
      .init("Apple HIG: Right to left — numerals", "https://developer.apple.com/design/human-interface-guidelines/right-to-left"),
    ],
    severity: .error,
    fix: "Wrap the time in an isolate (U+2066 … U+2069), start it with an LRM, or format it with the locale's own formatter so its minus sign carries the right mark.")

  package let dependencies: RuleDependencies = [.locale, .tick]
  package let automaticFix: RuleFix = .none("The isolate or mark goes into the app's format string or formatter, whose other uses fix cannot see.")
  package var failuresNeedPictures: Bool { true }

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let texts = input.first.originalDisplays.filter { $0.kind == .text }
    guard !texts.isEmpty else {
      return .inapplicable("no-text-timer", "the timer is not rendered as one Text")
    }
    var pinnedSign: RuleOutcome?
    for layout in input.timeline {
      for display in layout.originalDisplays where display.kind == .text {
        guard !RuleSupport.matches(display.tokens, layout.reference.tokens) else { continue }
        // A Text pinned left to right — digit-order-ltr's advice for digits — that differs from
        // the reference only in where the sign sits: the locale's CLDR minus carries no
        // left-to-right mark, so the reference puts it at the right; whether readers of this
        // locale expect that in a left-to-right time is not settled by CLDR. Say so instead
        // of pulling against digit-order-ltr.
        if display.pinnedLeftToRight,
          RuleSupport.matches(display.tokens.filter { $0.kind != .sign }, layout.reference.tokens.filter { $0.kind != .sign })
        {
          pinnedSign = pinnedSign
            ?? .cantTell(
              "pinned-ltr-sign-position",
              "\(display.node) is pinned left to right and shows \(display.shown); the locale's minus sign carries no left-to-right mark, so its reference \(layout.reference.visual) puts the sign at the right — CLDR does not say which readers expect in a left-to-right time",
              node: display.node, tick: layout.tick,
              evidence: Evidence(
                expected: layout.reference.visual, shown: display.shown,
                details: [
                  .init("locale's way", VisibleText.make(layout.reference.text)),
                  .init("paragraph direction", "\(display.direction) (pinned)"),
                ]))
          continue
        }
        return .failed(
          "\(display.node) shows \(display.shown) where the locale reads \(layout.reference.visual)",
          node: display.node, tick: layout.tick,
          evidence: Evidence(
            expected: layout.reference.visual, shown: display.shown,
            details: [
              .init("display string", VisibleText.make(layout.display)),
              .init("locale's way", VisibleText.make(layout.reference.text)),
              .init("paragraph direction", display.direction),
            ]))
      }
    }
    if let pinnedSign { return pinnedSign }
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
      "Pinned left to right under Arabic (its minus carries an Arabic letter mark): only the sign's side differs, which CLDR does not settle",
      expected: .cantTell, locale: "ar",
      caseJSON: ExampleCase.json(
        view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ] }"#,
        display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "ascii" }"#, from: -5, to: -8)),
    RuleExample(
      // https://developer.apple.com/documentation/uikit/nswritingdirection/natural — P2/P3.
      "Natural direction: \"-00:05 over\" starts with no strong character but \"over\" makes it a left-to-right paragraph under Hebrew", expected: .passed, locale: "he",
      caseJSON: ExampleCase.json(
        view: #"{ "id": "timer", "type": "Text", "text": "$display over" }"#, display: overtime, from: -5, to: -8)),
    RuleExample(
      "Digit cells are judged by digit-order-ltr", expected: .inapplicable, locale: "he",
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
  ]
}

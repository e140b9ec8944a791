import LayoutEngine
import ReportModel

/// `digit-order-ltr`: digit cells show the value in the locale's reference order.
package struct DigitOrderRule: Rule {
  package let metadata = RuleMetadata(
    id: "digit-order-ltr",
    title: "Digit cells keep the reference order",
    summary: "The visual order of a digit-cell timer (sign, digits, separators) equals the locale's reference presentation under every locale and platform.",
    rationale: """
      A timer drawn as a row of per-character cells is an HStack: under a right-to-left locale \
      the stack reverses its children, and 25:00 reads 00:52. The Return timer app (its \
      developer's field report, an internal write-up, tells the story) pinned the stack \
      with an environment override, which iOS honours and tvOS 26 ignores. The reference is \
      what ICU does with the value written the locale's way, so Arabic-Indic digits must stay \
      left to right, a Hebrew overtime minus sits on the left and an Arabic one on the right, \
      and Adlam digits (bidi class R) run right to left — there a stack pinned left to right \
      is itself the failure.
      """,
    limits: [
      "Judges cell order only; a Text timer is judged by text-bidi-order.",
      "The reference uses the app's pattern and digits with the locale's minus sign and direction; whether the app should use the locale's pattern is not judged here.",
      "Platform behaviour beyond the quirks in the profile data is not modelled: a quirk nobody reported is a false negative.",
    ],
    wcag: ["1.3.2"],
    references: [
      .init("Apple HIG: Right to left", "https://developer.apple.com/design/human-interface-guidelines/right-to-left"),
      .init("SwiftUI flipsForRightToLeftLayoutDirection(_:)", "https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)"),
    ],
    severity: .error,
    fix: "Pin the digit stack with both .flipsForRightToLeftLayoutDirection(false) and .environment(\\.layoutDirection, .leftToRight) — and do not pin it for scripts whose digits run right to left (Adlam).")

  package let dependencies: RuleDependencies = [.locale, .tick]
  package let automaticFix: RuleFix = .modifiers(["flipsForRightToLeftLayoutDirection(false)", "environment(\\.layoutDirection, .leftToRight)"], on: .findingNode,
    when: .evidence(
      "stack laid out", "rtl",
      otherwise: "the stack is already laid out left to right; the digits are out of order for another reason (the shown text, the fields' order), which a pin does not change"))
  package var failuresNeedPictures: Bool { true }

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let cells = input.first.originalDisplays.filter { $0.kind == .cells || $0.kind == .fields }
    guard !cells.isEmpty else {
      return .inapplicable("no-digit-cells", "the timer is not drawn as digit cells or split fields")
    }
    for layout in input.timeline {
      for display in layout.originalDisplays where display.kind == .cells || display.kind == .fields {
        // Split fields: separators are views of their own, so digits and sign are compared.
        let reference = display.kind == .fields
          ? layout.reference.tokens.filter { $0.kind == .digit || $0.kind == .sign } : layout.reference.tokens
        guard !RuleSupport.matches(display.tokens, reference) else { continue }
        var details: [Evidence.Detail] = [
          .init("locale direction", layout.localeDirection.rawValue),
          .init("stack laid out", display.direction),
        ]
        if let quirk = RuleSupport.quirk(for: display.node, in: layout) {
          details.append(.init("platform quirk", quirk.rawValue))
        }
        var message = "\(display.node) shows \(display.shown) where the locale reads \(layout.reference.visual)"
        if RuleSupport.digitsRunRightToLeft(layout.reference) {
          message += "; this locale's digits are right-to-left (bidi class R), so a stack pinned left to right reverses them"
        }
        return .failed(
          message, node: display.node, tick: layout.tick,
          evidence: Evidence(expected: layout.reference.visual, shown: display.shown, details: details))
      }
    }
    return .passed("digit cells match the reference at every tick", node: cells[0].node)
  }

  static let stack = ExampleCase.pinnedCells

  package let examples: [RuleExample] = [
    RuleExample(
      "Pinned both ways: digits stay left to right under Hebrew on tvOS", expected: .passed, locale: "he",
      platform: "tvos-26", caseJSON: ExampleCase.json(view: stack)),
    RuleExample(
      "Environment override only: tvOS reverses the cells under Hebrew", expected: .failed, locale: "he",
      platform: "tvos-26",
      caseJSON: ExampleCase.json(view: stack.replacingOccurrences(of: #"{ "flipsForRightToLeftLayoutDirection": false },"#, with: ""))),
    RuleExample(
      "Unpinned cells under Arabic: 25:00 reads 00:52", expected: .failed, locale: "ar",
      caseJSON: ExampleCase.json(view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": { "digit": 0.6, "separator": 0.3 } }"#)),
    RuleExample(
      "Adlam digits run right to left: a stack pinned left to right fails", expected: .failed, locale: "ff-Adlm",
      caseJSON: ExampleCase.json(view: stack, display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#)),
    RuleExample(
      "A Text timer is judged by text-bidi-order instead", expected: .inapplicable, locale: "he",
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#)),
  ]
}

import LayoutEngine
import ReportModel

/// `bidi-control-characters`: no bidi override controls in labels or display strings.
package struct BidiControlCharactersRule: Rule {
  package let metadata = RuleMetadata(
    id: "bidi-control-characters",
    title: "No bidi override characters",
    summary: "Labels and display strings contain no bidi embedding or override controls (U+202A–U+202E); isolates (U+2066–U+2069) and marks are fine.",
    rationale: """
      Overrides force every following character into one direction until a PDF, whatever it \
      is: unbalanced, they leak into the text around them and into what VoiceOver reads; they \
      are also the Trojan Source vector. Isolates do the same job safely.
      """,
    limits: ["Checks the strings the case shows or announces, not strings the app builds at run time."],
    wcag: [],
    references: [
      .init("Unicode Bidirectional Algorithm (UAX #9): explicit formatting", "https://www.unicode.org/reports/tr9/#Explicit_Directional_Overrides"),
      .init("Unicode Technical Report #36: bidi spoofing", "https://www.unicode.org/reports/tr36/"),
    ],
    severity: .error,
    fix: "Replace LRE/RLE/LRO/RLO/PDF with the isolates LRI/RLI/FSI … PDI, or a single LRM/RLM.")

  package let dependencies: RuleDependencies = [.locale]
  package let automaticFix: RuleFix = .none("The control characters are in the app's own strings; which isolate or mark replaces each embedding depends on the text around it.")

  static let overrides: ClosedRange<UInt32> = 0x202A...0x202E

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let strings = input.first.strings
    guard !strings.isEmpty else { return .inapplicable("no-strings", "no label or display string") }
    for string in strings {
      let found = string.text.unicodeScalars.filter { Self.overrides.contains($0.value) }
      guard let first = found.first else { continue }
      return .failed(
        "the \(string.role.rawValue) of \(string.node) contains U+\(String(first.value, radix: 16, uppercase: true)) \(first.properties.name ?? "")",
        node: string.node,
        evidence: Evidence(
          expected: "no embedding or override controls", shown: VisibleText.make(string.text),
          details: [.init("role", string.role.rawValue)]))
    }
    return .passed("no string contains an override control")
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "A label wrapped in RLO … PDF", expected: .failed,
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells.replacingOccurrences(of: "Time remaining: $spoken", with: "\\u202ETime remaining: $spoken\\u202C"))),
    RuleExample(
      "An isolate is fine", expected: .passed,
      caseJSON: ExampleCase.json(view: #"{ "type": "Text", "text": "\u2066$display\u2069" }"#)),
    RuleExample("Nothing shown", expected: .inapplicable, caseJSON: ExampleCase.json(view: #"{ "type": "Spacer" }"#)),
  ]
}

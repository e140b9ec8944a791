import LayoutEngine
import ReportModel

/// `clear-glass-legibility`: clear-glass content adapts under Reduce Transparency and Increase
/// Contrast.
package struct ClearGlassLegibilityRule: Rule {
  package let metadata = RuleMetadata(
    id: "clear-glass-legibility",
    title: "Clear glass content adapts for legibility",
    summary: "With Reduce Transparency or Increase Contrast on, content drawn as .clear glass (the timer digits) switches to .regular glass or a solid fill, unless the platform profile says the system does it.",
    rationale: """
      .regular glass adapts: the system makes it frosted under Reduce Transparency and black or \
      white with a border under Increase Contrast. .clear glass has no adaptive behaviour (as \
      a third-party Liquid Glass implementation guide notes): digits drawn as clear glass over \
      a busy background stay as faint as ever for the people who asked for more contrast.
      """,
    limits: [
      "Trusts the case's fallbacks and the profile's accommodations; the contrast actually reached is not measured.",
    ],
    wcag: ["1.4.3", "1.4.11"],
    unmeasured: [
      "1.4.3": "it checks that clear-glass digits switch to an adaptive material or a solid fill; it computes no contrast ratio",
      "1.4.11": "it checks that clear glass switches to an adaptive material or a solid fill; it computes no contrast ratio",
    ],
    references: [
      .init("SwiftUI Glass (regular and clear)", "https://developer.apple.com/documentation/swiftui/glass"),
      .init("SwiftUI accessibilityReduceTransparency", "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency"),
    ],
    severity: .error,
    fix: "Under Reduce Transparency and Increase Contrast, draw the digits with .regular glass or a solid fill.")

  package let dependencies: RuleDependencies = [.settings]
  package let automaticFix: RuleFix = .none("Whether the digits get .regular glass or a solid fill under Reduce Transparency and Increase Contrast is a design choice.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let clear = layout.glass.filter { $0.declaredVariant == .clear && $0.drawsDisplay && $0.copy == .original }
    guard !clear.isEmpty else { return .inapplicable("no-clear-content", "no content is drawn as clear glass") }
    guard layout.settings.reduceTransparency || layout.settings.increaseContrast else {
      return .inapplicable("settings-off", "judged with Reduce Transparency or Increase Contrast on only")
    }
    if let stuck = clear.first(where: { $0.effectiveVariant == .clear && !$0.systemAdapts }) {
      return .failed(
        "\(stuck.node) stays clear glass with Reduce Transparency or Increase Contrast on", node: stuck.node,
        evidence: Evidence(expected: "regular glass or a solid fill", shown: "clear glass", details: [.init("settings", layout.settings.description)]))
    }
    return .passed("clear-glass content adapts under \(layout.settings)")
  }

  static func cells(_ fallback: String) -> String {
    """
    { "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": { "digit": 0.6, "separator": 0.3 },
      "cell": { "type": "Shape", "shape": "glyphPath",
                "modifiers": [ { "glassEffect": { "variant": "clear", "in": "self" \(fallback) } } ] } }
    """
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "Clear glass digits with a solid fallback", expected: .passed, settings: .init(reduceTransparency: true),
      caseJSON: ExampleCase.json(view: cells(#", "whenReduceTransparency": "solid", "whenIncreaseContrast": "regular""#))),
    RuleExample(
      "Clear glass digits with no fallback", expected: .failed, settings: .init(increaseContrast: true),
      caseJSON: ExampleCase.json(view: cells(""))),
    RuleExample("Settings off", expected: .inapplicable, caseJSON: ExampleCase.json(view: cells(""))),
  ]
}

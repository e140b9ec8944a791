import LayoutEngine
import ReportModel

/// `glass-functional-layer`: glass only on the functional layer.
package struct GlassFunctionalLayerRule: Rule {
  package let metadata = RuleMetadata(
    id: "glass-functional-layer",
    title: "Glass belongs to the functional layer",
    summary: "Glass effects sit only on functional-layer nodes (controls, navigation, transient overlays); glass on content is a finding unless waived.",
    rationale: """
      Apple's rule is Liquid Glass for the functional layer that floats above content and \
      standard materials for content. The Return timer puts clear glass on its digits, a status \
      display — a deliberate edge its author argues for; the audit records it so a reviewer \
      can accept it by waiver with the reason.
      """,
    limits: [
      "The layer comes from the case (a layer annotation, or a Button); nodes without one count as content.",
    ],
    wcag: [],
    references: [
      .init("Apple HIG: Materials — Liquid Glass", "https://developer.apple.com/design/human-interface-guidelines/materials"),
      .init("Adopting Liquid Glass", "https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass"),
    ],
    severity: .warning,
    fix: "Use a standard material for content, or mark the node as functional with a layer annotation when it really is a control.")

  package let dependencies: RuleDependencies = []
  package let automaticFix: RuleFix = .none("Whether the node is a control (functional glass) or content (a standard material) is the designer's decision.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let glass = input.first.glass.filter { $0.copy == .original && $0.declaredVariant != .identity && !$0.windowBackground }
    guard !glass.isEmpty else { return .inapplicable("no-glass", "no glass effect") }
    let content = glass.filter { $0.layer == .content }
    guard let first = content.first else { return .passed("every glass effect is on the functional layer") }
    return .failed(
      "\(content.count) glass effect\(content.count == 1 ? "" : "s") on content, first \(first.node)",
      node: first.node,
      evidence: Evidence(expected: "glass on functional nodes only", shown: "glass on content: " + content.map(\.node.path).joined(separator: ", ")))
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "Glass on a button", expected: .passed,
      caseJSON: ExampleCase.json(view: #"{ "type": "Button", "label": "Start", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }"#)),
    RuleExample(
      "Glass on a text panel", expected: .failed,
      caseJSON: ExampleCase.json(view: #"{ "type": "Text", "text": "$display", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }"#)),
    RuleExample(
      "Glass on a node marked functional", expected: .passed,
      caseJSON: ExampleCase.json(view: #"{ "type": "Text", "text": "$display", "modifiers": [ { "glassEffect": { "variant": "regular" } }, { "layer": "functional" } ] }"#)),
    RuleExample("No glass", expected: .inapplicable, caseJSON: ExampleCase.json(view: #"{ "type": "Text", "text": "$display" }"#)),
  ]
}

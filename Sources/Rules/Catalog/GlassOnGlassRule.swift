import LayoutEngine
import ReportModel

/// `glass-on-glass`: no glass inside glass.
package struct GlassOnGlassRule: Rule {
  package let metadata = RuleMetadata(
    id: "glass-on-glass",
    title: "No glass on glass",
    summary: "No glass effect sits inside another glass effect.",
    rationale: """
      Glass samples what is behind it; glass behind glass muddies both and breaks the \
      hierarchy of layers. Apple's guidance is explicit: never glass on glass.
      """,
    limits: ["Nesting is read from the tree; two glass views that merely overlap in a ZStack are not reported."],
    wcag: [],
    references: [
      .init("Apple HIG: Materials — Liquid Glass", "https://developer.apple.com/design/human-interface-guidelines/materials"),
      .init("Adopting Liquid Glass", "https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass"),
    ],
    severity: .warning,
    fix: "Remove the inner glass effect, or group the elements in a GlassEffectContainer instead of nesting them.")

  package let dependencies: RuleDependencies = []
  package let automaticFix: RuleFix = .none("Removing the inner glass or grouping the elements in a container is a design choice.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let glass = input.first.glass.filter { $0.copy == .original && $0.declaredVariant != .identity && !$0.windowBackground }
    guard glass.count > 1 else { return .inapplicable("single-glass", "fewer than two glass effects") }
    guard let nested = glass.first(where: \.insideGlass) else { return .passed("no glass effect is inside another") }
    return .failed(
      "\(nested.node) has a glass effect inside another glass effect", node: nested.node,
      evidence: Evidence(expected: "one layer of glass", shown: "glass inside glass at \(nested.node.path)"))
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "A glass button on a glass panel", expected: .failed,
      caseJSON: ExampleCase.json(view: """
        { "type": "VStack", "spacing": 8, "children": [
            { "type": "Button", "label": "Stop", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] } ],
          "modifiers": [ { "glassEffect": { "variant": "regular" } }, { "layer": "functional" } ] }
        """)),
    RuleExample(
      "Two glass buttons side by side", expected: .passed,
      caseJSON: ExampleCase.json(view: """
        { "type": "HStack", "spacing": 8, "children": [
            { "type": "Button", "label": "Stop", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] },
            { "type": "Button", "label": "Go", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] } ] }
        """)),
    RuleExample(
      "One glass effect", expected: .inapplicable,
      caseJSON: ExampleCase.json(view: #"{ "type": "Button", "label": "Go", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }"#)),
  ]
}

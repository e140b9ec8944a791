import LayoutEngine
import ReportModel

/// `glass-container`: several glass elements share a `GlassEffectContainer`.
package struct GlassContainerRule: Rule {
  package let metadata = RuleMetadata(
    id: "glass-container",
    title: "Several glass elements share a container",
    summary: "When several glass elements are visible at once, they sit in a GlassEffectContainer.",
    rationale: """
      Each glass effect samples the content behind it. Apple advises grouping glass elements \
      that appear together in a GlassEffectContainer: it renders them in one pass, lets them \
      blend and morph into each other, and keeps performance predictable. A row of glass \
      digit cells without one is five separate glass passes (ten with a reflection).
      """,
    limits: ["Counts every glass effect in the layout as visible at once; glass shown conditionally is not modelled."],
    wcag: [],
    references: [
      .init("SwiftUI GlassEffectContainer", "https://developer.apple.com/documentation/swiftui/glasseffectcontainer"),
      .init("Applying Liquid Glass to custom views", "https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views"),
    ],
    severity: .warning,
    fix: "Wrap the glass elements in a GlassEffectContainer.")

  package let dependencies: RuleDependencies = []
  package let automaticFix: RuleFix = .wrap("GlassEffectContainer", aroundEvidence: "loose glass")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let glass = input.first.glass.filter { $0.declaredVariant != .identity && !$0.windowBackground }
    guard glass.count > 1 else { return .inapplicable("single-glass", "fewer than two glass effects") }
    let loose = glass.filter { !$0.inContainer }
    guard let first = loose.first else { return .passed("all \(glass.count) glass effects share a container") }
    return .failed(
      "\(loose.count) of \(glass.count) glass effects are outside a GlassEffectContainer", node: first.node,
      evidence: Evidence(
        expected: "one GlassEffectContainer", shown: "\(loose.count) loose glass effects",
        details: loose.map { .init("loose glass", $0.node.path) }))
  }

  static let buttons = """
    { "type": "Button", "label": "Stop", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] },
    { "type": "Button", "label": "Go", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }
    """

  package let examples: [RuleExample] = [
    RuleExample(
      "Two glass buttons in a container", expected: .passed,
      caseJSON: ExampleCase.json(view: #"{ "type": "GlassEffectContainer", "spacing": 8, "children": [ \#(buttons) ] }"#)),
    RuleExample(
      "Two glass buttons without one", expected: .failed,
      caseJSON: ExampleCase.json(view: #"{ "type": "HStack", "spacing": 8, "children": [ \#(buttons) ] }"#)),
    RuleExample(
      "A single glass button", expected: .inapplicable,
      caseJSON: ExampleCase.json(view: #"{ "type": "Button", "label": "Go", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }"#)),
  ]
}

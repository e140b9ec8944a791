import LayoutEngine
import ReportModel

/// `reflection-direction-consistent`: the reflection reads like the original.
package struct ReflectionDirectionConsistentRule: Rule {
  package let metadata = RuleMetadata(
    id: "reflection-direction-consistent",
    title: "The reflection shows the original's order",
    summary: "A reflection shows the timer's value in the same visual order as the original under every locale and profile.",
    rationale: """
      A reflection is a second instance of the view placed under the first: it inherits the \
      direction of where it sits, not of the original. The Return app overrides the direction \
      on the parent VStack so the copy inherits it. A reflection made with scaleEffect(x: -1, \
      y: -1) instead of (x: 1, y: -1) also mirrors horizontally and reads backwards.
      """,
    limits: [
      "Compares token order only; a reflection that is offset or masked differently is not judged.",
    ],
    wcag: ["1.3.2"],
    references: [
      .init("SwiftUI scaleEffect(x:y:anchor:)", "https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)"),
      .init("SwiftUI flipsForRightToLeftLayoutDirection(_:)", "https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)"),
    ],
    severity: .error,
    fix: "Flip the reflection with scaleEffect(x: 1, y: -1) only, and give it the same direction pins as the original (apply the override on a common parent).")

  package let dependencies: RuleDependencies = [.locale]
  package let automaticFix: RuleFix = .none("Which direction pins the original and its reflection share belongs on their common parent, which the finding does not name.")
  package var failuresNeedPictures: Bool { true }

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let copies = layout.displays.filter { $0.copy == .reflection }
    guard let original = layout.originalDisplays.first, !copies.isEmpty else {
      return .inapplicable("no-reflection", "no reflection of the timer")
    }
    for copy in copies where !RuleSupport.matches(copy.tokens, original.tokens)
      || copy.glyphs.map(\.mirrored) != original.glyphs.map(\.mirrored)
    {
      let mirrored = copy.glyphs.contains(where: \.mirrored) && !original.glyphs.contains(where: \.mirrored)
      return .failed(
        "the reflection \(copy.node) shows \(copy.shown)\(mirrored ? " mirrored" : "") where the original shows \(original.shown)",
        node: copy.node, tick: layout.tick,
        evidence: Evidence(
          expected: original.shown, shown: copy.shown + (mirrored ? " (mirrored)" : ""),
          details: [.init("original direction", original.direction), .init("reflection direction", copy.direction)]))
    }
    return .passed("the reflection reads like the original", node: copies[0].node)
  }

  static func mirror(scaleX: Int, parentOverride: Bool = true) -> String {
    """
    { "type": "VStack", "spacing": 0, "children": [ \(ExampleCase.pinnedCells),
      { "id": "reflection", "type": "Reflection", "of": "timer",
        "modifiers": [ { "scaleEffect": { "x": \(scaleX), "y": -1 } }, { "accessibilityHidden": true } ] } ]
      \(parentOverride ? #", "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ]"# : "") }
    """
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "scaleEffect(x: 1, y: -1): same order under Arabic", expected: .passed, locale: "ar",
      caseJSON: ExampleCase.json(view: mirror(scaleX: 1))),
    RuleExample(
      "scaleEffect(x: -1, y: -1): the copy reads backwards", expected: .failed,
      caseJSON: ExampleCase.json(view: mirror(scaleX: -1))),
    RuleExample(
      "No reflection", expected: .inapplicable, caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
  ]
}

import LayoutEngine
import ReportModel

/// `reflection-accessibility-hidden`: decorative copies are hidden; the time is announced once.
package struct ReflectionAccessibilityHiddenRule: Rule {
  package let metadata = RuleMetadata(
    id: "reflection-accessibility-hidden",
    title: "Reflections are hidden from accessibility",
    summary: "Every decorative copy of content (reflection, mirror) is hidden from accessibility, and no element VoiceOver visits announces the timer's value a second time.",
    rationale: """
      The mirror pattern draws the timer twice. Without accessibilityHidden(true) on the copy, \
      VoiceOver reads the time twice, and with updatesFrequently it keeps doing so. The rule \
      reads the accessibility tree: two visible elements announcing the time fail, whatever \
      the nodes are called.
      """,
    limits: [
      "Knows the time is announced when a label or value uses $display or $spoken, or a Text shows the value; a label that spells the time some other way is missed.",
      "Follows SwiftUI's documented child behaviours: .combine merges every non-hidden child (a visible reflection inside it reads the time again), .ignore makes an element with no initial properties, .contain keeps the children.",
    ],
    wcag: ["1.3.1", "4.1.2"],
    references: [
      .init("SwiftUI accessibilityHidden(_:)", "https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)"),
      .init("SwiftUI updatesFrequently accessibility trait", "https://developer.apple.com/documentation/swiftui/accessibilitytraits/updatesfrequently"),
    ],
    severity: .error,
    fix: "Add .accessibilityHidden(true) to the reflection (the decorative copy).")

  package let dependencies: RuleDependencies = []
  package let automaticFix: RuleFix = .modifiers(["accessibilityHidden(true)"], on: .reflection)

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let visible = layout.accessibility.filter { !$0.hidden }
    // Cells that each show one character of the value announce it together, once.
    var seen = Set<String>()
    let announcing = visible.filter(\.announcesTime).filter { element in
      seen.insert(element.cellOf.map { "\($0) \(element.copy)" } ?? "\(element.node.path) \(element.copy)").inserted
    }
    let visibleCopies = visible.filter { $0.copy == .reflection }
    let hasReflection = layout.glyphs.contains { $0.copy == .reflection }
      || layout.accessibility.contains { $0.copy == .reflection }
    guard hasReflection || !announcing.isEmpty else {
      return .inapplicable("no-dynamic-content", "no reflection and nothing announces the time")
    }
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine :
    // the combined element "merges properties from all non-hidden children", so a visible
    // reflection inside it is read as often as the original.
    // A cell template that shows its character in two views (a split-flap cell's halves) makes
    // VoiceOver read each character twice.
    let perCell = Dictionary(grouping: visible.filter { $0.cellIndex != nil && $0.cellOf != nil }) {
      "\($0.cellOf!) \($0.copy) \($0.cellIndex!)"
    }
    if let (_, twice) = perCell.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
      return .failed(
        "each character of the timer is read \(twice.count) times: the cell template shows it in \(twice.count) views",
        node: twice[0].node, tick: layout.tick,
        evidence: Evidence(
          expected: "each character read once (hide all but one view of it)",
          shown: twice.map { "\"\($0.label)\" (\($0.node.path))" }.joined(separator: ", ")))
    }
    if let combined = visible.first(where: { $0.timeAnnouncements > 1 }) {
      return .failed(
        "\(combined.node) combines \(combined.timeAnnouncements) children that each read the time: \"\(combined.label)\"",
        node: combined.node, tick: layout.tick,
        evidence: Evidence(
          expected: "announced once (hide the reflection inside the combined element)",
          shown: "read \(combined.timeAnnouncements) times: \"\(combined.label)\""))
    }
    if announcing.count > 1 {
      let nodes = announcing.map { "\($0.node) (\($0.copy.rawValue))" }
      return .failed(
        "the time is announced by \(announcing.count) elements: \(nodes.joined(separator: ", "))",
        node: (announcing.first { $0.copy == .reflection } ?? announcing[1]).node, tick: layout.tick,
        evidence: Evidence(
          expected: "announced once", shown: announcing.map { "\"\($0.label)\"" }.joined(separator: " and "),
          details: announcing.map { .init($0.node.path, $0.label) }))
    }
    if let copy = visibleCopies.first {
      return .failed(
        "the reflection \(copy.node) is visible to VoiceOver as \"\(copy.label)\"", node: copy.node, tick: layout.tick,
        evidence: Evidence(expected: "hidden", shown: "visible: \"\(copy.label)\""))
    }
    return .passed("the time is announced once; decorative copies are hidden")
  }

  static let mirror = """
    { "type": "VStack", "spacing": 0, "children": [ \(ExampleCase.pinnedCells),
      { "id": "reflection", "type": "Reflection", "of": "timer",
        "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } } HIDDEN ] } ] }
    """

  package let examples: [RuleExample] = [
    RuleExample(
      "The reflection is hidden", expected: .passed,
      caseJSON: ExampleCase.json(view: mirror.replacingOccurrences(of: "HIDDEN", with: #", { "accessibilityHidden": true }"#))),
    RuleExample(
      "The reflection is visible: the time is read twice", expected: .failed,
      caseJSON: ExampleCase.json(view: mirror.replacingOccurrences(of: "HIDDEN", with: ""))),
    RuleExample(
      "A visible reflection inside .accessibilityElement(children: .combine) is read in the combined label",
      expected: .failed,
      caseJSON: ExampleCase.json(view: mirror.replacingOccurrences(of: "HIDDEN", with: "")
        .replacingOccurrences(of: #""spacing": 0, "children""#, with: #""spacing": 0, "modifiers": [ { "accessibilityElement": { "children": "combine" } } ], "children""#))),
    RuleExample(
      "A hidden reflection inside .accessibilityElement(children: .combine): the time is read once",
      expected: .passed,
      caseJSON: ExampleCase.json(view: mirror.replacingOccurrences(of: "HIDDEN", with: #", { "accessibilityHidden": true }"#)
        .replacingOccurrences(of: #""spacing": 0, "children""#, with: #""spacing": 0, "modifiers": [ { "accessibilityElement": { "children": "combine" } } ], "children""#))),
    RuleExample(
      "Two labelled timers, no reflection: still read twice", expected: .failed,
      caseJSON: ExampleCase.json(view: """
        { "type": "VStack", "spacing": 0, "children": [
          { "type": "Text", "text": "$display", "modifiers": [ { "accessibilityLabel": "Remaining $spoken" } ] },
          { "type": "Text", "text": "Left: $spoken" } ] }
        """)),
    RuleExample(
      "A static layout", expected: .inapplicable, caseJSON: ExampleCase.json(view: #"{ "type": "Text", "text": "Breathe" }"#)),
  ]
}

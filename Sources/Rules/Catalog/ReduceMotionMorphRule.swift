import LayoutEngine
import ReportModel

/// `reduce-motion-morph`: no morph animation of the displayed time under Reduce Motion.
package struct ReduceMotionMorphRule: Rule {
  package let metadata = RuleMetadata(
    id: "reduce-motion-morph",
    title: "Reduce Motion turns off the digit morph",
    summary: "With Reduce Motion on, no morph animation drives changes of the displayed time.",
    rationale: """
      Liquid Glass digits morph from one string to the next; with Reduce Motion on, Return's \
      users saw the morph as flicker. The system reduces its own glass motion, never an app's \
      .animation: the app must turn it off, as Return does with \
      .animation(reduceMotion ? nil : .easeInOut(duration: 0.15), value: displayTime).
      """,
    limits: [
      "Knows the animations the case declares; an implicit animation from a parent transaction is not modelled.",
      "A replacement animation under Reduce Motion still counts as a morph, whatever its curve.",
    ],
    wcag: ["2.3.3"],
    references: [
      .init("SwiftUI accessibilityReduceMotion", "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion"),
      .init("Apple HIG: Motion", "https://developer.apple.com/design/human-interface-guidelines/motion"),
    ],
    severity: .error,
    fix: "Read @Environment(\\.accessibilityReduceMotion) and pass nil as the animation when it is on.")

  package let dependencies: RuleDependencies = [.settings]
  package let automaticFix: RuleFix = .reduceMotionGate

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let morphs = layout.motion.filter { $0.kind == .morph && $0.source == .animation }
    guard !morphs.isEmpty else { return .inapplicable("no-morph", "no animation drives the displayed value") }
    guard layout.settings.reduceMotion else {
      return .inapplicable("reduce-motion-off", "judged with Reduce Motion on only")
    }
    if let running = morphs.first(where: { $0.curve != nil }) {
      return .failed(
        "\(running.node) still morphs the time with \(running.curve!) under Reduce Motion", node: running.node,
        evidence: Evidence(expected: "no animation", shown: running.curve!, details: [.init("trigger", running.trigger ?? "")]))
    }
    return .passed("the morph is off under Reduce Motion", node: morphs[0].node)
  }

  static func animated(_ whenReduceMotion: String) -> String {
    ExampleCase.pinnedCells.replacingOccurrences(
      of: #"{ "accessibilityAddTraits": [ "updatesFrequently" ] }"#,
      with: #"{ "accessibilityAddTraits": [ "updatesFrequently" ] }, { "animation": { "value": "display", "curve": "easeInOut", "duration": 0.15 \#(whenReduceMotion) } }"#)
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "Gated on Reduce Motion", expected: .passed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: animated(#", "whenReduceMotion": null"#))),
    RuleExample(
      "Not gated: the morph keeps running", expected: .failed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: animated(""))),
    RuleExample(
      "Replaced by another curve: still a morph", expected: .failed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: animated(#", "whenReduceMotion": { "curve": "linear", "duration": 0.1 }"#))),
    RuleExample(
      "Reduce Motion off", expected: .inapplicable, caseJSON: ExampleCase.json(view: animated(""))),
    RuleExample(
      "No animation", expected: .inapplicable, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
  ]
}

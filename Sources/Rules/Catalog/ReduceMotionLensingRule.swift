import LayoutEngine
import ReportModel

/// `reduce-motion-lensing`: no lensing, elastic, scale or offset motion under Reduce Motion.
package struct ReduceMotionLensingRule: Rule {
  package let metadata = RuleMetadata(
    id: "reduce-motion-lensing",
    title: "Reduce Motion leaves no lensing or sliding motion",
    summary: "With Reduce Motion on, no lensing, elastic, scale or offset motion remains that the platform does not already reduce by itself; opacity cross-fades are fine.",
    rationale: """
      Under Reduce Motion the system lowers the lensing and elastic motion of its own glass \
      (the platform profile says where), and SwiftUI replaces a transition with motion by \
      opacity (TransitionProperties.hasMotion, from iOS 17 and macOS 14). What remains is the \
      app's job: its own .animation of a scale or offset, and custom transitions that declare \
      no motion but move. Opacity is the motion Reduce Motion asks apps to fall back to.
      """,
    limits: [
      "Credits only what the platform profile says the system reduces; a profile that is wrong makes the rule wrong.",
      "Morph animations of the displayed value are reduce-motion-morph's concern.",
      "Credits SwiftUI's replacement of a transition with motion (TransitionProperties.hasMotion, the default) by opacity on the profile's running OS (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 and later); a custom transition declaring hasMotion false is the app's job.",
      "A transition that is not inside an animated change does not play and is not reported.",
    ],
    wcag: ["2.3.3"],
    references: [
      .init("Apple HIG: Motion", "https://developer.apple.com/design/human-interface-guidelines/motion"),
      .init("SwiftUI TransitionProperties.hasMotion", "https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion"),
      .init("SwiftUI accessibilityReduceMotion", "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion"),
    ],
    severity: .error,
    fix: "Under Reduce Motion replace scale and offset transitions with .opacity, and turn off animations that move glass.")

  package let dependencies: RuleDependencies = [.settings]
  package let automaticFix: RuleFix = .none("What replaces a scale or offset transition under Reduce Motion (an opacity fade, no animation) is a design choice.")

  static let moving: Set<MotionKind> = [.lensing, .elastic, .scale, .offset]

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let candidates = layout.motion.filter { Self.moving.contains($0.kind) }
    guard !candidates.isEmpty else {
      return .inapplicable("no-motion", "no lensing, elastic, scale or offset motion")
    }
    guard layout.settings.reduceMotion else {
      return .inapplicable("reduce-motion-off", "judged with Reduce Motion on only")
    }
    if let running = candidates.first(where: { $0.curve != nil }) {
      return .failed(
        "\(running.node) keeps \(running.kind.rawValue) motion (\(running.source.rawValue)) under Reduce Motion",
        node: running.node,
        evidence: Evidence(
          expected: "no \(running.kind.rawValue) motion, or the system reducing it", shown: running.curve!,
          details: [.init("source", running.source.rawValue)]))
    }
    return .passed("nothing moves under Reduce Motion that the system does not reduce")
  }

  static func hud(_ whenReduceMotion: String) -> String {
    """
    { "id": "hud", "type": "Button", "label": "Pause",
      "modifiers": [ { "glassEffect": { "variant": "regular", "in": "capsule" } },
                     { "transition": { "scale": 0.8, "opacity": true \(whenReduceMotion) } } ] }
    """
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "A scale transition gated to opacity", expected: .passed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: hud(#", "whenReduceMotion": { "opacity": true }"#))),
    RuleExample(
      // https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion
      "A scale transition SwiftUI itself replaces by opacity (hasMotion, iOS 17 and later)", expected: .passed,
      settings: .init(reduceMotion: true), caseJSON: ExampleCase.json(view: hud(""))),
    RuleExample(
      "A custom transition that scales but declares hasMotion false keeps scaling", expected: .failed,
      settings: .init(reduceMotion: true), caseJSON: ExampleCase.json(view: hud(#", "hasMotion": false"#))),
    RuleExample(
      "A glass HUD whose own scale animation keeps running", expected: .failed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: """
        { "id": "hud", "type": "Button", "label": "Pause",
          "modifiers": [ { "scaleEffect": { "x": 1.1, "y": 1.1 } },
                         { "animation": { "value": "paused", "curve": "spring" } } ] }
        """)),
    RuleExample(
      "A transition outside any animated change never plays", expected: .passed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: hud(#", "hasMotion": false, "animated": false"#))),
    RuleExample(
      "Glass lensing alone: the system reduces it", expected: .passed, settings: .init(reduceMotion: true),
      caseJSON: ExampleCase.json(view: #"{ "type": "Button", "label": "Go", "modifiers": [ { "glassEffect": { "variant": "regular" } } ] }"#)),
    RuleExample(
      "Reduce Motion off", expected: .inapplicable, caseJSON: ExampleCase.json(view: hud(""))),
  ]
}

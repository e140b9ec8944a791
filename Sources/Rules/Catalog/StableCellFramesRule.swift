import LayoutEngine
import ReportModel

/// `stable-cell-frames`: no cell moves or changes width as the timer counts.
package struct StableCellFramesRule: Rule {
  package let metadata = RuleMetadata(
    id: "stable-cell-frames",
    title: "Cells keep their frames as the timer counts",
    summary: "Over the whole timeline no glyph of the timer moves or changes width between consecutive ticks (jitter); a change in the number of glyphs is reported as a layout shift.",
    rationale: """
      With proportional digits a 1 is narrower than a 0, so as the value counts down the string \
      changes width and the whole timer shifts every second (the Return app's first production \
      bug, fixed with fixed-width cells: 0.6 em a digit, 0.3 em a colon). A pattern without a \
      leading zero (Persian m:ss at 10:00 → 9:59) or hours that appear and disappear \
      (1:00:00 → 59:59) change the number of cells: a layout shift, reported with its tick.
      """,
    limits: [
      "Widths come from the case's cell table or from an approximation of a proportional system font, not from real font metrics.",
      "A layout shift may be intended; waive it when it is.",
    ],
    wcag: [],
    references: [
      .init("SwiftUI monospacedDigit()", "https://developer.apple.com/documentation/swiftui/view/monospaceddigit()"),
    ],
    severity: .warning,
    fix: "Give every character a fixed-width cell (or use .monospacedDigit() on a Text), and a pattern whose length does not change over the timeline.")

  package let dependencies: RuleDependencies = [.locale, .tick, .transitions]
  package let automaticFix: RuleFix = .modifiers(
    ["monospacedDigit()"], on: .findingText,
    when: .evidence(
      "only digits change", "yes",
      otherwise: "other glyphs than digits appear, go or change over the timeline (the evidence's \"other glyphs change\" names where); monospaced digits keep the digits' widths only"))

  package func judge(_ input: RuleInput) -> RuleOutcome {
    guard let first = input.first.originalDisplays.first else {
      return .inapplicable("no-timer", "nothing shows the timer's value")
    }
    guard input.timeline.count > 1 else {
      return .cantTell("single-tick", "the timeline has one tick: nothing to compare", node: first.node)
    }
    // Each layout's renderings are worked out once, not once for each pair it is in: a passing
    // timeline is compared over every one of its ticks.
    var previous = input.first.originalDisplays
    // Whether `.monospacedDigit()` would hold the frames, read over the whole timeline from the
    // failing tick on: it gives digits one width and leaves every other glyph as it is
    // (https://developer.apple.com/documentation/swiftui/view/monospaceddigit()).
    // The rule may see a prefix of the timeline (up to its first failure); the runner then says
    // how the whole timeline's display changes.
    func digitsAlone(from start: Int) -> [Evidence.Detail] {
      let no = { (from: String, to: String) -> [Evidence.Detail] in
        [.init("only digits change", "no"), .init("other glyphs change", "\(from) → \(to)")]
      }
      switch input.wholeTimelineShape {
      case .constant?:
        return [.init("only digits change", "yes")]
      case .changes(let from, let to)?:
        return no(from, to)
      case nil:
        let shape = { (tick: Int) in
          input.timeline[tick].originalDisplays.map { $0.glyphs.map { Self.isDigit($0.character) ? "0" : $0.character } }
        }
        for tick in input.timeline.indices where tick > start && shape(tick) != shape(tick - 1) {
          return no(input.timeline[tick - 1].display, input.timeline[tick].display)
        }
        return [.init("only digits change", "yes")]
      }
    }
    for tick in input.timeline.indices.dropFirst() {
      let before = input.timeline[tick - 1]
      let after = input.timeline[tick]
      let current = after.originalDisplays
      defer { previous = current }
      for (old, new) in zip(previous, current) {
        if old.glyphs.count != new.glyphs.count {
          return .failed(
            "layout shift at \(before.display) → \(after.display): \(old.glyphs.count) glyphs become \(new.glyphs.count)",
            node: new.node, tick: after.tick,
            evidence: Evidence(
              expected: "\(old.glyphs.count) cells", shown: "\(new.glyphs.count) cells",
              details: [.init("kind", "layout shift"), .init("from", before.display), .init("to", after.display), .init("only digits change", "no")]))
        }
        for (index, (a, b)) in zip(old.glyphs, new.glyphs).enumerated()
        where abs(a.x - b.x) > 0.01 || abs(a.width - b.width) > 0.01 {
          let moves = abs(a.x - b.x) > 0.01
          let change = moves
            ? "moves from x \(Self.points(a.x)) to \(Self.points(b.x))"
            : "keeps x \(Self.points(a.x)) but its width changes from \(Self.points(a.width)) to \(Self.points(b.width))"
          return .failed(
            "jitter at \(before.display) → \(after.display): glyph \(index + 1) \(change)",
            node: new.node, tick: after.tick,
            evidence: Evidence(
              expected: "x \(Self.points(a.x)), width \(Self.points(a.width))",
              shown: "x \(Self.points(b.x)), width \(Self.points(b.width))",
              details: [.init("kind", "jitter"), .init("from", before.display), .init("to", after.display)] + digitsAlone(from: tick)))
        }
      }
    }
    return .passed("every glyph keeps its frame over \(input.timeline.count) ticks", node: first.node)
  }

  static func points(_ value: Double) -> String { String(format: "%.1f", value) }

  /// A decimal digit of any script (`7`, `٧`, `৭`).
  static func isDigit(_ character: String) -> Bool {
    !character.isEmpty && character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "Fixed-width cells hold still", expected: .passed, caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
    RuleExample(
      "Proportional cells jitter as 1:05 becomes 1:04", expected: .failed,
      caseJSON: ExampleCase.json(view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": "proportional" }"#)),
    RuleExample(
      "Proportional m:ss jitters, then loses a cell at 10:00 → 9:59", expected: .failed,
      caseJSON: ExampleCase.json(
        view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": "proportional" }"#,
        display: #"{ "pattern": "m:ss", "digits": "latn", "minusSign": "ascii" }"#, from: 603, to: 597)),
    RuleExample(
      "Persian m:ss loses a cell at 10:00 → 9:59", expected: .failed, locale: "fa",
      caseJSON: ExampleCase.json(
        view: ExampleCase.pinnedCells, display: #"{ "skeleton": "ms", "digits": "locale", "minusSign": "locale" }"#,
        from: 601, to: 598)),
    RuleExample(
      "Nothing shows the value", expected: .inapplicable, caseJSON: ExampleCase.json(view: #"{ "type": "Spacer" }"#)),
  ]
}

import LayoutEngine
import ReportModel

/// `cell-width-coverage`: the cell table has a width for every character the timer shows.
package struct CellWidthCoverageRule: Rule {
  package let metadata = RuleMetadata(
    id: "cell-width-coverage",
    title: "The cell width table covers every character",
    summary: "Every character a digit-cell timer can display under a locale — its digits, its time separator, any bidi mark ICU puts in the pattern or the minus sign — has a width in the cell table.",
    rationale: """
      A width table keyed on ":" works for en and breaks where the locale's pattern says \
      otherwise: "." separates hours, minutes and seconds in da, fi, id, si and sv-FI; fr-CA \
      writes HH 'h' mm 'min' ss 's'; ko writes H시 m분 s초; en's jms puts U+202F before AM/PM; \
      minus signs carry LRM, RLM or ALM. A character the table does not cover gets whatever \
      width the code falls back to — a finding, not a guess.
      """,
    limits: [
      "Only digit-cell timers with a width table are judged; proportional cells and Text timers are inapplicable.",
      "Walks every tick of the case's timeline: characters of values the timeline never reaches are not checked.",
    ],
    wcag: [],
    references: [
      .init("CLDR date/time patterns", "https://cldr.unicode.org/translation/date-time/date-time-patterns"),
    ],
    severity: .warning,
    fix: "Add a width for each character (or an \"other\" width), or format with a fixed pattern whose characters the table covers.")

  package let dependencies: RuleDependencies = [.locale, .tick]
  package let automaticFix: RuleFix = .none("The missing widths are a design choice: how wide the cell of each character is.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let cells = input.first.originalDisplays.filter { $0.kind == .cells }
    guard !cells.isEmpty else { return .inapplicable("no-digit-cells", "the timer is not drawn as digit cells") }
    guard input.layoutCase.view.allNodes.contains(where: { node in
      if case .digitCells(let table) = node.kind { return table.cellWidth != .proportional }
      return false
    }) else {
      return .inapplicable("proportional", "the cells use proportional widths: there is no table to cover")
    }
    var missing: [String] = []
    var firstTick: Int?
    var example = ""
    for layout in input.timeline {
      for display in layout.originalDisplays where display.kind == .cells {
        for character in display.uncovered where !missing.contains(character) {
          missing.append(character)
          if firstTick == nil {
            firstTick = layout.tick
            example = layout.display
          }
        }
      }
    }
    guard !missing.isEmpty else {
      return .passed("every character shown has a width in the table", node: cells[0].node)
    }
    let names = missing.map(Self.describe)
    return .failed(
      "the cell table has no width for \(names.joined(separator: ", "))",
      node: cells[0].node, tick: firstTick,
      evidence: Evidence(
        expected: "a width for every character", shown: "no width for " + names.joined(separator: ", "),
        details: [.init("display", VisibleText.make(example))]))
  }

  /// `"." (U+002E FULL STOP)`.
  static func describe(_ character: String) -> String {
    let scalars = character.unicodeScalars.map { scalar in
      VisibleText.codePoint(scalar) + (scalar.properties.name.map { " \($0)" } ?? "")
    }
    return "\"\(VisibleText.make(character))\" (\(scalars.joined(separator: ", ")))"
  }

  package let examples: [RuleExample] = [
    RuleExample(
      "A colon-only table under Danish: \".\" has no width", expected: .failed, locale: "da",
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells, display: #"{ "skeleton": "Hms", "digits": "latn", "minusSign": "ascii" }"#)),
    RuleExample(
      "The same table under English covers \"00:01:05\"", expected: .passed, locale: "en",
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells, display: #"{ "skeleton": "Hms", "digits": "latn", "minusSign": "ascii" }"#)),
    RuleExample(
      "Proportional cells have no table", expected: .inapplicable,
      caseJSON: ExampleCase.json(view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": "proportional" }"#)),
  ]
}

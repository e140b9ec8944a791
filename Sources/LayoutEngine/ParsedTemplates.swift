import LayoutModel

/// A case's text templates (`Text`, digit cells, labels, values, button titles) parsed once:
/// resolution renders them at every tick, on every platform.
struct ParsedTemplates: Sendable {
  private var segmentsByTemplate: [String: [TextTemplate.Segment]] = [:]

  /// Every template of a case, parsed.
  init(_ layoutCase: LayoutCase) {
    for node in layoutCase.view.allNodes {
      switch node.kind {
      case .text(let template): add(template)
      case .digitCells(let cells): add(cells.text)
      case .button(let label?, _): add(label)
      default: break
      }
      for modifier in node.modifiers {
        switch modifier.kind {
        case .accessibilityLabel(let template), .accessibilityValue(let template): add(template)
        default: break
        }
      }
    }
  }

  private mutating func add(_ template: String) {
    if segmentsByTemplate[template] == nil { segmentsByTemplate[template] = TextTemplate.segments(template) }
  }

  /// A template's segments (`TextTemplate.segments`); one the case does not hold is parsed now.
  func segments(_ template: String) -> [TextTemplate.Segment] {
    segmentsByTemplate[template] ?? TextTemplate.segments(template)
  }

  /// A template's placeholders in order (`TextTemplate.placeholders(in:)`).
  func placeholders(_ template: String) -> [TextTemplate.Placeholder] {
    segments(template).compactMap { segment in
      if case .placeholder(let placeholder) = segment { placeholder } else { nil }
    }
  }
}

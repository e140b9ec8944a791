import LayoutModel

/// A case's text templates (`Text`, digit cells, labels, values, button titles) parsed once:
/// resolution renders them at every tick, on every platform.
struct ParsedTemplates: Sendable {
  private var segmentsByTemplate: [String: [TextTemplate.Segment]] = [:]

  /// Every template of a case, parsed.
  init(_ layoutCase: LayoutCase) {
    for node in layoutCase.view.allNodes {
      for template in node.templates where segmentsByTemplate[template] == nil {
        segmentsByTemplate[template] = TextTemplate.segments(template)
      }
    }
  }

  /// A template's segments (`TextTemplate.segments`); one the case does not hold is parsed now.
  func segments(_ template: String) -> [TextTemplate.Segment] {
    segmentsByTemplate[template] ?? TextTemplate.segments(template)
  }

  /// A template's placeholders in order (`TextTemplate.placeholders(in:)`).
  func placeholders(_ template: String) -> [TextTemplate.Placeholder] {
    segments(template).compactMap(\.placeholder)
  }
}

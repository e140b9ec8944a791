/// One view in a case's layout tree, with its modifiers in the order they are written.
package struct ViewNode: Sendable, Equatable {
  /// An identifier unique in the case, used by `Reflection` and in reports.
  package var id: String?
  /// What kind of view it is, with its own fields and children.
  package var kind: NodeKind
  /// Modifiers in written order: each wraps the previous one, as in SwiftUI.
  package var modifiers: [Modifier]
  /// Where the node's object starts.
  package var location: SourceLocation

  /// Creates a node.
  package init(id: String? = nil, kind: NodeKind, modifiers: [Modifier] = [], location: SourceLocation) {
    self.id = id
    self.kind = kind
    self.modifiers = modifiers
    self.location = location
  }

  /// The node's step in a resolved node's path (`VStack/timer/Text[0]`) as the child at
  /// `index` of its parent: its id, else its type and position.
  package func pathComponent(at index: Int) -> String {
    id ?? "\(kind.type.rawValue)[\(index)]"
  }

  /// The node's direct children, including a `DigitCells` node's cell template.
  package var children: [ViewNode] {
    switch kind {
    case .hStack(_, let children), .vStack(_, let children), .zStack(let children),
      .button(_, let children), .glassEffectContainer(_, let children):
      children
    case .digitCells(let cells):
      cells.cell.map { [$0] } ?? []
    case .variants(let branches):
      branches.map(\.view)
    case .text, .shape, .rectangle, .spacer, .reflection:
      []
    }
  }

  /// The templates the node renders, the places a placeholder can show the value: a `Text`'s
  /// string, a digit-cell string, a button title, accessibility labels and values.
  package var templates: [String] {
    var templates: [String] = []
    switch kind {
    case .text(let template): templates.append(template)
    case .digitCells(let cells): templates.append(cells.text)
    case .button(let label?, _): templates.append(label)
    default: break
    }
    for modifier in modifiers {
      if case .accessibilityLabel(let template) = modifier.kind { templates.append(template) }
      if case .accessibilityValue(let template) = modifier.kind { templates.append(template) }
    }
    return templates
  }

  /// The nodes of this subtree by id, the first one where two share an id (reflections name
  /// their targets by id).
  package var nodesByID: [String: ViewNode] {
    Dictionary(allNodes.compactMap { node in node.id.map { ($0, node) } }, uniquingKeysWith: { first, _ in first })
  }

  /// This node and all its descendants, parents before children.
  package var allNodes: [ViewNode] {
    var result: [ViewNode] = []
    var stack: [ViewNode] = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }
}

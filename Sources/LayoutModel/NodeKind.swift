/// What a view node is, with the fields and children of that kind of view.
package indirect enum NodeKind: Sendable, Equatable {
  /// A horizontal stack: children along the inline axis, so right to left in RTL.
  case hStack(spacing: Double, children: [ViewNode])
  /// A vertical stack.
  case vStack(spacing: Double, children: [ViewNode])
  /// An overlay stack.
  case zStack(children: [ViewNode])
  /// A text view; the string may use the `$display` and `$spoken` placeholders.
  case text(String)
  /// A row of fixed-width cells, one per character of a displayed string (an `HStack` over a
  /// `ForEach`); the node's modifiers are the stack's.
  case digitCells(DigitCells)
  /// A shape; a glyph-path shape draws the text of its cell.
  case shape(ShapeKind)
  /// A plain rectangle, e.g. a transparent hit area.
  case rectangle
  /// A button with an optional label and content.
  case button(label: String?, children: [ViewNode])
  /// Flexible space.
  case spacer
  /// A copy of the subtree with the given id, placed here (the mirror pattern).
  case reflection(of: String)
  /// A container that lets glass effects blend and morph together.
  case glassEffectContainer(spacing: Double, children: [ViewNode])
  /// Views chosen by a condition (`if`/`else`, `if let`, a ternary, `switch`, `#if os`): one
  /// branch shows at a time; each is audited, and findings name it (`branch[name]`).
  case variants([VariantBranch])

  /// The JSON type name of this kind.
  package var type: NodeType {
    switch self {
    case .hStack: .hStack
    case .vStack: .vStack
    case .zStack: .zStack
    case .text: .text
    case .digitCells: .digitCells
    case .shape: .shape
    case .rectangle: .rectangle
    case .button: .button
    case .spacer: .spacer
    case .reflection: .reflection
    case .glassEffectContainer: .glassEffectContainer
    case .variants: .variants
    }
  }
}

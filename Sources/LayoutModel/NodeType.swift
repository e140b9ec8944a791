/// The JSON `"type"` names of view nodes.
package enum NodeType: String, Sendable, Equatable, Hashable, CaseIterable {
  case hStack = "HStack"
  case vStack = "VStack"
  case zStack = "ZStack"
  case text = "Text"
  case digitCells = "DigitCells"
  case shape = "Shape"
  case rectangle = "Rectangle"
  case button = "Button"
  case spacer = "Spacer"
  case reflection = "Reflection"
  case glassEffectContainer = "GlassEffectContainer"
  case variants = "Variants"

  /// The keys a node of this type has besides `type`, `id` and `modifiers`.
  package var fieldKeys: [String] {
    switch self {
    case .hStack, .vStack, .glassEffectContainer: ["spacing", "children"]
    case .zStack: ["children"]
    case .text: ["text"]
    case .digitCells: ["text", "fontSize", "cellWidth", "cell", "spacing"]
    case .shape: ["shape"]
    case .rectangle, .spacer: []
    case .button: ["label", "children"]
    case .reflection: ["of"]
    case .variants: ["branches"]
    }
  }
}

import Foundation
import LayoutModel
internal import SwiftSyntax

/// Digits drawn one `Text` per character of a field → the case format's `DigitCells`: a
/// stopwatch that splits `"05"` into `Text(String(minutes.first!))` and
/// `Text(String(minutes.last!))`, each in its own stack, with `Text(":")` between the fields.
/// Nested `HStack`s reverse together under right-to-left layout
/// (https://developer.apple.com/documentation/swiftui/layoutdirection), so the characters, read
/// in the order the stacks place them, are one row of cells: the display is the fields and
/// literal `Text`s in that order, and each cell shows one of its characters.
extension ViewInterpreter {
  /// Which character of a field's string a `Text` shows.
  enum CharacterPosition: Sendable, Equatable {
    case first, last
  }

  /// A `Text` of one character of a field (`String(text.first!)` where `text` is a caller's
  /// `time.minutes`), or nil.
  func fieldCharacterText(_ argument: ExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    var (current, inner) = (argument, scope)
    for _ in 0..<8 {
      if let (string, position) = Self.character(of: current) {
        guard let reading = FieldClassifier(resolver: resolver).classify(string, inner) else { return nil }
        fieldTexts.append((string, inner, 2, reading))
        var node = ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)
        node.fieldCharacter = FieldCharacter(field: reading.field, index: fieldTexts.count - 1, position: position)
        return node
      }
      guard current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self), let next = resolver.follow(current, inner) else { return nil }
      (current, inner) = next
    }
    return nil
  }

  /// `String(x.first!)`, `x.last`, `x.prefix(1)`, `x.suffix(1)`, `Array(x)[0]`: the string and
  /// the character taken.
  static func character(of expr: ExprSyntax) -> (ExprSyntax, CharacterPosition)? {
    var current = expr
    for _ in 0..<4 {
      if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
      if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
        if ["String", "Character"].contains(callee.name), callee.base == nil, call.arguments.count == 1, call.arguments.first?.label == nil {
          current = call.arguments.first!.expression
          continue
        }
        if let base = callee.base, ["prefix", "suffix"].contains(callee.name), call.arguments.first.flatMap({ ExpressionSupport.number($0.expression) }) == 1 {
          return (base, callee.name == "prefix" ? .first : .last)
        }
        return nil
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, ["first", "last"].contains(member.declName.baseName.text) {
        return (base, member.declName.baseName.text == "first" ? .first : .last)
      }
      if let subscriptCall = current.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
        let index = subscriptCall.arguments.first.flatMap({ ExpressionSupport.number($0.expression) }), index == 0 || index == 1
      {
        var base = subscriptCall.calledExpression
        if let call = base.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "Array", let only = call.arguments.first { base = only.expression }
        return (base, index == 0 ? .first : .last)
      }
      return nil
    }
    return nil
  }

  /// Replaces each stack whose `Text`s, in the order the stacks place them, are characters of
  /// fields and literal separators by one `DigitCells` row of the display they spell.
  func collapseCharacterCells(_ node: inout ImportedNode, _ scope: Scope) {
    if node.type == "HStack", let leaves = Self.rowLeaves(node), leaves.filter({ $0.fieldCharacter != nil }).count >= 2,
      let row = characterRow(node, leaves, scope)
    {
      node = row
      return
    }
    for i in node.children.indices { collapseCharacterCells(&node.children[i], scope) }
  }

  /// The `Text`s of a row in the order its stacks place them; nil when the row holds anything
  /// else (a stack of several views stacked vertically, an image).
  static func rowLeaves(_ node: ImportedNode) -> [ImportedNode]? {
    switch node.type {
    case "Text":
      return [node]
    case "HStack":
      var leaves: [ImportedNode] = []
      for child in node.children {
        guard let inner = rowLeaves(child) else { return nil }
        leaves += inner
      }
      return leaves
    case "VStack", "ZStack":
      guard node.children.count == 1, let only = node.children.first else { return nil }
      return rowLeaves(only)
    default:
      return nil
    }
  }

  private func characterRow(_ node: ImportedNode, _ leaves: [ImportedNode], _ scope: Scope) -> ImportedNode? {
    guard presetReading == nil, display == nil else { return nil }
    var pieces: [DisplayInterpreter.SplitPiece] = []
    var i = 0
    while i < leaves.count {
      let leaf = leaves[i]
      if let character = leaf.fieldCharacter {
        let (expr, inner, _, _) = fieldTexts[character.index]
        // A field's first and last characters side by side are its two digits.
        if character.position == .first, i + 1 < leaves.count, let next = leaves[i + 1].fieldCharacter, next.position == .last, next.field == character.field {
          pieces.append(.field(expr, inner, width: 2))
          i += 2
          continue
        }
        return nil
      }
      guard case .string(let text)? = leaf.fields.first?.1, !text.contains("$"), text != "…" else { return nil }
      pieces.append(.literal(text))
      i += 1
    }
    guard let reading = displays.read(split: pieces, scope, at: node.at) else { return nil }
    presetDisplay(reading)
    listed(
      "one Text per character", "the characters' cells sit in nested stacks with their own frames; their widths are not modelled (read as proportional cells)",
      rules: Self.glyphWidthRules, node.at)
    // The widths are listed as not modelled above, so the cells' font size only scales them.
    approximate("cell font size", "the cells' font size is not read from the character Texts; 17 pt (the body text size) assumed", node.at)
    listed("cell font", "the character Texts' font is not read, so whether they follow the person's text size is unknown", rules: TextSizeReading.rules, node.at)
    return ImportedNode(
      type: "DigitCells", id: "timer",
      fields: [("text", .string("$display")), ("fontSize", .number(17)), ("cellWidth", .string("proportional"))],
      modifiers: node.modifiers, at: node.at)
  }
}

/// A `Text` that shows one character of a field: which field, its entry in the interpreter's
/// field Texts, and which character.
struct FieldCharacter: Sendable, Equatable {
  var field: DisplayField
  var index: Int
  var position: ViewInterpreter.CharacterPosition
}

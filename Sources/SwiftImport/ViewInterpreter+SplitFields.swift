import Foundation
import LayoutModel
internal import SwiftSyntax

/// Split-field views → the case format's field placeholders: one value drawn as several
/// `Text`s, minutes, seconds and fraction each in its own view (often with its own
/// `frame(width:)` so the colon holds still). Each field `Text` shows `$minutes`,
/// `$seconds`, … and the display is the fields and the literal `Text`s between them in the
/// order the stack places them.
extension ViewInterpreter {
  /// A `Text` of one field: `Text(String(format: "%02d", remaining % 60))`,
  /// `Text("\(minutes)")`, `Text(model.secondsText)` where that formats one field.
  func fieldText(_ argument: ExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    var (current, inner) = (argument, scope)
    for _ in 0..<8 {
      if let literal = current.as(StringLiteralExprSyntax.self) {
        guard literal.segments.count == 1, let only = literal.segments.first?.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression else {
          return nil
        }
        current = only
        continue
      }
      if let call = current.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String" {
        let (value, width, zeroPadded) = DisplayInterpreter.singleField(current)
        guard value != current, zeroPadded || width == 1 else { return nil }
        return field(value, inner, width: width, at: at)
      }
      if current.is(InfixOperatorExprSyntax.self) || current.is(SequenceExprSyntax.self) {
        return field(current, inner, width: 1, at: at)
      }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    return nil
  }

  private func field(_ value: ExprSyntax, _ scope: Scope, width: Int, at: SwiftLocation) -> ImportedNode? {
    guard let reading = FieldClassifier(resolver: resolver).classify(value, scope) else { return nil }
    fieldTexts.append((value, scope, width, reading))
    var node = ImportedNode(type: "Text", fields: [("text", .string("$" + reading.field.rawValue))], at: at)
    node.fieldIndex = fieldTexts.count - 1
    return node
  }

  /// Reads a stack's children as a split-field display when two or more show fields: the
  /// fields and the literal `Text`s between them, in order, become the display.
  func splitDisplay(_ children: [ImportedNode], at: SwiftLocation, _ scope: Scope) -> [ImportedNode] {
    let fieldNodes = children.filter { $0.fieldIndex != nil }
    guard fieldNodes.count >= 2, presetReading == nil else { return children }
    var pieces: [DisplayInterpreter.SplitPiece] = []
    var pending = ""
    for child in children {
      if let index = child.fieldIndex {
        if !pending.isEmpty, !pieces.isEmpty { pieces.append(.literal(pending)) }
        pending = ""
        let (expr, inner, width, _) = fieldTexts[index]
        pieces.append(.field(expr, inner, width: width))
      } else if child.type == "Text", case .string(let text)? = child.fields.first?.1, !text.contains("$") {
        pending += text
      }
    }
    guard let reading = displays.read(split: pieces, scope, at: at) else {
      listed(
        "HStack of time fields", "the fields of this split-field view do not make a display the importer can write; the display is a guess",
        rules: [], at)
      return children
    }
    presetDisplay(reading)
    // The display may have renamed a field (minutes without hours count every minute).
    var result = children
    let shown = Self.fieldNames(reading)
    var position = 0
    for i in result.indices where result[i].fieldIndex != nil {
      if position < shown.count { result[i].fields = [("text", .string("$" + shown[position]))] }
      position += 1
    }
    return result
  }

  /// The field names of a display, in order.
  private static func fieldNames(_ reading: DisplayReading) -> [String] {
    guard let interpolation = reading.display.first(where: { $0.0 == "interpolation" })?.1, case .array(let items) = interpolation else {
      return []
    }
    return items.compactMap { item -> String? in
      guard case .object(let members) = item, case .string(let name)? = members.first(where: { $0.0 == "field" })?.1 else { return nil }
      return name
    }
  }
}

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
    var affix = (prefix: "", suffix: "")
    for step in 0..<8 {
      // `Text("\(minutes)m")` in `ForEach([15, 25, 50]) { minutes in … }`: a preset, not a time.
      if let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, inner.listElements.contains(name) { return nil }
      if step == 0, current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self),
        let reading = FieldClassifier(resolver: resolver).classify(current, inner, strict: true), reading.byName,
        ExpressionSupport.memberName(current).map(FieldClassifier.fieldNames.contains) ?? FieldClassifier.fieldNames.contains(current.trimmedSource)
      {
        // `Text(viewModel.seconds)`: a value named as one field, whatever makes its string.
        return field(current, inner, width: 1, affix: affix, at: at)
      }
      if let literal = current.as(StringLiteralExprSyntax.self) {
        // `"\(minutes)"`, or a field with its unit: `"\(counter.hours)h"`, `"\(m) min"`.
        let segments = Array(literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true })
        let fields = segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        guard fields.count == 1, let only = fields.first?.expressions.first?.expression,
          let position = segments.firstIndex(where: { $0.is(ExpressionSegmentSyntax.self) })
        else { return nil }
        let before = segments[..<position].compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        let after = segments[(position + 1)...].compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        guard Self.isUnitAffix(before), Self.isUnitAffix(after), affix == ("", "") else { return nil }
        affix = (before, after)
        current = only
        if let name = only.as(DeclReferenceExprSyntax.self)?.baseName.text, inner.listElements.contains(name) { return nil }
        if let reading = FieldClassifier(resolver: resolver).classify(only, inner, strict: true), reading.byName {
          // A field named as apps name them (`stopwatch.min`, `counter.hours`).
          return field(only, inner, width: 1, affix: affix, at: at)
        }
        if let unit = Self.unitField(before + after), let reading = FieldClassifier(resolver: resolver).classify(only, inner), reading.field == unit || (unit, reading.field) == (.minutes, .totalMinutes) || (unit, reading.field) == (.seconds, .totalSeconds) {
          // `"\(model.currentMinute) min"`: the unit word and the value's name agree, which
          // names alone (a settings row's `minutes`) do not.
          return field(only, inner, width: 1, affix: affix, confirmed: true, at: at)
        }
        continue
      }
      if let call = current.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String" {
        let (value, width, zeroPadded) = DisplayInterpreter.singleField(current)
        guard value != current, zeroPadded || width == 1 else { return nil }
        return field(value, inner, width: width, affix: affix, at: at)
      }
      if current.is(InfixOperatorExprSyntax.self) || current.is(SequenceExprSyntax.self) {
        // Arithmetic is one field; a concatenation of strings is a whole display.
        if let operands = DisplayInterpreter.concatenation(current), operands.contains(where: { $0.is(StringLiteralExprSyntax.self) }) { return nil }
        return field(current, inner, width: 1, affix: affix, at: at)
      }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    return nil
  }

  /// The field a unit word names (`min` → minutes), or nil for none or another word.
  static func unitField(_ text: String) -> DisplayField? {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !word.isEmpty, isUnitAffix(word) else { return nil }
    if word.hasPrefix("h") { return .hours }
    if word.hasPrefix("ms") || word.hasPrefix("milli") { return nil }
    if word.hasPrefix("m") { return .minutes }
    if word.hasPrefix("s") { return .seconds }
    return nil
  }

  /// Text around a field that names its unit (`h`, ` min`, `sec`), or nothing.
  static func isUnitAffix(_ text: String) -> Bool {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    if word.isEmpty { return true }
    guard word.count <= 7, word.allSatisfy(\.isLetter) else { return false }
    return ["h", "hr", "hrs", "m", "min", "mins", "s", "sec", "secs", "ms", "d"].contains(word)
      || ["hour", "minute", "second"].contains { $0.hasPrefix(word) || word.hasPrefix($0) }
  }

  private func field(
    _ value: ExprSyntax, _ scope: Scope, width: Int, affix: (prefix: String, suffix: String), confirmed: Bool = false, at: SwiftLocation
  ) -> ImportedNode? {
    guard var reading = FieldClassifier(resolver: resolver).classify(value, scope) else { return nil }
    if confirmed { reading.byName = false }
    fieldTexts.append((value, scope, width, reading))
    var node = ImportedNode(type: "Text", fields: [("text", .string(Self.fieldTemplate(reading.field.rawValue, affix)))], at: at)
    node.fieldIndex = fieldTexts.count - 1
    node.fieldAffix = affix
    return node
  }

  /// A field Text's template: the placeholder with its unit text (`${hours}h`).
  static func fieldTemplate(_ field: String, _ affix: (prefix: String, suffix: String)) -> String {
    let escape = { (text: String) in text.replacingOccurrences(of: "$", with: "$$") }
    return tidyPlaceholders(escape(affix.prefix) + "${\(field)}" + escape(affix.suffix))
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
        pending += child.fieldAffix.prefix
        if !pending.isEmpty, !pieces.isEmpty { pieces.append(.literal(pending)) }
        let (expr, inner, width, _) = fieldTexts[index]
        pieces.append(.field(expr, inner, width: width))
        pending = child.fieldAffix.suffix
      } else if child.type == "Text", case .string(let text)? = child.fields.first?.1, !text.contains("$") {
        pending += text
      }
    }
    // The last field's unit belongs to the display; literal Texts after it do not.
    if let last = children.last(where: { $0.fieldIndex != nil }), !last.fieldAffix.suffix.isEmpty {
      pieces.append(.literal(last.fieldAffix.suffix))
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
      if position < shown.count { result[i].fields = [("text", .string(Self.fieldTemplate(shown[position], result[i].fieldAffix)))] }
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

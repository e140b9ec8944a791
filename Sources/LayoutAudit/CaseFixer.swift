import Foundation
import LayoutModel
import ReportModel

/// Adds modifiers to view nodes of a case file's text, keeping its key order and formatting: the
/// edits `layout-audit fix` makes in case files, as `SwiftFixer` makes them in Swift.
///
/// An edit names the line and column where a node's object starts (where a finding's node is)
/// and the modifiers to append, in Swift (`accessibilityHidden(true)`), which
/// `CaseModifierSpelling` turns into the case format's spelling. The text is edited, never
/// re-serialised: the located parser says where each value starts, and the modifiers go after
/// the last element of the node's `"modifiers"` array, or a new `"modifiers"` key goes after the
/// node's last key. Each follows the style around it: on a line of their own with the indentation
/// of the element (or key) before it when that one starts its line, else on the same line after
/// the separator the file uses there; braces and colons spaced as the file spaces them. A
/// modifier already on the node is not added again. An edit that gates the node's animations on
/// Reduce Motion (`SwiftEdit.gatesAnimations`) adds `"whenReduceMotion": null` — turned off,
/// the case format's `reduceMotion ? nil : curve` — to each of its `animation` modifiers that
/// says nothing for Reduce Motion. Nothing else in the file changes.
package enum CaseFixer {
  /// The text with the edits made, and what became of each edit (in order); `path` labels
  /// locations only.
  package static func apply(_ edits: [SwiftEdit], to text: String, path: String) -> (text: String, outcomes: [SwiftEdit.Outcome]) {
    let root: JSONValue
    do {
      root = try JSONParser().parse(Data(text.utf8), file: path)
    } catch {
      let reason = "\(path) is not valid JSON (\(error.location.line):\(error.location.column): \(error.message)); fix it by hand"
      return (text, edits.map { _ in .refused(reason) })
    }
    let document = Document(text: text, root: root)
    var outcomes: [SwiftEdit.Outcome] = []
    // The modifiers each node gets, in the order the edits ask for them.
    var planned: [Position: [Addition]] = [:]
    var order: [Position] = []
    // Insertions inside animation objects, by the offset of the object gated.
    var gates: [Int: (offset: Int, text: String)] = [:]
    for edit in edits {
      let position = Position(line: edit.line, column: edit.column)
      guard let node = document.objects[position], node["type"] != nil else {
        outcomes.append(.refused("no view node starts at \(edit.line):\(edit.column) (the file changed since the audit?)"))
        continue
      }
      var gated: [String] = []
      if edit.gatesAnimations {
        switch gate(edit, node: node, document: document) {
        case .failure(let refusal):
          outcomes.append(.refused(refusal.reason))
          continue
        case .success(let found):
          for (object, insertion) in found where gates[object] == nil {
            gates[object] = (insertion.offset, insertion.separator + insertion.text)
            gated.append(insertion.text)
          }
        }
      }
      switch additions(edit, node: node, document: document, planned: planned[position] ?? []) {
      case .failure(let refusal):
        outcomes.append(.refused(refusal.reason))
      case .success(let added):
        if !added.isEmpty, planned[position] == nil { order.append(position) }
        planned[position, default: []] += added
        outcomes.append(.made(added: gated + added.map(\.text)))
      }
    }
    guard !order.isEmpty || !gates.isEmpty else { return (text, outcomes) }
    var insertions = order.compactMap { position in
      planned[position].flatMap { document.insertion(of: $0, into: position) }
    }
    insertions += gates.values
    insertions.sort { $0.offset > $1.offset }
    var scalars = document.scalars
    for insertion in insertions {
      scalars.insert(contentsOf: insertion.text.unicodeScalars, at: insertion.offset)
    }
    let patched = String(String.UnicodeScalarView(scalars))
    // A fix never leaves a case file that no longer parses.
    if (try? JSONParser().parse(Data(patched.utf8), file: path)) == nil {
      return (text, edits.map { _ in .refused("the case file would no longer be valid JSON with the modifier added; add it by hand") })
    }
    return (patched, outcomes)
  }

  /// Where a node's object starts.
  struct Position: Hashable {
    var line: Int
    var column: Int
  }

  /// One modifier to add: its value (to compare with the node's modifiers) and its text.
  struct Addition {
    var value: JSONValue.Kind
    var text: String
  }

  /// The modifiers an edit adds to its node: those neither on it nor planned for it already.
  private static func additions(_ edit: SwiftEdit, node: JSONValue, document: Document, planned: [Addition]) -> Result<[Addition], Refusal> {
    var present = planned.map(\.value)
    if let modifiers = node["modifiers"]?.value {
      guard let elements = modifiers.elements else {
        return .failure(Refusal(reason: "the node's \"modifiers\" at \(modifiers.location.line):\(modifiers.location.column) is not an array"))
      }
      present += elements.map(\.kind)
    }
    let style = document.style(of: node)
    var added: [Addition] = []
    for modifier in edit.modifiers {
      guard let spelling = CaseModifierSpelling.json(forSwift: modifier) else {
        return .failure(Refusal(reason: "the case format has no spelling for .\(modifier); add its equivalent by hand"))
      }
      guard let value = try? JSONParser().parse(Data(spelling.utf8), file: "") else {
        return .failure(Refusal(reason: "the case-format spelling of .\(modifier) is not JSON (please report this)"))
      }
      guard !present.contains(where: { same($0, value.kind) }) else { continue }
      present.append(value.kind)
      added.append(Addition(value: value.kind, text: style.spell(spelling)))
    }
    return .success(added)
  }

  /// For each of the node's `animation` modifiers without a `whenReduceMotion`, keyed by where
  /// its object starts: where `"whenReduceMotion": null` goes (after its last key, in its style),
  /// the separator before it, and the text.
  private static func gate(
    _ edit: SwiftEdit, node: JSONValue, document: Document
  ) -> Result<[(Int, (offset: Int, separator: String, text: String))], Refusal> {
    let animations = (node["modifiers"]?.value.elements ?? []).compactMap { element -> JSONValue? in
      guard let keys = element.members, keys.count == 1, keys[0].key == "animation", keys[0].value.members != nil else {
        return nil
      }
      return keys[0].value
    }
    guard !animations.isEmpty else {
      return .failure(Refusal(reason: "no animation modifier on the node at \(edit.line):\(edit.column) (a parent's animation: gate it by hand)"))
    }
    var found: [(Int, (offset: Int, separator: String, text: String))] = []
    for animation in animations {
      guard let fields = animation.members, let last = fields.last, animation["whenReduceMotion"] == nil else { continue }
      let start = document.offset(animation.location)
      let separator = document.separator(
        after: document.offset(last.keyLocation), previous: fields.dropLast().last?.value.location, opening: start)
      let text = "\"whenReduceMotion\"" + (document.style(of: animation).spacedColon ? ": " : ":") + "null"
      found.append((start, (document.end(ofValueAt: document.offset(last.value.location)), separator, text)))
    }
    return .success(found)
  }

  /// Whether two values say the same, wherever they are written.
  static func same(_ a: JSONValue.Kind, _ b: JSONValue.Kind) -> Bool {
    switch (a, b) {
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0.kind, $1.kind) }
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && same($0.value.kind, $1.value.kind) }
    default:
      return a == b
    }
  }

  /// How the file spaces a modifier object: `{ "a": true }`, `{"a": true}` or `{"a":true}`.
  struct Style {
    var spacedBraces: Bool
    var spacedColon: Bool

    func spell(_ spelling: String) -> String {
      var text = spelling
      if !spacedBraces { text = text.replacingOccurrences(of: "{ ", with: "{").replacingOccurrences(of: " }", with: "}") }
      if !spacedColon { text = text.replacingOccurrences(of: "\": ", with: "\":") }
      return text
    }
  }

  /// The parsed text: its scalars, where each line starts, and every object by its position.
  struct Document {
    var scalars: [Unicode.Scalar]
    var lineStarts: [Int]
    var objects: [Position: JSONValue]
    var newline: String

    init(text: String, root: JSONValue) {
      scalars = Array(text.unicodeScalars)
      // Line breaks as the parser counts them: LF, CR LF, and a lone CR.
      lineStarts = [0]
      var index = 0
      while index < scalars.count {
        if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        if scalars[index] == "\n" || scalars[index] == "\r" { lineStarts.append(index + 1) }
        index += 1
      }
      newline = text.contains("\r\n") ? "\r\n" : "\n"
      objects = [:]
      var pending = [root]
      while let value = pending.popLast() {
        switch value.kind {
        case .object(let members):
          objects[Position(line: value.location.line, column: value.location.column)] = value
          pending += members.map(\.value)
        case .array(let elements):
          pending += elements
        default:
          break
        }
      }
    }

    /// The scalar offset of a location.
    func offset(_ location: SourceLocation) -> Int {
      min(scalars.count, lineStarts[min(max(location.line, 1), lineStarts.count) - 1] + location.column - 1)
    }

    /// The offset just past the value that starts at `start` (the text is valid JSON).
    func end(ofValueAt start: Int) -> Int {
      var index = start
      var depth = 0
      repeat {
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "\"":
          index += 1
          while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
          index += 1
        case "{", "[":
          depth += 1
          index += 1
        case "}", "]":
          depth -= 1
          index += 1
        default:
          if depth > 0 {
            index += 1
          } else {
            // A number, true, false or null.
            while index < scalars.count, !",}] \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
          }
        }
      } while depth > 0
      return index
    }

    /// The whitespace before `offset` on its line, when only whitespace is there (the value
    /// starts its line); nil otherwise.
    func indentation(before offset: Int) -> String? {
      var start = offset
      while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
      guard start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r" else { return nil }
      return text(start..<offset)
    }

    func text(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }

    /// The spacing of the node's last modifier if it has one, else of the node's own object.
    func style(of node: JSONValue) -> Style {
      guard node.members != nil else { return Style(spacedBraces: true, spacedColon: true) }
      let object = node["modifiers"]?.value.elements?.last(where: { $0.members != nil }) ?? node
      let start = offset(object.location)
      let braces = start + 1 < scalars.count && [" ", "\t", "\n", "\r"].contains(scalars[start + 1])
      var colon = true
      if let first = object.members?.first {
        let keyEnd = end(ofValueAt: offset(first.keyLocation))
        colon = text(keyEnd..<offset(first.value.location)).contains { $0 == " " || $0 == "\t" || $0.isNewline }
      }
      return Style(spacedBraces: braces, spacedColon: colon)
    }

    /// The separator before a new item after `last` (an array element, or an object member whose
    /// key starts at `last`): a line break and `last`'s indentation when `last` starts its line
    /// below `opening`, else what the file writes between the end of the value before it (which
    /// starts at `previous`) and `last` when that stays on one line, else a comma and a space.
    func separator(after last: Int, previous: SourceLocation?, opening: Int) -> String {
      if let indentation = indentation(before: last), line(of: last) > line(of: opening) {
        return "," + newline + indentation
      }
      if let previous {
        let between = text(end(ofValueAt: offset(previous))..<last)
        if !between.contains(where: \.isNewline), between.contains(",") { return between }
      }
      return ", "
    }

    func line(of offset: Int) -> Int {
      lineStarts.lastIndex { $0 <= offset } ?? 0
    }

    /// Where and what to insert for a node's additions.
    func insertion(of additions: [Addition], into position: Position) -> (offset: Int, text: String)? {
      guard let node = objects[position], let members = node.members, let lastMember = members.last else { return nil }
      let style = style(of: node)
      if let modifiers = node["modifiers"]?.value, let elements = modifiers.elements {
        let opening = offset(modifiers.location)
        guard let last = elements.last else {
          // `[]`: the modifiers inside the brackets.
          let inner = additions.map(\.text).joined(separator: ", ")
          return (opening + 1, style.spacedBraces ? " \(inner) " : inner)
        }
        let lastStart = offset(last.location)
        let separator = separator(after: lastStart, previous: elements.dropLast().last?.location, opening: opening)
        return (end(ofValueAt: lastStart), additions.map { separator + $0.text }.joined())
      }
      let lastKey = offset(lastMember.keyLocation)
      let separator = separator(after: lastKey, previous: members.dropLast().last?.value.location, opening: offset(node.location))
      let inner = additions.map(\.text).joined(separator: ", ")
      let array = style.spacedBraces ? "[ \(inner) ]" : "[\(inner)]"
      return (end(ofValueAt: offset(lastMember.value.location)), separator + "\"modifiers\"" + (style.spacedColon ? ": " : ":") + array)
    }
  }
}

/// Why `fix` offers no edit for a finding, or its editor does not make one: the reason `fix` prints.
struct Refusal: Error {
  var reason: String
}

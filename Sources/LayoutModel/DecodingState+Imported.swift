import Foundation

/// Decoding of the `"imported"` object the Swift-source importer writes.
extension DecodingState {
  mutating func importRecord(_ value: JSONValue, root: JSONValue) -> ImportRecord? {
    let keys = ["from", "view", "sourceMap", "uninterpreted", "approximated", "facts"]
    guard let fields = object(value, "\"imported\"", keys: keys) else { return nil }
    let from = required(fields, "from").flatMap { nonEmptyString($0, "from") }
    let view = required(fields, "view").flatMap { nonEmptyString($0, "view") }
    var sourceMap: [CasePosition: SourceLocation] = [:]
    var valid = true
    if let member = fields["sourceMap"] {
      if case .object(let entries) = member.value.kind {
        for entry in entries {
          guard let target = swiftLocation(entry.value, "sourceMap") else {
            valid = false
            continue
          }
          guard let located = Self.resolve(pointer: entry.key, in: root) else {
            report(
              "the source map names \(Self.quoted(entry.key)), which is not a value in this case",
              at: entry.keyLocation, hint: "use a JSON pointer such as \"/view/children/0\"")
            valid = false
            continue
          }
          sourceMap[CasePosition(line: located.location.line, column: located.location.column)] = target
          // A modifier is a one-key object; findings about it point at its key.
          if case .object(let members) = located.kind, members.count == 1, entry.key.contains("/modifiers/") {
            let key = members[0].keyLocation
            sourceMap[CasePosition(line: key.line, column: key.column)] = target
          }
        }
      } else {
        report("expected an object for \"sourceMap\", found \(member.value.typeDescription)", at: member.value.location)
        valid = false
      }
    }
    var uninterpreted: [UninterpretedConstruct] = []
    if let member = fields["uninterpreted"] {
      if let elements = array(member.value, "uninterpreted") {
        for element in elements {
          guard let entry = uninterpretedConstruct(element) else {
            valid = false
            continue
          }
          uninterpreted.append(entry)
          sourceMap[CasePosition(line: element.location.line, column: element.location.column)] = entry.at
        }
      } else {
        valid = false
      }
    }
    var approximated: [UninterpretedConstruct] = []
    if let member = fields["approximated"] {
      if let elements = array(member.value, "approximated") {
        for element in elements {
          if let entry = uninterpretedConstruct(element) { approximated.append(entry) } else { valid = false }
        }
      } else {
        valid = false
      }
    }
    var facts: [ProjectFact] = []
    if let member = fields["facts"] {
      if let elements = array(member.value, "facts") {
        for element in elements {
          guard let entry = object(element, "a fact", keys: ["fact", "value", "source"]) else {
            valid = false
            continue
          }
          let name = required(entry, "fact").flatMap { nonEmptyString($0, "fact") }
          let value = required(entry, "value").flatMap { string($0, "value") }
          let source = required(entry, "source").flatMap { nonEmptyString($0, "source") }
          guard let name, let value, let source else {
            valid = false
            continue
          }
          facts.append(ProjectFact(name: name, value: value, source: source))
        }
      } else {
        valid = false
      }
    }
    guard let from, let view, valid else { return nil }
    return ImportRecord(
      from: from, view: view, sourceMap: sourceMap, uninterpreted: uninterpreted, approximated: approximated,
      facts: facts)
  }

  private mutating func uninterpretedConstruct(_ value: JSONValue) -> UninterpretedConstruct? {
    guard let fields = object(value, "an uninterpreted construct", keys: ["construct", "at", "rules", "reason"]) else {
      return nil
    }
    let construct = required(fields, "construct").flatMap { nonEmptyString($0, "construct") }
    let at = required(fields, "at").flatMap { swiftLocation($0, "at") }
    let reason = required(fields, "reason").flatMap { nonEmptyString($0, "reason") }
    var rules: [String] = []
    var rulesValid = true
    if let member = fields["rules"] {
      if let elements = array(member.value, "rules") {
        for element in elements {
          if let rule = ruleID(element) { rules.append(rule) } else { rulesValid = false }
        }
      } else {
        rulesValid = false
      }
    }
    guard let construct, let at, let reason, rulesValid else { return nil }
    return UninterpretedConstruct(construct: construct, reason: reason, rules: rules, at: at, location: value.location)
  }

  /// `path:line:column`, the form compilers print.
  private mutating func swiftLocation(_ value: JSONValue, _ key: String) -> SourceLocation? {
    guard let text = nonEmptyString(value, key) else { return nil }
    if let location = Self.parseLocation(text) { return location }
    report(
      "invalid Swift location \(Self.quoted(text)) in \"\(key)\"", at: value.location,
      hint: "write path:line:column, such as \"Sources/Timer.swift:12:5\"")
    return nil
  }

  /// Splits `path:line:column` at its last two colons.
  static func parseLocation(_ text: String) -> SourceLocation? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
      line >= 1, column >= 1
    else { return nil }
    let file = parts.dropLast(2).joined(separator: ":")
    guard !file.isEmpty else { return nil }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The value a JSON pointer (RFC 6901) names, or nil.
  static func resolve(pointer: String, in root: JSONValue) -> JSONValue? {
    guard pointer.hasPrefix("/") else { return pointer.isEmpty ? root : nil }
    var current = root
    for rawToken in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      // RFC 6901 escapes; most tokens have none, and Foundation's replacing is not free.
      let token = rawToken.contains("~") ? rawToken.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") : String(rawToken)
      switch current.kind {
      case .object(let members):
        guard let member = members.first(where: { $0.key == token }) else { return nil }
        current = member.value
      case .array(let elements):
        guard let index = Int(token), elements.indices.contains(index) else { return nil }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }
}

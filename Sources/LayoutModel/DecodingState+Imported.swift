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
      if let entries = typed(member.value, "an object", for: "\"sourceMap\"", \.members) {
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
          if let members = located.members, members.count == 1, entry.key.contains("/modifiers/") {
            let key = members[0].keyLocation
            sourceMap[CasePosition(line: key.line, column: key.column)] = target
          }
        }
      } else {
        valid = false
      }
    }
    let uninterpreted = list(fields, "uninterpreted") { $0.uninterpretedConstruct($1, canStandIn: true) }
    // A finding about an uninterpreted construct points at its Swift line.
    for entry in uninterpreted ?? [] {
      sourceMap[CasePosition(line: entry.location.line, column: entry.location.column)] = entry.at
    }
    let approximated = list(fields, "approximated") { $0.uninterpretedConstruct($1) }
    let facts = list(fields, "facts") { state, element -> ProjectFact? in
      guard let entry = state.object(element, "a fact", keys: ["fact", "value", "source"]) else { return nil }
      let name = state.required(entry, "fact").flatMap { state.nonEmptyString($0, "fact") }
      let value = state.required(entry, "value").flatMap { state.string($0, "value") }
      let source = state.required(entry, "source").flatMap { state.nonEmptyString($0, "source") }
      guard let name, let value, let source else { return nil }
      return ProjectFact(name: name, value: value, source: source)
    }
    guard let from, let view, valid, let uninterpreted, let approximated, let facts else { return nil }
    return ImportRecord(
      from: from, view: view, sourceMap: sourceMap, uninterpreted: uninterpreted, approximated: approximated,
      facts: facts)
  }

  /// An `uninterpreted` entry, or an `approximated` one (`canStandIn` false: an approximation
  /// leaves the display read, so it has no `standInDisplay` or `standInFont`).
  private mutating func uninterpretedConstruct(_ value: JSONValue, canStandIn: Bool = false) -> UninterpretedConstruct? {
    let keys = ["construct", "at", "rules"] + (canStandIn ? ["standInDisplay", "standInFont"] : []) + ["reason"]
    let what = canStandIn ? "an uninterpreted construct" : "an approximated construct"
    guard let fields = object(value, what, keys: keys) else { return nil }
    let construct = required(fields, "construct").flatMap { nonEmptyString($0, "construct") }
    let at = required(fields, "at").flatMap { swiftLocation($0, "at") }
    let reason = required(fields, "reason").flatMap { nonEmptyString($0, "reason") }
    let rules = list(fields, "rules") { $0.ruleID($1) }
    // Absent: the display (the font) was read. Present, it names the rules it affects: an empty
    // list would say there is a stand-in and change nothing.
    let standInDisplay = optional(fields, "standInDisplay") {
      let hint = "name the rules whose verdicts read the shown string, or remove the key when the display was read"
      return $0.elements($1, $2, ifEmpty: ("\"standInDisplay\" must not be empty", hint: hint)) { $0.ruleID($1) }
    }
    let standInFont = optional(fields, "standInFont") {
      let hint = "name the rules whose verdicts read the glyph widths, or remove the key when the font's widths are known"
      return $0.elements($1, $2, ifEmpty: ("\"standInFont\" must not be empty", hint: hint)) { $0.ruleID($1) }
    }
    guard let construct, let at, let reason, let rules, let standInDisplay, let standInFont else { return nil }
    return UninterpretedConstruct(
      construct: construct, reason: reason, rules: rules, standInDisplay: standInDisplay,
      standInFont: standInFont, at: at, location: value.location)
  }

  /// An optional array's elements, each decoded: empty when the key is absent, nil when the
  /// array or an element is invalid.
  private mutating func list<T>(
    _ fields: FieldSet, _ key: String, _ decode: (inout DecodingState, JSONValue) -> T?
  ) -> [T]? {
    guard let member = fields[key] else { return [] }
    return elements(member.value, key, decode)
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
      case .object:
        guard let member = current[token] else { return nil }
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

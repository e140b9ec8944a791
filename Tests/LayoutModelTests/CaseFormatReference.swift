import Foundation

@testable import LayoutModel

/// The case-format reference page (`docs/case-format.md`), generated from the descriptions in
/// `Cases/case.schema.json`, so the page, the editor completions and the decoder say the same
/// thing. A test regenerates it and fails when the committed page is stale.
enum CaseFormatReference {
  /// The page for a schema's bytes.
  static func markdown(schema data: Data) throws(JSONParseError) -> String {
    let root = try JSONParser().parse(data, file: "case.schema.json")
    let definitions = member(root, "definitions")
    var out: [String] = []
    out.append("# Case format reference")
    out.append("")
    out.append(
      "Generated from `Cases/case.schema.json` (`LAYOUT_AUDIT_UPDATE_DOCS=1 swift test --filter CaseFormatReferenceTests` "
        + "rewrites it). Each entry says what the engine does with the field and which SwiftUI or Foundation API it "
        + "stands for; [semantics.md](semantics.md) lists every modelled behaviour with its public source.")
    out.append("")
    if let description = string(member(root, "description")) {
      out.append(description)
      out.append("")
    }
    out.append("## The case")
    out.append("")
    out += table(properties(root), definitions: definitions, required: requiredKeys(root))
    for key in ["timeline"] {
      guard let value = member(member(root, "properties"), key) else { continue }
      out.append("")
      out.append("## `\(key)`")
      out.append("")
      if let description = string(member(value, "description")) { out += [description, ""] }
      out += table(properties(value), definitions: definitions, required: requiredKeys(value))
      for (name, nested) in properties(value) where member(nested, "properties") != nil {
        out.append("")
        out.append("### `\(key).\(name)`")
        out.append("")
        if let description = string(member(nested, "description")) { out += [description, ""] }
        out += table(properties(nested), definitions: definitions, required: requiredKeys(nested))
      }
    }
    if let expect = member(member(member(root, "properties"), "expect"), "items") {
      out.append("")
      out.append("## `expect` entries")
      out.append("")
      out += table(properties(expect), definitions: definitions, required: requiredKeys(expect))
    }
    // What the importer could not interpret decides which verdicts say can't tell.
    if let uninterpreted = member(member(member(member(root, "properties"), "imported"), "properties"), "uninterpreted"),
      let entry = member(uninterpreted, "items")
    {
      out.append("")
      out.append("## `imported.uninterpreted` entries")
      out.append("")
      if let description = string(member(uninterpreted, "description")) { out += [description, ""] }
      out += table(properties(entry), definitions: definitions, required: requiredKeys(entry))
    }
    out.append("")
    out.append("## View nodes")
    out.append("")
    out.append("Every node has `type`, an optional `id` (unique in the case; `Reflection` and reports use it) and optional `modifiers`.")
    for reference in array(member(member(definitions, "node"), "oneOf")) {
      guard let name = string(member(reference, "$ref"))?.split(separator: "/").last.map(String.init),
        let node = member(definitions, name)
      else { continue }
      let type = string(member(member(member(node, "properties"), "type"), "const")) ?? name
      out.append("")
      out.append("### `\(type)`")
      out.append("")
      if let description = string(member(node, "description")) { out += [description, ""] }
      let fields = properties(node).filter { !["type", "id", "modifiers"].contains($0.0) }
      if fields.isEmpty {
        out.append("No fields of its own.")
      } else {
        out += table(fields, definitions: definitions, required: requiredKeys(node))
      }
    }
    out.append("")
    out.append("## Modifiers")
    out.append("")
    if let description = string(member(member(definitions, "modifier"), "description")) { out += [description, ""] }
    // One entry: a heading, the description, the value's shape and its fields.
    func entry(_ name: String, _ value: JSONValue, heading: String) {
      out.append("\(heading) `\(name)`")
      out.append("")
      if let description = string(member(value, "description")) { out += [description, ""] }
      out.append("Value: \(summary(value, definitions: definitions)).")
      let fields = properties(value)
      if !fields.isEmpty {
        out.append("")
        out += table(fields, definitions: definitions, required: requiredKeys(value))
      }
      out.append("")
    }
    for option in array(member(member(definitions, "modifier"), "oneOf")) {
      guard let (name, value) = properties(option).first else { continue }
      entry(name, value, heading: "###")
    }
    for name in ["displayField", "transitionSpec", "animationSpec", "offset"] {
      guard let value = member(definitions, name) else { continue }
      entry(name, value, heading: "##")
    }
    while out.last == "" { out.removeLast() }
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: Reading the schema

  private static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value?.kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  private static func string(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value?.kind { return text }
    return nil
  }

  private static func array(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value?.kind { return elements }
    return []
  }

  private static func properties(_ value: JSONValue?) -> [(String, JSONValue)] {
    guard case .object(let members)? = member(value, "properties")?.kind else { return [] }
    return members.map { ($0.key, $0.value) }
  }

  private static func requiredKeys(_ value: JSONValue?) -> Set<String> {
    Set(array(member(value, "required")).compactMap(string))
  }

  /// A short statement of a value's type: `string`, `one of "a", "b"`, `array of …`.
  private static func summary(_ value: JSONValue, definitions: JSONValue?) -> String {
    if let reference = string(member(value, "$ref")) {
      let name = reference.split(separator: "/").last.map(String.init) ?? reference
      return name == "node" ? "a view node" : "`\(name)`"
    }
    if let constant = member(value, "const") { return "`\(literal(constant))`" }
    let enumeration = array(member(value, "enum"))
    if !enumeration.isEmpty { return "one of " + enumeration.map { "`\(literal($0))`" }.joined(separator: ", ") }
    let options = array(member(value, "oneOf")) + array(member(value, "anyOf"))
    if member(value, "type") == nil, !options.isEmpty {
      return options.map { summary($0, definitions: definitions) }.joined(separator: " or ")
    }
    switch string(member(value, "type")) {
    case "array":
      return "array of " + (member(value, "items").map { summary($0, definitions: definitions) } ?? "values")
    case "object":
      return properties(value).isEmpty ? "object" : "object (fields below)"
    case let type?:
      var text = type
      var bounds: [String] = []
      if let minimum = member(value, "minimum") { bounds.append("≥ \(literal(minimum))") }
      if let maximum = member(value, "maximum") { bounds.append("≤ \(literal(maximum))") }
      if !bounds.isEmpty { text += " (" + bounds.joined(separator: ", ") + ")" }
      return text
    case nil:
      if case .array(let types)? = member(value, "type")?.kind {
        return types.compactMap(string).joined(separator: " or ")
      }
      return "any"
    }
  }

  private static func literal(_ value: JSONValue) -> String {
    switch value.kind {
    case .string(let text): "\"\(text)\""
    case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    default: "…"
    }
  }

  private static func table(_ fields: [(String, JSONValue)], definitions: JSONValue?, required: Set<String>) -> [String] {
    var rows = ["| field | value | what the engine does with it |", "| --- | --- | --- |"]
    for (name, value) in fields {
      var description = string(member(value, "description")) ?? ""
      if let fallback = member(value, "default") { description += (description.isEmpty ? "" : " ") + "Default: `\(literal(fallback))`." }
      if required.contains(name) { description = "Required. " + description }
      rows.append("| `\(name)` | \(cell(summary(value, definitions: definitions))) | \(cell(description)) |")
    }
    return rows
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}

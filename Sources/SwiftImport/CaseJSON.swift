/// A JSON value the importer writes, with keys in the order they are added, so the case files it
/// writes are deterministic and read like the hand-written ones.
indirect enum CaseJSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([CaseJSON])
  case object([(String, CaseJSON)])

  static func == (lhs: CaseJSON, rhs: CaseJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  /// The value with every string cut to at most `limit` Unicode scalars (an ellipsis ends a cut
  /// one): the case format bounds strings, and a fact that joins a hundred `.lproj` paths is
  /// still worth writing.
  func bounded(_ limit: Int) -> CaseJSON {
    switch self {
    case .string(let value) where value.unicodeScalars.count > limit:
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: value.unicodeScalars.prefix(limit - 1))
      return .string(String(scalars) + "…")
    case .array(let elements): return .array(elements.map { $0.bounded(limit) })
    case .object(let members): return .object(members.map { ($0.0, $0.1.bounded(limit)) })
    default: return self
    }
  }

  /// Pretty text: two-space indentation, one member per line; short arrays of scalars on one line.
  func render(indent: Int = 0) -> String {
    var text = ""
    write(to: &text, indent: indent)
    return text
  }

  /// Appends the pretty text to `text`: one string grows, where joining each level's pieces
  /// would build and copy a string per value.
  private func write(to text: inout String, indent: Int) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += Self.format(value)
    case .string(let value): Self.quote(value, into: &text)
    case .array(let elements):
      if elements.isEmpty {
        text += "[]"
      } else if elements.allSatisfy(\.isScalarOrScalarArray) {
        text += "[ "
        for (i, element) in elements.enumerated() {
          if i > 0 { text += ", " }
          element.write(to: &text, indent: 0)
        }
        text += " ]"
      } else {
        text += "[\n"
        for (i, element) in elements.enumerated() {
          if i > 0 { text += ",\n" }
          Self.pad(&text, indent + 2)
          element.write(to: &text, indent: indent + 2)
        }
        text += "\n"
        Self.pad(&text, indent)
        text += "]"
      }
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{\n"
      for (i, member) in members.enumerated() {
        if i > 0 { text += ",\n" }
        Self.pad(&text, indent + 2)
        Self.quote(member.0, into: &text)
        text += ": "
        member.1.write(to: &text, indent: indent + 2)
      }
      text += "\n"
      Self.pad(&text, indent)
      text += "}"
    }
  }

  private static func pad(_ text: inout String, _ count: Int) {
    for _ in 0..<count { text += " " }
  }

  private var isScalarOrScalarArray: Bool {
    switch self {
    case .object: false
    case .array(let elements): elements.allSatisfy { if case .number = $0 { true } else { false } }
    default: true
    }
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  static func quote(_ text: String) -> String {
    var result = ""
    quote(text, into: &result)
    return result
  }

  /// Appends `text` as a JSON string; text with nothing to escape (most of it) goes in whole.
  static func quote(_ text: String, into result: inout String) {
    result += "\""
    defer { result += "\"" }
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
      result += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || (0x200B...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16, uppercase: true)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
  }
}

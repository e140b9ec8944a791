import Foundation

/// A JSON value built in code, for formats whose shape is not a Swift type (SARIF).
///
/// Encoded with sorted keys, so the output is deterministic however the value was built.
enum JSONNode: Sendable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONNode])
  case object([String: JSONNode])
  /// An array whose elements are made as it is written, one at a time, so that memory never
  /// holds all of them (a large report's SARIF results).
  case elements(count: Int, element: @Sendable (Int) -> JSONNode)

  /// An array of strings.
  static func strings(_ values: [String]) -> JSONNode { .array(values.map(JSONNode.string)) }

  /// A SARIF `message` (or `multiformatMessageString`) object with plain text.
  static func text(_ text: String) -> JSONNode { .object(["text": .string(text)]) }

  /// Encodes sorted, pretty and without escaped slashes, so URIs stay readable: the bytes
  /// Foundation's `JSONEncoder` writes with `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`
  /// (a test compares them), written directly, since the `Encodable` path boxed every value and
  /// hashed every key (SARIF was the slowest format). Hidden characters are escaped
  /// (`JSONEscaping`) as each string is written: a pass over the finished document held three
  /// copies of it at once.
  /// - Parameter capacity: the bytes to reserve: reserved pages are not resident until written,
  ///   and a buffer that never has to grow is never copied.
  func encoded(reserving capacity: Int = 0) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    write(into: &bytes, depth: 0)
    return Data(bytes)
  }

  /// Foundation's pretty layout: two spaces a level, `" : "` after keys, keys in UTF-8 order,
  /// and an empty array or object opened and closed on lines of their own.
  private func write(into bytes: inout [UInt8], depth: Int) {
    switch self {
    case .string(let value):
      Self.append(value, to: &bytes)
    case .int(let value):
      bytes.append(contentsOf: String(value).utf8)
    case .bool(let value):
      bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .array(let elements):
      Self.write(elements.count, into: &bytes, depth: depth) { elements[$0] }
    case .elements(let count, let element):
      Self.write(count, into: &bytes, depth: depth, element)
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.newLine(depth + 1, in: &bytes)
        Self.append(member.key, to: &bytes)
        bytes.append(contentsOf: " : ".utf8)
        member.value.write(into: &bytes, depth: depth + 1)
      }
      if members.isEmpty { bytes.append(0x0A) }
      Self.newLine(depth, in: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// An array of `count` elements, made by `element` as each is written.
  private static func write(_ count: Int, into bytes: inout [UInt8], depth: Int, _ element: (Int) -> JSONNode) {
    bytes.append(UInt8(ascii: "["))
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newLine(depth + 1, in: &bytes)
      element(index).write(into: &bytes, depth: depth + 1)
    }
    if count == 0 { bytes.append(0x0A) }
    newLine(depth, in: &bytes)
    bytes.append(UInt8(ascii: "]"))
  }

  /// A line break and the indentation of `depth`.
  private static func newLine(_ depth: Int, in bytes: inout [UInt8]) {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// A string in quotes as `JSONEncoder` spells it: `"` and `\` after a backslash, the C0
  /// controls as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00xx` (lowercase hex), a hidden character as
  /// `JSONEscaping` writes it, everything else, `/` included, as it is.
  private static func append(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { text in
      var start = 0
      var index = 0
      while index < text.count {
        let byte = text[index]
        if byte >= 0x7F {
          let (hidden, length) = JSONEscaping.hidden(in: text, at: index)
          if let hidden {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
            bytes.append(contentsOf: JSONEscaping.escape(hidden))
            start = index + length
          }
          index += length
          continue
        }
        defer { index += 1 }
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
        start = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x22, 0x5C: bytes.append(byte)
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: Array("u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

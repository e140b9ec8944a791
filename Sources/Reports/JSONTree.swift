import Foundation

/// A parsed JSON document: what `ReportJSONDecoder` decodes from.
///
/// Strings without escapes and numbers stay bytes of the document (`JSONSpan`), made into
/// values only when decoded, and keys are compared as bytes: a report is mostly keys and ids,
/// and a `String` for each had cost reading a 29 MB report back 27 MB more at its peak and a
/// merge an eighth more reading. Objects keep their members in order, as an array: a report's
/// objects have a handful of keys each, which a scan finds sooner than a dictionary hashes
/// them. Not `indirect`: arrays already hold their elements apart, and boxing each value as
/// well had cost that read 31 MB more.
enum JSONTree {
  case null
  case bool(Bool)
  /// The number as written (`-12.5e3`), converted by the type that decodes it.
  case number(JSONSpan)
  /// A string without escapes: its bytes in the document, checked to be UTF-8.
  case text(JSONSpan)
  /// A string with escapes, decoded.
  case string(String)
  case array([JSONTree])
  /// Members in document order; a key is `.text` or `.string`.
  case object([(key: JSONTree, value: JSONTree)])

  /// The JSON type's name, for messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .text, .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses `bytes` as one JSON value (RFC 8259), or throws an error naming the line and column.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTreeError) -> JSONTree {
    var parser = Parser(bytes: bytes)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.position == bytes.count else { throw parser.error("there is more after the JSON value") }
    return value
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Deeper nesting than this is refused rather than risking the stack (Foundation's limit).
    static let depthLimit = 512

    func error(_ message: String) -> JSONTreeError {
      var line = 1
      var lineStart = 0
      for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      // Columns count characters, not bytes: continuation bytes are not counted.
      let column = bytes[lineStart..<min(position, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1
      return JSONTreeError(line: line, column: column, message: message)
    }

    mutating func skipSpace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D: position += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(JSONTreeError) -> JSONTree {
      guard position < bytes.count else { throw error("the JSON ends where a value should be") }
      switch bytes[position] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return try string()
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw error("a value cannot start with \(describe(bytes[position]))")
      }
    }

    func describe(_ byte: UInt8) -> String {
      (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    mutating func literal(_ word: StaticString) throws(JSONTreeError) {
      let count = word.utf8CodeUnitCount
      guard position + count <= bytes.count,
        word.withUTF8Buffer({ bytes[position..<(position + count)].elementsEqual($0) })
      else { throw error("expected \(word)") }
      position += count
    }

    mutating func object(depth: Int) throws(JSONTreeError) -> JSONTree {
      guard depth <= Self.depthLimit else { throw error("the JSON nests deeper than \(Self.depthLimit) levels") }
      position += 1
      var members: [(key: JSONTree, value: JSONTree)] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error("expected a member name in quotes")
        }
        let key = try string()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
        position += 1
        skipSpace()
        members.append((key, try value(depth: depth)))
        skipSpace()
        guard position < bytes.count else { throw error("the JSON ends inside an object") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          skipSpace()
          if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
          }
        } else if bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        } else {
          throw error("expected ',' or '}' in an object")
        }
      }
    }

    mutating func array(depth: Int) throws(JSONTreeError) -> JSONTree {
      guard depth <= Self.depthLimit else { throw error("the JSON nests deeper than \(Self.depthLimit) levels") }
      position += 1
      var elements: [JSONTree] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      while true {
        skipSpace()
        elements.append(try value(depth: depth))
        skipSpace()
        guard position < bytes.count else { throw error("the JSON ends inside an array") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          // A comma before the closing bracket is accepted, as Foundation's decoder accepts it.
          skipSpace()
          if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
          }
        } else if bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(elements)
        } else {
          throw error("expected ',' or ']' in an array")
        }
      }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
    mutating func number() throws(JSONTreeError) -> JSONSpan {
      let start = position
      func digits() -> Int {
        let first = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - first
      }
      if bytes[position] == UInt8(ascii: "-") { position += 1 }
      let leadingZero = position < bytes.count && bytes[position] == UInt8(ascii: "0")
      let integer = digits()
      guard integer > 0, !(leadingZero && integer > 1) else { throw error("a number needs digits, and no leading zero") }
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        guard digits() > 0 else { throw error("a number needs digits after its '.'") }
      }
      if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
        position += 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw error("a number needs digits in its exponent") }
      }
      return JSONSpan(start: start, end: position)
    }

    mutating func string() throws(JSONTreeError) -> JSONTree {
      position += 1
      let start = position
      // Most strings have no escapes: one scan, and the bytes are the string.
      var ascii = true
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          let span = JSONSpan(start: start, end: position)
          guard ascii || Self.isUTF8(bytes[start..<position]) else {
            position = start
            throw error("a string is not valid UTF-8")
          }
          position += 1
          return .text(span)
        }
        if byte == UInt8(ascii: "\\") { break }
        guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
        if byte >= 0x80 { ascii = false }
        position += 1
      }
      var text = Array(bytes[start..<position])
      while position < bytes.count {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
          position += 1
          guard let decoded = String(validating: text, as: UTF8.self) else {
            position = start
            throw error("a string is not valid UTF-8")
          }
          return .string(decoded)
        case UInt8(ascii: "\\"):
          position += 1
          guard position < bytes.count else { break }
          let escaped = bytes[position]
          position += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
              guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
              else { throw error("a high surrogate must be followed by a low one") }
              position += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate must be followed by a low one") }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let value = Unicode.Scalar(scalar) else { throw error("a lone low surrogate is not a character") }
            text.append(contentsOf: String(Character(value)).utf8)
          default:
            position -= 1
            throw error("\\\(describe(escaped)) is not a JSON escape")
          }
        default:
          guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
          text.append(byte)
          position += 1
        }
      }
      throw error("the JSON ends inside a string")
    }

    static func isUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid: continue
        case .error: return false
        case .emptyInput: return true
        }
      }
    }

    mutating func hex4() throws(JSONTreeError) -> UInt32 {
      guard position + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[position]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("\\u needs four hexadecimal digits")
        }
        value = value << 4 | UInt32(digit)
        position += 1
      }
      return value
    }
  }
}

/// Where a string's or number's bytes are in the document.
struct JSONSpan {
  var start: Int
  var end: Int
}

/// Text that is not JSON, at a line and column (both from 1; columns count characters).
struct JSONTreeError: Error, CustomStringConvertible {
  var line: Int
  var column: Int
  var message: String

  var description: String { "line \(line), column \(column): \(message)" }
}

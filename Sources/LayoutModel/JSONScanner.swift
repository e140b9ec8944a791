import TextEscaping

/// The cursor and grammar behind `JSONParser`: one pass over the bytes, tracking line and column.
struct JSONScanner {
  let bytes: [UInt8]
  let file: String
  let maxDepth: Int
  /// The longest number literal accepted, in bytes.
  let maxNumberLength = 100
  var index = 0
  var line = 1
  var column = 1

  var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private var atEnd: Bool { index >= bytes.count }

  private func error(_ message: String, at location: SourceLocation? = nil) -> JSONParseError {
    JSONParseError(location: location ?? self.location, message: message)
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if atEnd { throw error("the file is empty; expected a JSON object") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if !atEnd { throw error("unexpected \(describeCurrent()) after the end of the JSON value") }
    return value
  }

  // MARK: Whitespace and characters

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09:
        advance()
      case 0x0A:
        index += 1
        newLine()
      case 0x0D:
        // CR LF is one line break; a lone CR is one too, as editors show it.
        index += 1
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        newLine()
      default:
        return
      }
    }
  }

  /// Steps over `count` bytes of one line, each one column.
  private mutating func advance(by count: Int = 1) {
    index += count
    column += count
  }

  private mutating func newLine() {
    line += 1
    column = 1
  }

  /// Describes the character at the cursor for an "unexpected …" message.
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if let (scalar, _) = UTF8Validation.decode(bytes, at: index) {
      if byte >= 0x20 && byte < 0x7F { return "character \"\(Character(scalar))\"" }
      return "character " + VisibleText.codePoint(scalar)
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true)) (the file is not valid UTF-8)"
  }

  private func invalidUTF8() -> JSONParseError {
    let hex = String(bytes[index], radix: 16, uppercase: true)
    return error(
      "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); save the file as UTF-8")
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["):
      return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try parseString()), location: start)
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return JSONValue(kind: .bool(true), location: start)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return JSONValue(kind: .bool(false), location: start)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return JSONValue(kind: .null, location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try parseNumber()), location: start)
    default:
      if bytes[index] >= 0x80, UTF8Validation.decode(bytes, at: index) == nil {
        throw invalidUTF8()
      }
      throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String) throws(JSONParseError) {
    let start = location
    for expected in word.utf8 {
      guard index < bytes.count, bytes[index] == expected else {
        throw error("invalid literal; expected \"\(word)\"", at: start)
      }
      advance()
    }
  }

  /// Steps into the array or object at the cursor: where it opens, and whether `bracket`
  /// closes it at once (then past the bracket).
  private mutating func open(_ bracket: Unicode.Scalar, depth: Int) throws(JSONParseError) -> (SourceLocation, empty: Bool) {
    if depth > maxDepth {
      throw error("nesting is too deep: more than \(maxDepth) levels of arrays and objects")
    }
    let start = location
    advance()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: bracket) else { return (start, false) }
    advance()
    return (start, true)
  }

  private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
    let (start, empty) = try open("]", depth: depth)
    var elements: [JSONValue] = []
    if empty { return JSONValue(kind: .array([]), location: start) }
    repeat {
      elements.append(try parseValue(depth: depth))
    } while try !closes("]", "array", openedAt: start)
    return JSONValue(kind: .array(elements), location: start)
  }

  private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
    let (start, empty) = try open("}", depth: depth)
    var members: [JSONMember] = []
    if empty { return JSONValue(kind: .object([]), location: start) }
    // A case's objects have a few keys each: a scan finds a repeat sooner than a dictionary
    // hashes every key. A large object (hostile input) switches to a dictionary, so the check
    // stays linear.
    var seen: [String: SourceLocation]?
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of file; the object opened at line \(start.line), column \(start.column) is not closed")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()); expected a key in double quotes")
      }
      let keyLocation = location
      let key = try parseString()
      if seen == nil, members.count == 16 {
        seen = Dictionary(members.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
      }
      let repeated = seen.map { $0[key] } ?? members.first { $0.key == key }?.keyLocation
      if let first = repeated {
        throw error(
          "duplicate key \"\(key)\"; it is already defined at line \(first.line), column \(first.column)",
          at: keyLocation)
      }
      seen?[key] = keyLocation
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()); expected \":\" after the key \"\(key)\"")
      }
      advance()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      if try closes("}", "object", openedAt: start) { return JSONValue(kind: .object(members), location: start) }
    }
  }

  /// After an element of the array or object opened at `start`: true past its closing
  /// bracket, false past a comma (which another element must follow).
  private mutating func closes(
    _ bracket: Unicode.Scalar, _ what: String, openedAt start: SourceLocation
  ) throws(JSONParseError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("unexpected end of file; the \(what) opened at line \(start.line), column \(start.column) is not closed")
    }
    switch bytes[index] {
    case UInt8(ascii: ","):
      advance()
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: bracket) {
        throw error("trailing comma before \"\(bracket)\" is not allowed in JSON")
      }
      return false
    case UInt8(ascii: bracket):
      advance()
      return true
    default:
      throw error("unexpected \(describeCurrent()); expected \",\" or \"\(bracket)\"")
    }
  }

  // MARK: Strings

  private mutating func parseString() throws(JSONParseError) -> String {
    let start = location
    advance()
    // Most strings are printable ASCII up to their closing quote: one scan, no copying byte by
    // byte (case files are parsed by every process of a sharded run).
    var end = index
    while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""),
      bytes[end] != UInt8(ascii: "\\")
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let text = String(decoding: bytes[index..<end], as: UTF8.self)
      column += end - index + 1
      index = end + 1
      return text
    }
    var buffer: [UInt8] = Array(bytes[index..<end])
    column += end - index
    index = end
    while true {
      guard index < bytes.count else {
        throw error(
          "unexpected end of file; the string starting at line \(start.line), column \(start.column) is not closed")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0x00..<0x20:
        let hint = byte == 0x0A ? " (is a closing quote missing?)" : ""
        throw error("control character \(VisibleText.codePoint(Unicode.Scalar(byte))) must be escaped inside a string\(hint)")
      case 0x20..<0x80:
        buffer.append(byte)
        advance()
      default:
        guard let (_, length) = UTF8Validation.decode(bytes, at: index) else { throw invalidUTF8() }
        buffer.append(contentsOf: bytes[index..<index + length])
        index += length
        column += 1
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
    let start = location
    advance()
    guard index < bytes.count else { throw error("unexpected end of file in an escape sequence") }
    let byte = bytes[index]
    advance()
    switch byte {
    case UInt8(ascii: "\""): buffer.append(0x22)
    case UInt8(ascii: "\\"): buffer.append(0x5C)
    case UInt8(ascii: "/"): buffer.append(0x2F)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try parseHex4(escapeStart: start)
      var scalarValue = unit
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = location
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(
            "unpaired high surrogate \\u\(hex4(unit)); it must be followed by a low surrogate \\uDC00–\\uDFFF",
            at: start)
        }
        advance(by: 2)
        let low = try parseHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            "unpaired high surrogate \\u\(hex4(unit)); it is followed by \\u\(hex4(low)), not a low surrogate \\uDC00–\\uDFFF",
            at: start)
        }
        scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(
          "unpaired low surrogate \\u\(hex4(unit)); it must follow a high surrogate \\uD800–\\uDBFF",
          at: start)
      }
      // Surrogates were handled above, so every remaining value is a valid scalar.
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw error("invalid escape \\u\(hex4(unit))", at: start)
      }
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw error(
        "invalid escape sequence; after \"\\\" JSON allows only \" \\ / b f n r t u", at: start)
    }
  }

  private mutating func parseHex4(escapeStart: SourceLocation) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("unexpected end of file in a \\u escape") }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw error("a \\u escape needs exactly four hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = location
    let startIndex = index
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    var i = index
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else { throw error("invalid number: \"-\" must be followed by a digit", at: start) }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if isDigit(i) { throw error("invalid number: leading zeros are not allowed in JSON", at: start) }
    } else {
      while isDigit(i) { i += 1 }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else {
        throw error("invalid number: a digit must follow the decimal point", at: start)
      }
      while isDigit(i) { i += 1 }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard isDigit(i) else { throw error("invalid number: the exponent has no digits", at: start) }
      while isDigit(i) { i += 1 }
    }
    let length = i - startIndex
    guard length <= maxNumberLength else {
      throw error(
        "number is too long (\(length) characters; at most \(maxNumberLength) are accepted)",
        at: start)
    }
    let text = String(decoding: bytes[startIndex..<i], as: UTF8.self)
    index = i
    column += length
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text) is out of range: it is not a finite double", at: start)
    }
    return value
  }
}

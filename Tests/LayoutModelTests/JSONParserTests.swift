import Foundation
import Testing
@testable import LayoutModel

@Suite("JSONParser")
struct JSONParserTests {
  private func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try JSONParser().parse(Data(bytes), file: "f.json")
  }

  private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private func failure(_ bytes: [UInt8]) -> JSONParseError? {
    do {
      _ = try parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("locates values and keys, keeping key order")
  func locations() throws {
    let value = try parse("{\n  \"b\": [1, true],\n  \"a\": \"é\", \"c\": null\n}")
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "c"])
    #expect(members[0].keyLocation == SourceLocation(file: "f.json", line: 2, column: 3))
    #expect(members[0].value.location.column == 8)
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("expected an array")
      return
    }
    #expect(elements[1].location == SourceLocation(file: "f.json", line: 2, column: 12))
    #expect(members[2].keyLocation == SourceLocation(file: "f.json", line: 3, column: 13))
  }

  @Test("columns count Unicode scalars, not bytes")
  func columnsCountScalars() {
    let error = failure(Array("[\"ééé\", x]".utf8))
    #expect(error?.location.column == 9)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
      self.init(name, Array(text.utf8), line, column, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
      self.name = name
      self.bytes = bytes
      self.line = line
      self.column = column
      self.message = message
    }
  }

  static let bad: [Bad] = [
    Bad("duplicate key", "{\"a\": 1,\n \"a\": 2}", 2, 2, "duplicate key \"a\"; it is already defined at line 1, column 2"),
    Bad(
      "duplicate key in an object of more than 16 keys",
      "{" + (0..<20).map { "\"k\($0)\": 0" }.joined(separator: ", ") + ",\n\"k3\": 1}", 2, 1,
      "duplicate key \"k3\"; it is already defined at line 1, column 29"),
    Bad("duplicate key after escaped text", "{\"é\\n\": 1, \"é\\n\": 2}", 1, 12, "duplicate key \"é\n\"; it is already defined at line 1, column 2"),
    Bad("invalid UTF-8 in a string", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 1, 4, "invalid UTF-8 byte 0xFF; save the file as UTF-8"),
    Bad("overlong UTF-8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xC0; save the file as UTF-8"),
    Bad("encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xED; save the file as UTF-8"),
    Bad("invalid UTF-8 outside strings", [0x0A, 0x20, 0xFE], 2, 2, "invalid UTF-8 byte 0xFE; save the file as UTF-8"),
    Bad("unpaired high surrogate", "[\"x\\uD83D\"]", 1, 4, "unpaired high surrogate \\uD83D; it must be followed by a low surrogate \\uDC00–\\uDFFF"),
    Bad("high surrogate then non-surrogate", "\"\\uD83D\\u0041\"", 1, 2, "unpaired high surrogate \\uD83D; it is followed by \\u0041, not a low surrogate \\uDC00–\\uDFFF"),
    Bad("unpaired low surrogate", "\"\\uDE00\"", 1, 2, "unpaired low surrogate \\uDE00; it must follow a high surrogate \\uD800–\\uDBFF"),
    Bad("number out of range", "[1, 1e400]", 1, 5, "number 1e400 is out of range: it is not a finite double"),
    Bad("number too long", "[" + String(repeating: "1", count: 101) + "]", 1, 2, "number is too long (101 characters; at most 100 are accepted)"),
    Bad("leading zero", "[01]", 1, 2, "invalid number: leading zeros are not allowed in JSON"),
    Bad("trailing comma", "[1,\n]", 2, 1, "trailing comma before \"]\" is not allowed in JSON"),
    Bad("empty file", "  ", 1, 3, "the file is empty; expected a JSON object"),
    Bad("raw newline in a string", "\"ab\ncd\"", 1, 4, "control character U+000A must be escaped inside a string (is a closing quote missing?)"),
    Bad("comment", "{} // no", 1, 4, "unexpected character \"/\" after the end of the JSON value"),
    Bad("unquoted key", "{a: 1}", 1, 2, "unexpected character \"a\"; expected a key in double quotes"),
    Bad("unterminated", "{\"a\": [1", 1, 9, "unexpected end of file; the array opened at line 1, column 7 is not closed"),
  ]

  @Test("rejects invalid JSON with a located message", arguments: bad)
  func rejects(_ example: Bad) {
    let error = failure(example.bytes)
    #expect(error?.location.line == example.line)
    #expect(error?.location.column == example.column)
    #expect(error?.message == example.message)
  }

  @Test("bounds nesting depth instead of overflowing the stack")
  func deepNesting() {
    let depth = 100_000
    let error = failure(Array(repeating: UInt8(ascii: "["), count: depth))
    #expect(error?.location == SourceLocation(file: "f.json", line: 1, column: 129))
    #expect(error?.message == "nesting is too deep: more than 128 levels of arrays and objects")
    let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(throws: Never.self) { try parse(ok) }
  }

  @Test("skips a leading UTF-8 byte order mark")
  func byteOrderMark() throws {
    let value = try parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    #expect(value.location.column == 1)
    #expect(failure([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D])?.location.column == 1)
  }

  @Test("decodes escapes and surrogate pairs")
  func escapes() throws {
    let value = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00""#)
    #expect(value.kind == .string("a\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}"))
  }

  @Test("accepts the number grammar", arguments: ["0", "-0", "1.5", "-2e3", "1E+2", "0.25e-1"])
  func numbers(_ text: String) throws {
    let value = try parse(text)
    #expect(value.kind == .number(Double(text)!))
  }

  @Test("never traps on arbitrary bytes")
  func fuzz() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("{}[]\":,\\u0123456789eE.+-tfnalrs \n\u{FF}".utf8)
    for _ in 0..<3_000 {
      let length = Int.random(in: 0..<40, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      _ = try? parse(bytes)
    }
  }
}

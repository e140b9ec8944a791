import Foundation
import Testing

@testable import LayoutModel

/// The imported record's source map names values by JSON Pointer (RFC 6901,
/// https://www.rfc-editor.org/rfc/rfc6901): `~1` stands for `/` and `~0` for `~` in a token.
@Suite("Source map pointers")
struct SourceMapPointerTests {
  static let document = #"{"view": {"a/b": 1, "c~d": [true, {"e": "x"}], "plain": 2}}"#

  @Test(
    "A pointer names the value it resolves to, escapes decoded",
    arguments: [("/view/a~1b", "1"), ("/view/c~0d/0", "true"), ("/view/c~0d/1/e", "\"x\""), ("/view/plain", "2")])
  func resolves(pointer: String, expected: String) throws {
    let root = try JSONParser().parse(Data(Self.document.utf8), file: "case.json")
    let value = try #require(DecodingState.resolve(pointer: pointer, in: root))
    // The document is one line of ASCII, so a value's column is its byte offset plus one.
    let text = String(decoding: Data(Self.document.utf8)[(value.location.column - 1)...].prefix(expected.utf8.count), as: UTF8.self)
    #expect(text == expected)
  }

  @Test("A pointer to nothing resolves to nothing", arguments: ["/view/a/b", "/view/c~0d/2", "/view/missing", "view"])
  func missing(pointer: String) throws {
    let root = try JSONParser().parse(Data(Self.document.utf8), file: "case.json")
    #expect(DecodingState.resolve(pointer: pointer, in: root) == nil)
  }
}

import Testing

@testable import LocaleEngine

@Suite("Escaped text")
struct EscapedTextTests {
  @Test("Escapes decode", arguments: [
    ("\\u{2066}-00:05\\u{2069}", "\u{2066}-00:05\u{2069}"), ("plain", "plain"),
    ("a\\\\b", "a\\b"), ("\\u{1E951}", "\u{1E951}"), ("\\u{61c}", "\u{061C}"),
  ])
  func decodes(input: String, expected: String) throws {
    #expect(try EscapedText.decode(input) == expected)
  }

  @Test("Bad escapes name their column", arguments: [
    ("abc\\", 4), ("\\x41", 1), ("\\u{}", 1), ("\\u{D800}", 1), ("\\u{110000}", 1),
    ("\\u{12345678}", 1), ("ab\\u{12", 3), ("\\u{12G}", 6),
  ])
  func rejects(input: String, column: Int) {
    do {
      _ = try EscapedText.decode(input)
      Issue.record("\(input) decoded")
    } catch {
      #expect(error.column == column)
    }
  }
}

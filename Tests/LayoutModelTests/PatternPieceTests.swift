import Testing

@testable import LayoutModel

/// The one reader of date-pattern syntax, for a case's fixed patterns and ICU's patterns alike.
/// Quoting as ICU's SimpleDateFormat documents it:
/// https://unicode-org.github.io/icu/userguide/format_parse/datetime/
@Suite("Date pattern syntax")
struct PatternPieceTests {
  @Test(
    "Letters are fields, quoted text and '' are literal",
    arguments: [
      ("HH:mm:ss", [PatternPiece.field("H", width: 2), .literal(":"), .field("m", width: 2), .literal(":"), .field("s", width: 2)]),
      ("h 'h' mm", [.field("h", width: 1), .literal(" h "), .field("m", width: 2)]),
      ("mm''ss", [.field("m", width: 2), .literal("'"), .field("s", width: 2)]),
      ("'it''s' m", [.literal("it's "), .field("m", width: 1)]),
      ("m.ss,", [.field("m", width: 1), .literal("."), .field("s", width: 2), .literal(",")]),
      ("''", [.literal("'")]),
      ("", []),
    ])
  func pieces(pattern: String, expected: [PatternPiece]) throws {
    #expect(try PatternPiece.split(pattern) == expected)
  }

  @Test("A quote that never closes is an error at its own character", arguments: [("mm 'ss", 4), ("'", 1), ("'a' 'b", 5)])
  func unclosed(pattern: String, offset: Int) {
    #expect(throws: PatternPiece.UnclosedQuote(offset: offset)) { try PatternPiece.split(pattern) }
  }

  @Test("A case's fixed pattern says where its quote opened")
  func fixedPatternQuote() {
    #expect(throws: FixedTimePatternError(pattern: "mm 'ss", reason: "a quote opened at character 4 is not closed")) {
      try FixedTimePattern("mm 'ss")
    }
  }
}

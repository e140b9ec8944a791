import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The byte search `TextContainment` takes for plain texts answers as Foundation does.
@Suite("Text containment")
struct TextContainmentTests {
  /// Every plain scalar below U+FFFF and the plain ones above it.
  static let plainScalars: [Unicode.Scalar] = (0..<0x20000).compactMap { Unicode.Scalar($0) }
    .filter(TextContainment.isPlain)

  @Test("Each plain scalar is found, and found only, where Foundation finds it")
  func plainScalars() {
    #expect(Self.plainScalars.count > 350)
    for scalar in Self.plainScalars {
      let part = String(scalar)
      for text in ["a\(part)b", "\(part)", "ab", "\u{0627}\u{0660}\(part)\u{200F}", "\(part)\(part)"] {
        #expect(TextContainment.contains(text, part) == text.contains(part), "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test("Random texts of plain scalars and others: the same answers as Foundation")
  func randomTexts() {
    // Plain scalars mixed with what must go to Foundation: decomposable letters and their
    // decompositions, combining marks, CR LF, emoji with a joiner, Hangul jamo.
    let tricky: [String] = [
      "\u{00E9}", "e\u{0301}", "\u{0301}", "\u{0622}", "\u{0627}\u{0653}", "\u{0654}", "\u{0623}", "\r", "\r\n",
      "\u{1F469}\u{200D}\u{1F4BB}", "\u{200D}", "\u{1100}\u{1161}", "\u{AC00}", "\u{064B}", "\u{06DD}",
    ]
    let common = ["0", "5", ":", " ", "-", "\u{0660}", "\u{0665}", "\u{200E}", "\u{061C}", "\u{0627}", "\u{062F}", "m", "e"]
    var generator = SeededGenerator(seed: 16)
    func text(_ length: Int) -> String {
      (0..<length).map { _ -> String in
        switch generator.next() % 4 {
        case 0: tricky[Int(generator.next() % UInt64(tricky.count))]
        case 1: String(Self.plainScalars[Int(generator.next() % UInt64(Self.plainScalars.count))])
        default: common[Int(generator.next() % UInt64(common.count))]
        }
      }.joined()
    }
    var found = 0
    for _ in 0..<20_000 {
      let haystack = text(Int(generator.next() % 9))
      let needle = text(1 + Int(generator.next() % 3))
      let answer = TextContainment.contains(haystack, needle)
      #expect(answer == haystack.contains(needle), "\(haystack.unicodeScalars.map { $0.value }) ⊇ \(needle.unicodeScalars.map { $0.value })")
      if answer { found += 1 }
    }
    // Not a comparison of misses alone.
    #expect(found > 500)
  }

  @Test("Canonically equivalent text counts, an empty part never does", arguments: [
    ("caf\u{00E9}", "e\u{0301}", true), ("\u{0622}", "\u{0627}\u{0653}", true), ("25:00", "", false),
    ("\u{200F}\u{0662}\u{0665}:\u{0660}\u{0660}", "\u{0662}\u{0665}", true), ("abc", "abcd", false),
  ])
  func examples(text: String, part: String, expected: Bool) {
    #expect(TextContainment.contains(text, part) == expected)
  }
}

/// The ASCII shortcuts of the display tokens answer as the Unicode properties do.
@Suite("Display token shortcuts")
struct DisplayTokenShortcutTests {
  @Test("Every ASCII character and CR LF: kind and digit value as the properties give them")
  func asciiAsProperties() {
    let characters: [Character] = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "5\u{0301}", "\u{0661}\u{0301}"]
    for character in characters {
      #expect(DisplayToken.kind(of: character) == DisplayToken.kindByProperties(of: character), "\(character.unicodeScalars.map(\.value))")
      #expect(DisplayToken.digitValue(String(character)) == DisplayToken.digitValueByProperties(String(character)))
    }
    #expect(DisplayToken.kind(of: "7") == .digit)
    #expect(DisplayToken.kind(of: "\u{0667}") == .digit)
    #expect(GlyphMetrics.advance(of: "1", monospacedDigits: false) == 0.42)
    #expect(GlyphMetrics.advance(of: "\u{0661}", monospacedDigits: false) == 0.42)
    #expect(GlyphMetrics.advance(of: "1", monospacedDigits: true) == 0.6)
  }
}

import Testing

@testable import LocaleEngine

@Suite("Bidi")
struct BidiTests {
  @Test("-00:05 in a right-to-left paragraph shows as 00:05-")
  func overtimeInRTL() throws {
    let paragraph = try Bidi.resolve("-00:05", direction: .rtl)
    #expect(paragraph.visualOrder == [1, 2, 3, 4, 5, 0])
    #expect(paragraph.visualString == "00:05-")
    #expect(paragraph.paragraphLevel == 1)
  }

  @Test("An isolate keeps -00:05 in order inside a right-to-left paragraph")
  func isolate() throws {
    let paragraph = try Bidi.resolve("\u{2066}-00:05\u{2069}", direction: .rtl)
    let shown = paragraph.visualOrder.filter { $0 != 0 && $0 != 7 }
    #expect(shown == [1, 2, 3, 4, 5, 6])
  }

  @Test("25 : 00 with spaces shows as 00 : 25 in a right-to-left paragraph")
  func spacedTime() throws {
    #expect(try Bidi.resolve("25 : 00", direction: .rtl).visualString == "00 : 25")
  }

  @Test("Arabic-Indic digits stay left to right under RTL")
  func arabicIndic() throws {
    let paragraph = try Bidi.resolve("٢٥:٠٠", direction: .rtl)
    #expect(paragraph.visualOrder == [0, 1, 2, 3, 4])
  }

  @Test("Adlam digits are class R: an Adlam time string is displayed reversed")
  func adlam() throws {
    let text = "𞥑𞥒:𞥓𞥔"
    #expect(Bidi.bidiClass(of: "𞥑".unicodeScalars.first!) == "R")
    let paragraph = try Bidi.resolve(text, direction: .rtl)
    // Four supplementary digits (two UTF-16 units each) and a colon, all at level 1.
    #expect(paragraph.levels.allSatisfy { $0 == 1 })
    #expect(paragraph.visualString == String(text.reversed()))
  }

  @Test("Auto direction takes the first strong character")
  func auto() throws {
    #expect(try Bidi.resolve("abc", direction: .auto).paragraphLevel == 0)
    #expect(try Bidi.resolve("אבג", direction: .auto).paragraphLevel == 1)
    #expect(try Bidi.resolve("123", direction: .auto).paragraphLevel == 0)
  }

  @Test("Runs and maps are consistent")
  func runs() throws {
    let paragraph = try Bidi.resolve("abc אבג 123", direction: .ltr)
    #expect(paragraph.runs.reduce(0) { $0 + $1.length } == paragraph.text.count)
    for (visual, logical) in paragraph.visualOrder.enumerated() {
      #expect(paragraph.logicalToVisual[Int(logical)] == visual)
    }
  }

  @Test("Empty text resolves to an empty paragraph")
  func empty() throws {
    let paragraph = try Bidi.resolve("", direction: .rtl)
    #expect(paragraph.levels.isEmpty)
    #expect(paragraph.runs.isEmpty)
  }

  @Test("Over-long text is refused with a clear error")
  func tooLong() {
    #expect(throws: BidiError.tooLong(100_001)) {
      try Bidi.resolve(String(repeating: "a", count: 100_001), direction: .ltr)
    }
  }
}

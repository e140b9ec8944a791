import Testing
@testable import Reports

@Suite("Escaping")
struct EscapingTests {
  @Test("makes hidden, reordering and XML-forbidden characters visible")
  func visible() {
    #expect(VisibleText.make("a\u{202E}b\u{0}c\u{200E}d\u{FEFF}") == #"a\u{202E}b\u{0}c\u{200E}d\u{FEFF}"#)
    #expect(VisibleText.make("x\ny", keepingLineBreaks: true) == "x\ny")
    #expect(VisibleText.make("x\ny") == #"x\u{A}y"#)
    #expect(VisibleText.make("👩‍💻 ٢٥:٠٠ שלום") == "👩‍💻 ٢٥:٠٠ שלום")  // ZWJ, digits and letters stay
    #expect(VisibleText.make("\u{FFFF}") == #"\u{FFFF}"#)
  }

  @Test("escapes XML text and attributes, optionally as ASCII")
  func xml() {
    #expect(XMLEscaping.text(#"<a href="x">&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
    #expect(XMLEscaping.attribute("a\nb\tc") == "a&#xA;b&#x9;c")
    #expect(XMLEscaping.text("a\nb") == "a\nb")
    #expect(XMLEscaping.text("é٢\u{1F600}", asciiOnly: true) == "&#xE9;&#x662;&#x1F600;")
    #expect(XMLEscaping.text("\u{8}\u{B}", asciiOnly: true) == #"\u{8}\u{B}"#)
    #expect(XMLEscaping.text("\r") == "&#xD;")
  }

  @Test("numbers repeated names")
  func uniqueNames() {
    var names = UniqueNames()
    #expect(["a", "a", "b", "a", "a #2"].map { names.claim($0) } == ["a", "a #2", "b", "a #3", "a #2 #2"])
  }
}

import Foundation
import Testing
@testable import Reports
import ReportModel

@Suite("Escaping")
struct EscapingTests {
  @Test("makes hidden, reordering and XML-forbidden characters visible")
  func visible() {
    #expect(VisibleText.make("a\u{202E}b\u{0}c\u{200E}d\u{FEFF}") == #"a\u{202E}b\u{0}c\u{200E}d\u{FEFF}"#)
    #expect(VisibleText.make("x\ny", keepingLineBreaks: true) == "x\ny")
    #expect(VisibleText.make("x\ny") == #"x\u{A}y"#)
    #expect(VisibleText.make("👩‍💻 ٢٥:٠٠ שלום") == "👩‍💻 ٢٥:٠٠ שלום")  // ZWJ, digits and letters stay
    #expect(VisibleText.make("\u{FFFF}") == #"\u{FFFF}"#)
    // One policy everywhere: a space that is not U+0020 is shown, as the locale engine's AM/PM
    // patterns need (en puts U+202F before AM).
    #expect(VisibleText.make("1:02\u{202F}AM") == #"1:02\u{202F}AM"#)
    #expect(VisibleText.make("\u{200E}-5") == #"\u{200E}-5"#)
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

  static let xmlSamples = [
    "plain name-1 [tvos-26]", #"<a href="x">&'</a>"#, "a\nb\tc\r", "é٢\u{1F600}", "\u{8}\u{B}\u{202E}",
    "ar, fa, he, ur (805 locales): ٠١:٢٣ \u{200F}-5 👩‍💻", "",
  ]

  @Test("writes into a document the bytes it returns as a string", arguments: xmlSamples, [true, false])
  func xmlAppend(sample: String, asciiOnly: Bool) {
    for inAttribute in [true, false] {
      var data = Data("x".utf8)
      XMLEscaping.append(sample, inAttribute: inAttribute, asciiOnly: asciiOnly, to: &data)
      let expected = inAttribute
        ? XMLEscaping.attribute(sample, asciiOnly: asciiOnly) : XMLEscaping.text(sample, asciiOnly: asciiOnly)
      #expect(String(decoding: data, as: UTF8.self) == "x" + expected, "inAttribute \(inAttribute)")
    }
  }

  @Test("builds indented XML with every value escaped as ASCII")
  func xmlBuilder() {
    var xml = XMLBuilder()
    xml.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    xml.open("a", [("n", "x<y"), ("m", "é")])
    xml.empty("b", [("k", "1\n2")])
    xml.element("c", [("t", "v")], text: "٢ & \u{202E}")
    xml.element("d", text: "")
    for _ in 0..<40 { xml.open("e") }
    xml.empty("f")
    for _ in 0..<40 { xml.close("e") }
    xml.close("a")
    let deep = (0..<40).map { String(repeating: "  ", count: $0 + 1) + "<e>\n" }.joined()
      + String(repeating: "  ", count: 41) + "<f/>\n"
      + (0..<40).reversed().map { String(repeating: "  ", count: $0 + 1) + "</e>\n" }.joined()
    #expect(
      String(decoding: xml.data, as: UTF8.self) == #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<a n="x&lt;y" m="&#xE9;">"# + "\n"
        + #"  <b k="1&#xA;2"/>"# + "\n" + #"  <c t="v">&#x662; &amp; \u{202E}</c>"# + "\n" + "  <d></d>\n"
        + deep + "</a>\n")
  }

  @Test("escapes hidden characters in encoded JSON as \\u escapes that read back as the same string")
  func json() throws {
    let hostile = "a\u{202E}b\u{2066}c\u{200B}d\u{2028}e\u{FEFF}f\u{85}g\u{10FFFF}h\u{200D}i"
    let encoded = try JSONNodeTests.foundation.encode(["k": hostile])
    let escaped = JSONEscaping.escapingHidden(encoded)
    let text = String(decoding: escaped, as: UTF8.self)
    #expect(text.contains(#"a\u202Eb\u2066c\u200Bd\u2028e\uFEFFf\u0085g\uDBFF\uDFFFh"#), "\(text)")
    #expect(text.contains("\u{200D}i"), "ZWJ stays, as VisibleText leaves it")
    #expect(try JSONDecoder().decode([String: String].self, from: escaped) == ["k": hostile])
    let plain = try JSONNodeTests.foundation.encode(["k": "plain ٢٥:٠٠ 👩‍💻"])
    #expect(JSONEscaping.escapingHidden(plain) == plain)
    // DEL is hidden too, in otherwise ASCII text, and past the eight-byte fast path.
    let del = JSONEscaping.escapingHidden(Data(#"{"k":"abcdefghij\#u{7F}"}"#.utf8))
    #expect(String(decoding: del, as: UTF8.self) == #"{"k":"abcdefghij\u007F"}"#)
  }

  @Test("the JSON report and SARIF never hold a raw bidi control, and the JSON report reads back the same")
  func reportsEscapeHiddenCharacters() throws {
    let report = Fixtures.report()
    let json = try JSONReportWriter().render(report, context: ReportContext())
    let sarif = try SARIFWriter().render(report, context: ReportContext())
    for data in [json, sarif] {
      let scalars = String(decoding: data, as: UTF8.self).unicodeScalars
      #expect(!scalars.contains { $0.value >= 0x7F && VisibleText.isHidden($0, keepingLineBreaks: true) })
    }
    #expect(try JSONReportWriter.read(json, path: "report.json") == report)
  }

  @Test("numbers repeated names")
  func uniqueNames() {
    var names = UniqueNames()
    #expect(["a", "a", "b", "a", "a #2"].map { names.claim($0) } == ["a", "a #2", "b", "a #3", "a #2 #2"])
  }

  @Test("finds a hidden character after any run of ASCII, and leaves other text as it is")
  func hiddenAfterASCII() {
    for count in 0..<20 {
      let prefix = String(repeating: "a", count: count)
      let hidden = Data("\"\(prefix)\u{202E}x\"".utf8)
      #expect(String(decoding: JSONEscaping.escapingHidden(hidden), as: UTF8.self) == "\"\(prefix)\\u202Ex\"")
      let visible = Data("\"\(prefix)é٢👩‍💻\"".utf8)
      #expect(JSONEscaping.escapingHidden(visible) == visible)
    }
  }
}

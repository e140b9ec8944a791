import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("HTML sign-off")
struct HTMLWriterTests {
  func render(_ report: AuditReport = Fixtures.report()) throws -> String {
    String(decoding: try HTMLWriter().render(report, context: ReportContext()), as: UTF8.self)
  }

  @Test("parses as XML and as HTML")
  func wellFormed() throws {
    let file = try Python.file(Data(try render().utf8), named: "report.html")
    let script = """
      import sys, xml.etree.ElementTree as ET
      from html.parser import HTMLParser
      text = open(sys.argv[1], encoding='utf-8').read()
      root = ET.fromstring(text)
      ns = '{http://www.w3.org/1999/xhtml}'
      assert root.tag == ns + 'html', root.tag
      assert root.findall('.//' + ns + 'script') == [], 'script element'
      svgs = root.findall('.//{http://www.w3.org/2000/svg}svg')
      print('svg', len(svgs))
      HTMLParser().feed(text)
      """
    let outcome = try Python.run(script, [file.path])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains("svg 2"))
  }

  @Test("escapes every string from a case, in text and attributes")
  func escaping() throws {
    let html = try render()
    #expect(!html.contains("<script"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&quot;quotes&quot; &amp; &lt;tags&gt; and &#39;apostrophes&#39;"))
    #expect(html.contains(#"Time \u{202E}left\u{0}\u{7} 100% done"#))
    #expect(!html.unicodeScalars.contains { $0.value == 0x202E || ($0.value < 0x20 && $0 != "\n") })
    #expect(html.contains("&lt;reflection&gt;"))  // an element label inside the figure
  }

  @Test("is self-contained: no scripts, external resources or network")
  func selfContained() throws {
    let html = try render()
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("@import"))
    #expect(!html.contains("url("))
    #expect(html.contains("<style>"))
  }

  @Test("leads with a verdict banner and anchored sections")
  func structure() throws {
    let html = try render()
    #expect(html.contains(#"<header class="banner fail" role="status"><h1>Not approved</h1>"#))
    for id in ["audited", "requirements", "rules", "pictures", "waivers", "baseline", "expectations", "failures"] {
      #expect(html.contains(#"<section id="\#(id)">"#))
      #expect(html.contains(##"<a href="#\##(id)">"##))
    }
    #expect(html.contains("<strong>Partially Supports</strong>"))
    #expect(html.contains(#"<dt>Expected</dt><dd><code><bdo dir="ltr">25:00</bdo></code></dd>"#))
  }

  @Test("draws the failing right-to-left picture beside the left-to-right one")
  func pictures() throws {
    let html = try render()
    let hebrew = try #require(html.range(of: "<strong>he</strong> · right to left · tvos-26 · tick 1500 — fails"))
    let english = try #require(html.range(of: "<strong>en</strong> · left to right · tvos-26 · tick 1500 — for comparison"))
    #expect(hebrew.lowerBound < english.lowerBound)
    // Mirrored glyphs are drawn mirrored, reflections flipped (and both for the Hebrew reflection).
    #expect(html.contains("scale(-1 1)"))
    #expect(html.contains("scale(-1 -1)"))
    #expect(html.contains("scale(1 -1)"))
    #expect(html.contains(#"<g class="glyph reflection" opacity="0.4""#))
    #expect(html.contains(#"<text class="index""#))
    #expect(html.contains(#"shown: <tspan class="value" direction="ltr" unicode-bidi="bidi-override">00:52</tspan>"#))
    #expect(html.contains(#"reference: <tspan class="value" direction="ltr" unicode-bidi="bidi-override">25:00</tspan>"#))
    #expect(html.contains(#"<li class="hidden"><del>Time remaining: 25 minutes &lt;reflection&gt;</del>"#))
  }

  @Test("formats SVG numbers the same everywhere")
  func numbers() {
    #expect(SVGNumber.format(12) == "12")
    #expect(SVGNumber.format(43.2) == "43.2")
    #expect(SVGNumber.format(0.05) == "0.05")
    #expect(SVGNumber.format(-7.125) == "-7.13")
    #expect(SVGNumber.format(.nan) == "0")
    // Coordinates from a report read back may be anything; they clamp instead of trapping.
    #expect(SVGNumber.format(1e300) == "1000000000")
    #expect(SVGNumber.format(-1e300) == "-1000000000")
  }
}

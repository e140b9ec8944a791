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
    // A static page: the banner is the page's header (a banner landmark), not a live region.
    #expect(html.contains(#"<header class="banner fail"><h1>Does not conform</h1>"#))
    #expect(!html.contains(#"role="status""#))
    #expect(html.contains("<main>") && html.contains("</main>"))
    for id in ["statement", "run", "audited", "rules", "pictures", "waivers", "baseline", "expectations", "failures"] {
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

  @Test("every table scrolls inside its own focusable, labelled container")
  func tablesScroll() throws {
    let html = try render()
    let tables = html.components(separatedBy: "<table").count - 1
    let containers = html.components(separatedBy: #"<div class="scroll" role="region" tabindex="0" aria-label=""#).count - 1
    #expect(tables > 3 && tables == containers)
    #expect(html.components(separatedBy: "</table></div>").count - 1 == tables)
    #expect(HTMLWriter.css.contains(".scroll{overflow-x:auto"))
  }

  @Test("the banner's text is opaque white, and level colours have dark-scheme variants")
  func contrast() {
    #expect(!HTMLWriter.css.contains("opacity:.9"))
    #expect(HTMLWriter.css.contains("--warn-text:#e3b341"))
  }

  /// A failing Arabic overtime layout: an ALM cell 0.3 em wide, Arabic-Indic digits.
  static let arabicOvertime: LayoutPicture = {
    let characters: [(String, Double)] = [("\u{61C}", 21.6), ("-", 21.6), ("٠", 43.2), ("٠", 43.2), (":", 21.6), ("٠", 43.2), ("١", 43.2)]
    var x = 0.0
    var glyphs: [PictureGlyph] = []
    for (index, (character, width)) in characters.enumerated() {
      glyphs.append(PictureGlyph(
        character: character, logicalIndex: index, x: x, y: 0, width: width, height: 72,
        mirrored: false, flippedVertically: false, copy: .original))
      x += width
    }
    return LayoutPicture(
      locale: "ar", direction: .rtl, platform: "tvos-26", tick: -1, display: "\u{61C}-٠٠:٠١",
      reference: "٠٠:٠١\u{61C}-", glyphs: glyphs, elements: [])
  }()

  @Test("the side column is as wide as its longest line as drawn, escapes and Latin spelling included")
  func measuredSideText() throws {
    let svg = PictureSVG(picture: Self.arabicOvertime).render()
    let width = try #require(Double(svg.firstMatch(of: /width="([0-9.]+)"/)?.1 ?? ""))
    let line = "display (logical): \\u{61C}-٠٠:٠١ = [ALM]-00:01"
    #expect(svg.contains(#"display (logical): <tspan class="value" direction="ltr" unicode-bidi="bidi-override">\u{61C}-٠٠:٠١</tspan><tspan class="latin"> = [ALM]-00:01</tspan>"#))
    let sideX = PictureSVG.padding * 2 + (43.2 * 4 + 21.6 * 3) * (PictureSVG.glyphHeight / 72)
    #expect(width >= sideX + PictureSVG.advance(line, fontSize: PictureSVG.sideFontSize), "\(svg)")
  }

  @Test("a mark's cell is labelled by name at a readable size, turned along a narrow cell; digits get Latin under them")
  func readableWithoutTheScript() throws {
    let svg = PictureSVG(picture: Self.arabicOvertime).render()
    let mark = try #require(svg.firstMatch(of: /font-size="([0-9.]+)" text-anchor="middle" transform="rotate\(-90 [0-9. ]+\)">ALM</))
    #expect(Double(mark.1) ?? 0 >= PictureSVG.smallestLabel)
    for digit in ["0", "1"] {
      #expect(svg.contains(#"text-anchor="middle">\#(digit)</text>"#))
    }
    #expect(svg.contains(#"<text class="latin""#))
    #expect(svg.contains("shows \\u{61C}-٠٠:٠١ ([ALM]-00:01)"), "the description spells it in Latin too")
    #expect(LatinSpelling.of("𞥑𞥐:𞥐𞥐") == "10:00")
    #expect(LatinSpelling.of("25:00") == nil)
    #expect(LatinSpelling.of("\u{200E}\u{2212}05") == "[LRM]-05")
  }

  @Test("the reflection's order is drawn and described, so a reflection failure shows the failing copy")
  func reflectionDescribed() throws {
    let html = try render()
    // The Hebrew fixture's reflection is mirrored under an unmirrored-looking original.
    #expect(html.contains(#"reflection: <tspan class="value" direction="ltr" unicode-bidi="bidi-override">"#))
    #expect(html.contains("reflection shows "))
    let drawing = PictureSVG(picture: Fixtures.pictures()[0])
    #expect(drawing.hasReflection && drawing.shown(copy: true) == "00:52")
  }

  @Test("evidence outside ASCII has its Latin spelling beside it")
  func evidenceSpelled() throws {
    var report = Fixtures.report()
    let index = try #require(report.results.firstIndex { !$0.findings.isEmpty && $0.findings[0].evidence?.shown != nil })
    report.results[index].findings[0].evidence?.shown = "٠٠:٥٢"
    let html = try render(report)
    #expect(html.contains(#"<code><bdo dir="ltr">٠٠:٥٢</bdo></code> <span class="latin">(<code>00:52</code>)</span>"#))
  }
}

@Suite("HTML sign-off: text that does not fit")
struct FitPictureTests {
  @Test("a failure with fit evidence is drawn to scale beside its space, escaped, with a text alternative")
  func drawsFit() throws {
    var report = Fixtures.report()
    let index = try #require(report.results.firstIndex { $0.findings.contains { $0.status == .failed } })
    let finding = try #require(report.results[index].findings.firstIndex { $0.status == .failed })
    report.results[index].findings[finding].evidence = Evidence(
      expected: "at most 162 pt", shown: "\"1:01:35\" 186.6 pt",
      fit: TextFitEvidence(text: "1:01:35<&>", size: "accessibility3", points: 54.9, width: 186.6, space: 162, inFrame: false))
    let html = String(decoding: try HTMLWriter().render(report, context: ReportContext()), as: UTF8.self)
    let svg = try #require(html.range(of: #"<svg xmlns="http://www.w3.org/2000/svg" class="fit""#))
    let drawn = String(html[svg.lowerBound...].prefix { $0 != "\n" })
    #expect(drawn.contains(#"aria-label="&quot;1:01:35&lt;&amp;&gt;&quot; at accessibility3 (54.9 pt) is 186.6 pt wide, wider than the 162 pt screen""#), "\(drawn)")
    // The string's box is the widest thing, 360 px; the screen's is 162 / 186.6 of it.
    #expect(drawn.contains(#"width="360" height="#), "\(drawn)")
    #expect(drawn.contains(#"width="312.54""#), "\(drawn)")
    #expect(drawn.contains(">screen 162 pt</text>"))
    // Markdown has no picture.
    let markdown = String(decoding: try MarkdownWriter().render(report, context: ReportContext()), as: UTF8.self)
    #expect(!markdown.contains("<svg"))
  }
}

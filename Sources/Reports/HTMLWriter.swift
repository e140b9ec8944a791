import Foundation
import ReportModel

/// Writes the sign-off as one self-contained page (`report.html`): inline CSS, no scripts, no
/// fonts, images or anything else from the network.
///
/// It renders the document the Markdown renders (`SignOff.document`), led by a verdict banner, with
/// anchored sections and, for every failing (case, rule, platform) that has pictures, inline SVG
/// drawings of the failing right-to-left layout beside the left-to-right one and their
/// accessibility elements (hidden ones struck through), and a failure's suggested fix as its
/// diff in a `<pre>` beside its evidence. The markup is XHTML-compatible (every
/// element closed, attributes quoted, only numeric character references) so it also parses as
/// XML, and every string from the report is escaped for text and attributes.
package struct HTMLWriter: ReportWriter {
  /// `.html`.
  package var format: ReportFormat { .html }

  /// The HTML document.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let signOff = SignOff(report)
    var html = ""
    html += "<!DOCTYPE html>\n"
    html += #"<html xmlns="http://www.w3.org/1999/xhtml" lang="en" dir="ltr">"# + "\n<head>\n"
    html += #"<meta charset="utf-8"/>"# + "\n"
    html += #"<meta name="viewport" content="width=device-width, initial-scale=1"/>"# + "\n"
    html += "<title>Accessibility sign-off: \(t(report.tool.name)) — \(signOff.statement.verdict.title)</title>\n"
    // The diff's rules only where a diff is shown: a sign-off without fixes keeps its bytes.
    let showsFixes = signOff.worstFailures.contains { $0.finding.fix != nil }
    html += "<style>\(Self.css)\(showsFixes ? "\n" + Self.fixCSS : "")</style>\n</head>\n<body>\n"
    html += banner(signOff)
    let sections = signOff.document.sections
    html += "<nav><ol>"
      + sections.map { ##"<li><a href="#"## + $0.id + #"">"# + t($0.title) + "</a></li>" }.joined() + "</ol></nav>\n"
    html += "<main>\n"
    for section in sections {
      html +=
        #"<section id=""# + section.id + ##""><h2><a class="anchor" href="#"## + section.id + #"">"# + t(section.title)
        + "</a></h2>\n" + section.blocks.map { block($0, report) }.joined() + "</section>\n"
    }
    html += "</main>\n"
    html +=
      "<footer><p>Written by \(t("\(report.tool.name) \(report.tool.version)")) from the audit of "
      + "\(t(report.generatedAt)); <code>report.json</code> is the complete record.</p></footer>\n"
    html += "</body>\n</html>\n"
    html += ReportRunID.comment(report)
    return Data(html.utf8)
  }

  // MARK: Escaping

  /// Text content.
  private func t(_ string: String) -> String { XMLEscaping.text(string) }
  /// An attribute value.
  private func a(_ string: String) -> String { XMLEscaping.attribute(string) }
  /// A code span.
  private func code(_ string: String) -> String { "<code>" + t(string) + "</code>" }
  /// A visual-order string (evidence, references) in code, shown exactly in stored order.
  /// Its Latin spelling follows when it has characters outside ASCII, so it reads without a
  /// font for the script.
  private func visual(_ string: String) -> String {
    guard !string.isEmpty else { return "<code>(empty)</code>" }
    let glyphs = #"<code><bdo dir="ltr">"# + t(string) + "</bdo></code>"
    return glyphs + (LatinSpelling.of(string).map { #" <span class="latin">(<code>"# + t($0) + "</code>)</span>" } ?? "")
  }

  /// Opens a table inside a focusable scroll container, so a wide table scrolls on its own on a
  /// narrow screen instead of widening the page. Close it with `</table></div>`.
  private func openTable(_ label: String, class name: String? = nil) -> String {
    #"<div class="scroll" role="region" tabindex="0" aria-label=""# + a(label) + #""><table"# + classAttribute(name) + ">"
  }

  // MARK: The document

  private func block(_ block: SignOffDocument.Block, _ report: AuditReport) -> String {
    switch block {
    case .heading(let content):
      "<h3>" + inline(content) + "</h3>\n"
    case .paragraph(let content, let htmlClass):
      "<p" + classAttribute(htmlClass) + ">" + inline(content) + "</p>\n"
    case .table(let table):
      self.table(table)
    case .list(let items, let htmlClass, _):
      list(items, class: htmlClass) + "\n"
    case .terms(let terms, let htmlClass, _):
      "<dl" + classAttribute(htmlClass) + ">"
        + terms.map { "<dt>" + inline($0.term) + "</dt><dd>" + inline($0.description) + "</dd>" }.joined() + "</dl>\n"
    case .codeBlock(let text, let language, let label):
      // A focusable region, as the wide tables are: a long line scrolls inside it, and a
      // keyboard can scroll it.
      "<pre" + classAttribute(language) + #" role="region" tabindex="0" aria-label=""# + a(label) + #""><code>"#
        + t(VisibleText.make(text, keepingLineBreaks: true)) + "</code></pre>\n"
    case .article(let blocks, let htmlClass, let id):
      "<article" + classAttribute(htmlClass) + #" id=""# + id + #"">"# + blocks.map { self.block($0, report) }.joined()
        + "</article>\n"
    case .pictures:
      pictures(report)
    case .fitPicture(let fit):
      FitSVG(fit: fit).svg + "\n"
    }
  }

  private func table(_ table: SignOffDocument.Table) -> String {
    var html = openTable(table.label, class: table.htmlClass)
    if table.headersInHTML {
      html += "<thead><tr>" + table.headers.map { "<th scope=\"col\">" + inline($0) + "</th>" }.joined() + "</tr></thead>"
    }
    html += "<tbody>"
    for row in table.rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        if index == 0 && table.rowHeaders {
          html += "<th scope=\"row\">" + inline(cell.content) + "</th>"
        } else {
          html +=
            "<td" + classAttribute(cell.htmlClass) + (cell.htmlTitle.map { #" title=""# + a($0) + #"""# } ?? "") + ">"
            + inline(cell.content) + "</td>"
        }
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>\n"
  }

  private func list(_ items: [[SignOffDocument.Inline]], class name: String) -> String {
    "<ul" + classAttribute(name) + ">" + items.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>"
  }

  private func inline(_ content: [SignOffDocument.Inline]) -> String {
    content.map { span in
      switch span {
      case .text(let text), .wording(let text): t(text)
      case .code(let text): code(text)
      case .strong(let content): "<strong>" + inline(content) + "</strong>"
      case .link(let content, let url): #"<a href=""# + a(url) + #"">"# + inline(content) + "</a>"
      case .evidence(let text): visual(text)
      case .digest(let digest): #"<code title=""# + a(digest) + #"">"# + t(String(digest.prefix(12))) + "…</code>"
      case .lineBreak: "<br/>"
      case .htmlOnly(let mark, let content): mark.tags.open + inline(content) + mark.tags.close
      case .items(let items, let htmlClass): list(items, class: htmlClass)
      case .either(_, let content): inline(content)
      }
    }.joined()
  }

  /// ` class="name"`, or nothing.
  private func classAttribute(_ name: String?) -> String {
    name.map { #" class=""# + $0 + #"""# } ?? ""
  }

  // MARK: Frame

  private func banner(_ signOff: SignOff) -> String {
    let report = signOff.report
    let statement = signOff.statement
    let good = statement.verdict == .conforms && signOff.approved
    return #"<header class="banner "# + (good ? "pass" : "fail") + #"">"#
      + "<h1>\(t(statement.verdict.title))</h1>"
      + "<p><strong>\(t(statement.scope))</strong>: \(t(statement.explanation))</p>"
      + "<p>Run: \(t(signOff.decisionReason))</p>"
      + "<p class=\"sub\">Accessibility sign-off by \(t(report.tool.name)): "
      + "\(ReportText.count(statement.caseIDs.count, "product screen")), \(ReportText.count(signOff.fixtures.count, "fixture")), "
      + "\(report.matrix.locales.count) locales (\(report.matrix.rtlLocales) right to left), "
      + "\(report.matrix.platforms.count) platforms; \(t(report.generatedAt)).</p></header>\n"
  }

  /// The pictures section's content: SVG drawings of each failing layout beside a
  /// left-to-right one.
  private func pictures(_ report: AuditReport) -> String {
    let drawn = report.results.filter { $0.status == .failed && !$0.pictures.isEmpty }
    guard !drawn.isEmpty else { return "<p>No failing layout has pictures.</p>\n" }
    var html =
      "<p>Each box is a glyph at its resolved frame, with the character inside (an invisible mark by "
      + "its name: ALM, LRM, RLM) and its logical index under it, then its digit in Latin digits when "
      + "the script's are not; mirrored glyphs are drawn mirrored, the reflection fainter and flipped. "
      + "Beside them: the locale's reference, what the timer shows, what its reflection shows, and the "
      + "display string in logical order, each with its Latin spelling when it needs one. The failing "
      + "locale is beside a left-to-right one.</p>\n"
    // The same failure drawn the same way on several platforms is shown once, naming them all.
    var groups: [(result: CaseResult, platforms: [String])] = []
    for result in drawn {
      let same = groups.firstIndex { group in
        group.result.caseID == result.caseID && group.result.ruleID == result.ruleID
          && group.result.pictures.map(\.glyphs) == result.pictures.map(\.glyphs)
      }
      if let same { groups[same].platforms.append(result.platform) } else { groups.append((result, [result.platform])) }
    }
    for (index, group) in groups.enumerated() {
      let result = group.result
      let failing = Set(ReportText.failedLocales(result))
      html +=
        #"<article class="layout" id="picture-\#(index + 1)"><h3><code>"# + t(result.ruleID) + "</code> on "
        + group.platforms.map { "<code>\(t($0))</code>" }.joined(separator: ", ") + ": <code>"
        + t(result.caseID) + "</code></h3>\n<div class=\"pictures\">"
      // Right to left first: the failing picture leads, its left-to-right reference beside it.
      let ordered = result.pictures.filter { $0.direction == .rtl } + result.pictures.filter { $0.direction != .rtl }
      for picture in ordered {
        let drawing = PictureSVG(picture: picture)
        var verdict = failing.contains(picture.locale) ? "fails" : "for comparison"
        let reflected = drawing.shown(copy: true)
        if drawing.hasReflection, reflected != drawing.shown {
          verdict += "; its reflection reads \(PictureSVG.withLatin(VisibleText.make(reflected))) where the timer reads "
            + PictureSVG.withLatin(VisibleText.make(drawing.shown))
        }
        let direction = picture.direction == .rtl ? "right to left" : "left to right"
        html +=
          "<figure class=\"\(failing.contains(picture.locale) ? "failing" : "comparison")\">"
          + "<figcaption><strong>\(t(picture.locale))</strong> · \(t(direction)) · \(t(picture.platform)) · "
          + "tick \(picture.tick) — \(verdict)</figcaption>"
          + drawing.render()
          + elements(picture.elements) + "</figure>"
      }
      html += "</div>\n</article>\n"
    }
    return html
  }

  /// The accessibility elements in reading order; hidden ones struck through.
  private func elements(_ elements: [PictureElement]) -> String {
    guard !elements.isEmpty else { return "<p class=\"muted\">No accessibility elements.</p>" }
    var html = "<p class=\"muted\">Accessibility elements (reading order):</p><ol class=\"elements\">"
    for element in elements {
      let traits =
        element.traits.isEmpty
        ? "" : " <span class=\"muted\">[\(t(element.traits.joined(separator: ", ")))]</span>"
      let copy = element.copy == .reflection ? " <span class=\"muted\">(reflection)</span>" : ""
      if element.hidden {
        html += "<li class=\"hidden\"><del>\(t(element.label))</del>\(traits)\(copy) — hidden</li>"
      } else {
        html += "<li>\(t(element.label))\(traits)\(copy)</li>"
      }
    }
    return html + "</ol>"
  }

  // MARK: Styles

  /// The suggested fixes' diffs, added to `css` only when the sign-off shows one.
  static let fixCSS = """
    pre.diff{overflow-x:auto;margin:8px 0;padding:8px 10px;border:1px solid var(--line);border-radius:6px;background:rgba(127,127,127,.08);line-height:1.4}
    pre.diff code{font-size:13px}
    """

  /// System fonts only: the page must render offline, attached to a release.
  static let css = """
    :root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#636366;--line:#d2d2d7;--pass:#1a7f37;--fail:#cf222e;--warn:#9a6700;--pass-text:#1a7f37;--fail-text:#cf222e;--warn-text:#8a5c00;--focus:#0b57d0}
    @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--bg:#1c1c1e;--muted:#a1a1a6;--line:#3a3a3c;--pass-text:#4ac26b;--fail-text:#ff7b72;--warn-text:#e3b341;--focus:#8ab4f8}}
    body{font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:1200px;padding:0 16px 48px;overflow-wrap:break-word}
    code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
    .banner{margin:24px 0 8px;padding:16px 20px;border-radius:10px;color:#fff}
    .banner.pass{background:var(--pass)}.banner.fail{background:var(--fail)}
    .banner h1{margin:0 0 4px;font-size:28px}.banner p{margin:4px 0}.banner .sub{font-size:14px}
    nav ol{display:flex;flex-wrap:wrap;gap:4px 18px;list-style:none;padding:0;margin:8px 0 16px}
    h2{border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:36px}
    a.anchor{color:inherit;text-decoration:none}
    :focus-visible{outline:2px solid var(--focus);outline-offset:2px}
    .scroll{overflow-x:auto;margin:8px 0}
    table{border-collapse:collapse;margin:0;width:100%}
    th,td{border:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}
    thead th{background:rgba(127,127,127,.12)}
    table.facts th{width:200px}
    td.cell{text-align:center;white-space:nowrap}
    td.cell.failed{background:rgba(207,34,46,.12)}td.cell.cantTell{background:rgba(154,103,0,.14)}
    td.level.supports{color:var(--pass-text)}td.level.partial{color:var(--warn-text)}td.level.not-supported{color:var(--fail-text)}
    .muted{color:var(--muted)}
    .legend{font-size:14px;color:var(--muted)}
    dl.definitions dt,dl.evidence dt{font-weight:600}
    dl.evidence{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 16px}
    dl.evidence dd{margin:0;min-width:0;overflow-wrap:anywhere}
    .pictures{display:flex;flex-wrap:wrap;gap:16px}
    svg.fit{display:block;max-width:100%;height:auto}
    figure{margin:0;padding:10px;border:1px solid var(--line);border-radius:8px;max-width:100%;box-sizing:border-box}
    figure.failing{border-color:var(--fail-text)}
    svg.picture{max-width:100%;height:auto}
    svg.picture rect{fill:rgba(127,127,127,.10);stroke:currentColor;stroke-width:1}
    svg.picture text{fill:currentColor;font-family:ui-monospace,Menlo,Consolas,monospace}
    svg.picture text.index,svg.picture text.latin{font-size:11px;fill:var(--muted)}
    svg.picture text.side{font-size:13px}
    svg.picture tspan.latin{fill:var(--muted)}
    ol.elements li.hidden{color:var(--muted)}
    ul.limits{margin:0;padding-left:1.1em;font-size:13px}ul.manual li{margin:4px 0}
    footer{margin-top:40px;font-size:13px;color:var(--muted)}
    @media (max-width:600px){dl.evidence{grid-template-columns:minmax(0,1fr)}dl.evidence dd{margin-bottom:6px}table.facts th{width:auto}}
    """
}

extension SignOffDocument.HTMLMark {
  /// The opening and closing tags.
  fileprivate var tags: (open: String, close: String) {
    switch self {
    case .strong: ("<strong>", "</strong>")
    case .emphasis: ("<em>", "</em>")
    case .small: ("<small>", "</small>")
    case .bold: ("<b>", "</b>")
    case .muted: (#"<span class="muted">"#, "</span>")
    }
  }
}

extension ReportFormat {
  /// The HTML sign-off with pictures.
  package static let html = ReportFormat(name: "html", fileName: "report.html") { HTMLWriter() }
}

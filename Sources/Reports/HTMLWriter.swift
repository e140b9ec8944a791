import Foundation
import ReportModel

/// Writes the sign-off as one self-contained page (`report.html`): inline CSS, no scripts, no
/// fonts, images or anything else from the network.
///
/// It says what the Markdown says (`SignOff` computes both), led by a verdict banner, with
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
    let signOff = SignOff(report, context: context)
    var html = ""
    html += "<!DOCTYPE html>\n"
    html += #"<html xmlns="http://www.w3.org/1999/xhtml" lang="en" dir="ltr">"# + "\n<head>\n"
    html += #"<meta charset="utf-8"/>"# + "\n"
    html += #"<meta name="viewport" content="width=device-width, initial-scale=1"/>"# + "\n"
    html += "<title>Accessibility sign-off: \(t(report.tool.name)) — \(signOff.decision)</title>\n"
    // The diff's rules only where a diff is shown: a sign-off without fixes keeps its bytes.
    let showsFixes = signOff.worstFailures.contains { $0.finding.fix != nil }
    html += "<style>\(Self.css)\(showsFixes ? "\n" + Self.fixCSS : "")</style>\n</head>\n<body>\n"
    html += banner(signOff)
    html += navigation(signOff)
    html += "<main>\n"
    html += statement(signOff)
    html += run(signOff)
    html += audited(signOff)
    html += ruleTable(signOff)
    html += pictures(signOff)
    html += waivers(report.waivers)
    html += baseline(report.baseline)
    html += expectations(signOff)
    html += failures(signOff)
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
    #"<div class="scroll" role="region" tabindex="0" aria-label=""# + a(label) + #""><table"#
      + (name.map { #" class=""# + $0 + #"""# } ?? "") + ">"
  }

  // MARK: Sections

  private static let sections: [(id: String, title: String)] = [
    ("statement", "Accessibility statement"), ("run", "The run"), ("audited", "What was audited"),
    ("rules", "Rules by platform"), ("pictures", "Pictures of failing layouts"), ("waivers", "Waivers"),
    ("baseline", "Baseline"), ("expectations", "Fixture expectations"), ("failures", "Worst failures"),
  ]

  private func heading(_ id: String) -> String {
    let title = Self.sections.first { $0.id == id }?.title ?? id
    return #"<section id=""# + id + ##""><h2><a class="anchor" href="#"## + id + #"">"# + t(title) + "</a></h2>\n"
  }

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

  private func navigation(_ signOff: SignOff) -> String {
    "<nav><ol>"
      + Self.sections.map { ##"<li><a href="#"## + $0.id + #"">"# + t($0.title) + "</a></li>" }.joined()
      + "</ol></nav>\n"
  }

  private func audited(_ signOff: SignOff) -> String {
    let report = signOff.report
    let facts = signOff.auditedFacts(
      cases: "\(report.inputs.count)", notRecorded: "<em>not recorded</em>", text: t, code: code)
    var html = heading("audited")
    html += openTable("What was audited", class: "facts") + "<tbody>"
    html += facts.map { "<tr><th scope=\"row\">\($0.0)</th><td>\($0.1)</td></tr>" }.joined()
    html += "</tbody></table></div>\n<h3>Cases</h3>\n<ul class=\"cases\">"
    for input in report.inputs {
      html +=
        "<li><code>\(t(input.caseID))</code> (\(input.isFixture ? "fixture" : "product")): <strong>\(t(input.title))</strong> "
        + "(<code>\(t(input.path))</code>, SHA-256 <code title=\"\(a(input.sha256))\">"
        + "\(t(String(input.sha256.prefix(12))))…</code>)"
      if let description = input.description { html += "<br/>\(t(description))" }
      html += "<br/>Localisations audited: "
        + (input.localizations.map { $0.map { "<code>\(t($0))</code>" }.joined(separator: ", ") + "; other locales run in the first, their extra findings latent" } ?? "all")
      html += "</li>"
    }
    return html + "</ul>\n</section>\n"
  }

  private func statement(_ signOff: SignOff) -> String {
    var html = heading("statement")
    guard signOff.statement.verdict != .nothingAudited else {
      return html + "<p>\(t(signOff.statement.explanation))</p>\n</section>\n"
    }
    html +=
      "<p>Covers the product screens (" + signOff.statement.caseIDs.map { "<code>\(t($0))</code>" }.joined(separator: ", ")
      + "); fixtures are tests of the rules and are reported apart.</p>\n"
    html += requirementTable(signOff.statement.requirements, label: "Requirements, all product screens")
    for statement in signOff.caseStatements {
      html += "<h3>\(t(statement.scope)): \(t(statement.verdict.title))</h3>\n<p>\(t(statement.explanation))</p>\n"
      html += requirementTable(statement.requirements, label: "Requirements, \(statement.scope)")
    }
    html +=
      "<p>Levels are earned from every evaluation (screen × platform × locale × settings) of the rules "
      + "citing the requirement:</p>\n<dl class=\"definitions\">"
    for (level, definition) in ConformanceLevel.definitions {
      html += "<dt>\(t(level.rawValue))</dt><dd>\(t(definition)).</dd>"
    }
    html += "</dl>\n<h3>What a person must still check</h3>\n<ul class=\"manual\">"
    html += SignOff.manualChecks.map { "<li>\(t($0))</li>" }.joined()
    return html + "</ul>\n</section>\n"
  }

  private func requirementTable(_ requirements: [SignOff.Requirement], label: String) -> String {
    var html =
      openTable(label) + "<thead><tr><th scope=\"col\">Requirement</th><th scope=\"col\">Conformance level</th>"
      + "<th scope=\"col\">Rules</th><th scope=\"col\">Remarks</th><th scope=\"col\">What the rules cannot see</th>"
      + "</tr></thead><tbody>"
    for requirement in requirements {
      let name =
        requirement.criterion == nil
        ? "\(t(requirement.name)) <span class=\"muted\">(no WCAG criterion)</span>"
        : "WCAG 2.2 \(t(requirement.name))"
      let linked = requirement.url.map { #"<a href=""# + a($0) + #"">"# + name + "</a>" } ?? name
      let level = requirement.level
      let limits =
        requirement.limits.isEmpty
        ? "—" : "<ul class=\"limits\">" + requirement.limits.map { "<li>\(t($0))</li>" }.joined() + "</ul>"
      html +=
        "<tr><td>\(linked)</td><td class=\"level \(Self.levelClass(level))\"><strong>\(t(level.rawValue))</strong></td>"
        + "<td>\(requirement.rules.map { "<code>\(t($0))</code>" }.joined(separator: ", "))</td>"
        + "<td>\(requirement.remarks.map(t).joined(separator: "<br/>"))</td><td>\(limits)</td></tr>"
    }
    return html + "</tbody></table></div>\n"
  }

  private func run(_ signOff: SignOff) -> String {
    var html = heading("run")
    html += "<p><strong>\(signOff.approved ? "Passes" : "Fails")</strong>: \(t(signOff.decisionReason))</p>\n"
    if !signOff.fixtures.isEmpty {
      html +=
        "<p>\(ReportText.count(signOff.fixtures.count, "fixture")) (tests of the rules, not screens of the product): "
        + (signOff.unmetExpectations.isEmpty
          ? "every declared expectation holds."
          : "\(ReportText.count(signOff.unmetExpectations.count, "expectation")) do not hold (see Fixture expectations).")
        + "</p>\n"
    }
    return html + "</section>\n"
  }

  private static func levelClass(_ level: ConformanceLevel) -> String {
    switch level {
    case .supports: "supports"
    case .partiallySupports: "partial"
    case .doesNotSupport: "not-supported"
    case .notApplicable, .notEvaluated: "neutral"
    }
  }

  private func ruleTable(_ signOff: SignOff) -> String {
    var html = heading("rules")
    html += openTable("Rules by platform", class: "matrix") + "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Severity</th>"
    html += signOff.platforms.map { "<th scope=\"col\">\(t($0))</th>" }.joined()
    html += "</tr></thead><tbody>"
    for (rule, cells) in zip(signOff.rules, signOff.cells) {
      html +=
        "<tr><th scope=\"row\"><code>\(t(rule.id))</code> \(t(rule.title))</th>"
        + "<td>\(t(rule.severity.rawValue))</td>"
      for cell in cells {
        let label = cell.status.map { "\($0.label), \(cell.count) of \(cell.total) cases" } ?? "not run"
        html +=
          #"<td class="cell "# + (cell.status?.rawValue ?? "none") + #"" title=""# + a(label) + #"">"#
          + t(Self.cellText(cell)) + "</td>"
      }
      html += "</tr>"
    }
    html += "</tbody></table></div>\n<p class=\"legend\">Legend: "
    html += ResultStatus.legend(signOff.report).map { "<b>\(t($0.shortLabel))</b> \(t($0.label))" }.joined(separator: ", ")
    html +=
      ", · not run; <b>declared</b>: every failure there is one the cases declare. A cell shows the most urgent status over the cases; <code>n/m</code> means n of "
      + "the m cases have it.</p>\n</section>\n"
    return html
  }

  private func pictures(_ signOff: SignOff) -> String {
    var html = heading("pictures")
    let drawn = signOff.report.results.filter { $0.status == .failed && !$0.pictures.isEmpty }
    guard !drawn.isEmpty else { return html + "<p>No failing layout has pictures.</p>\n</section>\n" }
    html +=
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
    return html + "</section>\n"
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

  private func waivers(_ waivers: WaiverSummary) -> String {
    var html = heading("waivers")
    let groups: [(String, String, [WaiverRecord])] = [
      ("Applied", "Accepted failures in this run.", waivers.applied),
      ("Expired", "Past their review date: they no longer apply, and their failures count.", waivers.expired),
      ("Unused", "In force but matched nothing: remove them.", waivers.unused),
    ]
    guard !groups.allSatisfy({ $0.2.isEmpty }) else { return html + "<p>No waivers were given.</p>\n</section>\n" }
    for (title, meaning, records) in groups {
      html += "<h3>\(title) (\(records.count))</h3>\n"
      guard !records.isEmpty else {
        html += "<p>None.</p>\n"
        continue
      }
      html += "<p>\(meaning)</p>\n" + tableHead(
        "\(title) waivers", ["Waiver", "Rule", "Case", "Scope", "Reason", "Approved by", "Review by", "Failures matched"])
      for record in records {
        html += row([
          "<code>\(t(record.id))</code>", "<code>\(t(record.rule))</code>", "<code>\(t(record.caseID))</code>",
          t(MarkdownWriter.scope(record)), t(record.reason), t(record.approvedBy), t(record.reviewBy),
          "\(record.matched)",
        ])
      }
      html += "</tbody></table></div>\n"
    }
    return html + "</section>\n"
  }

  private func baseline(_ baseline: BaselineComparison?) -> String {
    var html = heading("baseline")
    guard let baseline else { return html + "<p>No baseline was given.</p>\n</section>\n" }
    html +=
      "<p>Compared with <code>\(t(baseline.file))</code> (generated \(t(baseline.baselineGeneratedAt))): "
      + "<strong>\(baseline.new) new</strong>, \(baseline.existing) existing, \(baseline.fixed.count) fixed "
      + "(failures counted per locale).</p>\n"
    if !baseline.fixed.isEmpty {
      html += tableHead("Fixed failures", ["Fixed: case", "Rule", "Platform", "Node", "Locale"])
      for key in baseline.fixed.sorted() {
        html += row([key.caseID, key.rule, key.platform, key.node, key.locale].map { "<code>\(t($0))</code>" })
      }
      html += "</tbody></table></div>\n"
    }
    return html + "</section>\n"
  }

  private func expectations(_ signOff: SignOff) -> String {
    var html = heading("expectations")
    let all = signOff.report.expectations
    guard !signOff.unmetExpectations.isEmpty else {
      let text = all.isEmpty ? "No fixture declares expectations." : "All \(all.count) declared expectations hold."
      return html + "<p>\(text)</p>\n</section>\n"
    }
    html += "<p>\(signOff.unmetExpectations.count) of \(all.count) declared expectations do not hold:</p>\n"
    html += tableHead("Unmet expectations", ["Case", "Rule", "Platform", "Expected", "Found", "What differs"])
    for check in signOff.unmetExpectations {
      let file = ReportText.file(check.caseID, in: signOff.report)
      let place = check.line.map { "\(file):\($0)" } ?? file
      html += row([
        "<code>\(t(place))</code>", "<code>\(t(check.rule))</code>", "<code>\(t(check.platform))</code>",
        t(check.expected), t(check.actual), t(check.message),
      ])
    }
    return html + "</tbody></table></div>\n</section>\n"
  }

  private func failures(_ signOff: SignOff) -> String {
    var html = heading("failures")
    guard !signOff.worstFailures.isEmpty else { return html + "<p>Nothing failed.</p>\n</section>\n" }
    if signOff.failureCount > signOff.worstFailures.count {
      html +=
        "<p>The \(signOff.worstFailures.count) worst of \(signOff.failureCount) failures (by severity, then "
        + "number of locales); <code>report.json</code> has every one.</p>\n"
    }
    for (index, failure) in signOff.worstFailures.enumerated() {
      let finding = failure.finding
      html +=
        #"<article class="failure" id="failure-\#(index + 1)"><h3>\#(index + 1). <code>"#
        + t(failure.result.ruleID) + "</code>: <code>" + t(failure.result.caseID) + "</code>"
        + (finding.expected ? " <small>(declared by the fixture)</small>" : "") + "</h3>\n<p>"
        + t(finding.message) + "</p>\n<dl class=\"evidence\">"
      let facts = SignOff.facts(of: failure, text: t, code: code, visual: visual)
      html += facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined()
      html += "</dl>\n"
      if let fix = finding.fix {
        // A focusable region, as the wide tables are: a long line scrolls inside it, and a
        // keyboard can scroll it.
        html +=
          "<p>" + t(SignOff.fixIntro(fix)) + "</p>\n"
          + #"<pre class="diff" role="region" tabindex="0" aria-label="Suggested fix for failure \#(index + 1)"><code>"#
          + t(VisibleText.make(fix.diff, keepingLineBreaks: true)) + "</code></pre>\n"
      }
      html += "</article>\n"
    }
    return html + "</section>\n"
  }

  /// A table cell's text: a short word rather than an emoji, which needs no emoji font.
  static func cellText(_ cell: SignOff.Cell) -> String {
    guard let status = cell.status else { return "·" }
    let text = cell.count == cell.total ? status.shortLabel : "\(status.shortLabel) \(cell.count)/\(cell.total)"
    return cell.declared ? text + " declared" : text
  }

  // MARK: Tables

  private func tableHead(_ label: String, _ headers: [String]) -> String {
    openTable(label) + "<thead><tr>" + headers.map { "<th scope=\"col\">\(t($0))</th>" }.joined() + "</tr></thead><tbody>"
  }

  /// A row of cells that are already markup.
  private func row(_ cells: [String]) -> String {
    "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>"
  }

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

extension ReportFormat {
  /// The HTML sign-off with pictures.
  package static let html = ReportFormat(name: "html", fileName: "report.html") { HTMLWriter() }
}

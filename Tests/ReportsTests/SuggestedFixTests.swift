import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

/// A failure's suggested fix (`Finding.fix`) in every format: SARIF `fixes` that validate,
/// the diff beside the finding in the sign-offs, the suggested line in the annotation, and the
/// JSON record that reads back.
@Suite("Suggested fixes in the reports")
struct SuggestedFixTests {
  static let file = "App/Clock View.swift"
  /// A diff with characters every format must escape (`<`, `&`, `%`, a backtick run, a bidi
  /// override) in the added line.
  static let addedLine = #"        .accessibilityLabel("<b>&</b> 100% ``` \#u{202E}")"#
  static let diff = """
    --- \(file)
    +++ \(file)
    @@ -17,3 +17,4 @@
             .scaleEffect(x: 1, y: -1)
             .opacity(0.3)
    +\(addedLine)
         }

    """
  static let fix = SuggestedFix(
    description: "Append .accessibilityLabel(…) to the view at \(file):17:10.",
    replacements: [
      SourceReplacement(file: file, startLine: 19, startColumn: 1, endLine: 19, endColumn: 1, text: addedLine + "\n"),
      SourceReplacement(file: file, startLine: 3, startColumn: 5, endLine: 3, endColumn: 9, text: "let"),
    ],
    diff: diff, verified: false)

  /// The fixture report with the fix on the digit-order failure, on every platform it fails.
  static func report(verified: Bool = false) -> AuditReport {
    var report = Fixtures.report()
    var fix = Self.fix
    fix.verified = verified
    for resultIndex in report.results.indices where report.results[resultIndex].ruleID == Fixtures.digitOrder.id {
      for findingIndex in report.results[resultIndex].findings.indices
      where report.results[resultIndex].findings[findingIndex].status == .failed {
        report.results[resultIndex].findings[findingIndex].fix = fix
      }
    }
    #expect(report.results.contains { $0.findings.contains { $0.fix != nil } })
    return report
  }

  func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  @Test("SARIF: the result carries fixes with artifactChanges and replacements, and validates against the schema")
  func sarif() throws {
    let data = try SARIFWriter().render(Self.report(), context: ReportContext())
    let file = try Python.file(data, named: "report.sarif")
    let outcome = try Python.run(Python.validateJSONDraft7, [file.path, Python.sharedSchema("sarif-schema-2.1.0.json").path])
    #expect(outcome.status == 0, "\(outcome.output)")

    let log = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let withFixes = results.filter { $0["fixes"] != nil }
    #expect(withFixes.count == 1, "one result for the finding on both platforms")
    let result = try #require(withFixes.first)
    #expect(result["ruleId"] as? String == Fixtures.digitOrder.id)
    let fixes = try #require(result["fixes"] as? [[String: Any]])
    #expect(fixes.count == 1)
    #expect((fixes[0]["description"] as? [String: Any])?["text"] as? String == Self.fix.description)
    #expect((fixes[0]["properties"] as? [String: Any])?["verified"] as? Bool == false)
    let changes = try #require(fixes[0]["artifactChanges"] as? [[String: Any]])
    #expect(changes.count == 1, "both replacements are in one file")
    let location = try #require(changes[0]["artifactLocation"] as? [String: Any])
    #expect(location["uri"] as? String == "App/Clock%20View.swift")
    #expect(location["uriBaseId"] as? String == SARIFWriter.sourceRoot, "the same base as the result's locations")
    let replacements = try #require(changes[0]["replacements"] as? [[String: Any]])
    #expect(replacements.count == 2)
    #expect(replacements[0]["deletedRegion"] as? [String: Int] == ["startLine": 19, "startColumn": 1, "endLine": 19, "endColumn": 1])
    #expect((replacements[0]["insertedContent"] as? [String: Any])?["text"] as? String == Self.addedLine + "\n", "source is inserted as written")
    #expect(replacements[1]["deletedRegion"] as? [String: Int] == ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 9])
    // Results without a fix have none.
    #expect(results.filter { $0["ruleId"] as? String != Fixtures.digitOrder.id }.allSatisfy { $0["fixes"] == nil })
  }

  @Test("SARIF says whether the fix was verified")
  func sarifVerified() throws {
    let data = try SARIFWriter().render(Self.report(verified: true), context: ReportContext())
    let log = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let fixes = results.compactMap { $0["fixes"] as? [[String: Any]] }.flatMap { $0 }
    let fix = try #require(fixes.first)
    #expect((fix["properties"] as? [String: Any])?["verified"] as? Bool == true)
  }

  @Test("Markdown: the diff follows the finding in a fenced diff block no line of it can close")
  func markdown() throws {
    let markdown = text(try MarkdownWriter().render(Self.report(), context: ReportContext()))
    let failure = try #require(markdown.range(of: "### 1. digit-order-ltr"))
    let block = try #require(markdown.range(of: "````diff\n--- App/Clock View.swift\n", range: failure.upperBound..<markdown.endIndex))
    let next = markdown.range(of: "### 2.", range: failure.upperBound..<markdown.endIndex)?.lowerBound ?? markdown.endIndex
    #expect(block.lowerBound < next, "the diff is beside its finding, before the next failure")
    #expect(markdown.contains(#"+        .accessibilityLabel("<b>&</b> 100% ``` \u{202E}")"# + "\n     }\n````\n"))
    #expect(!markdown.contains("\u{202E}"), "the bidi override is shown, not applied")
    #expect(markdown.contains("not verified"))
    #expect(!text(try MarkdownWriter().render(Fixtures.report(), context: ReportContext())).contains("```diff"))
  }

  @Test("HTML: the diff is an escaped, labelled, focusable <pre> beside the finding; its style only when shown")
  func html() throws {
    let html = text(try HTMLWriter().render(Self.report(verified: true), context: ReportContext()))
    let article = try #require(html.range(of: #"<article class="failure" id="failure-1">"#))
    let end = try #require(html.range(of: "</article>", range: article.upperBound..<html.endIndex))
    let failure = html[article.upperBound..<end.lowerBound]
    #expect(failure.contains(#"<pre class="diff" role="region" tabindex="0" aria-label="Suggested fix for failure 1"><code>--- App/Clock View.swift"#))
    #expect(failure.contains(#"+        .accessibilityLabel(&quot;&lt;b&gt;&amp;&lt;/b&gt; 100% ``` \u{202E}&quot;)"#))
    #expect(failure.contains("verified: a new audit"))
    #expect(!html.contains("\u{202E}"))
    #expect(html.contains("pre.diff{"))
    #expect(!text(try HTMLWriter().render(Fixtures.report(), context: ReportContext())).contains("pre.diff"))

    let file = try Python.file(Data(html.utf8), named: "report.html")
    let script = """
      import sys, xml.etree.ElementTree as ET
      root = ET.fromstring(open(sys.argv[1], encoding='utf-8').read())
      ns = '{http://www.w3.org/1999/xhtml}'
      pres = root.findall('.//' + ns + 'pre')
      print('pre', len(pres), ''.join(pres[0].itertext()).splitlines()[5])
      """
    let outcome = try Python.run(script, [file.path])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains(#"pre 1 +        .accessibilityLabel("<b>&</b> 100% ``` \u{202E}")"#), "\(outcome.output)")
  }

  @Test("GitHub: the annotation ends with the suggested line and where it goes, escaped")
  func github() throws {
    let lines = text(try GitHubWriter().render(Self.report(), context: ReportContext())).split(separator: "\n")
    let annotation = try #require(lines.first { $0.contains("title=digit-order-ltr") })
    #expect(
      annotation.hasSuffix(
        "%0ASuggested at App/Clock View.swift:19 (not verified; 'layout-audit fix' re-audits before it edits): "
          + #".accessibilityLabel("<b>&</b> 100%25 ``` \u{202E}")"#), "\(annotation)")
    #expect(lines.filter { $0.contains("Suggested") }.count == 1)
  }

  @Test("report.json: the fix is written, validates against report.schema.json and reads back equal")
  func json() throws {
    let report = Self.report()
    let data = try JSONReportWriter().render(report, context: ReportContext())
    #expect(try JSONReportWriter.read(data, path: "report.json") == report)
    #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
    #expect(!text(try JSONReportWriter().render(Fixtures.report(), context: ReportContext())).contains(#""fix":{"#))

    let directory = try Python.temporaryDirectory()
    let file = directory.appendingPathComponent("report.json")
    let schema = directory.appendingPathComponent(ReportSchema.fileName)
    try data.write(to: file)
    try Data(ReportSchema.text.utf8).write(to: schema)
    let outcome = try Python.run(Python.validateJSONDraft2020, [file.path, schema.path])
    #expect(outcome.status == 0, "\(outcome.output)")
    // The schema is closed inside a fix too.
    let bent = text(data).replacingOccurrences(of: #""verified":false"#, with: #""verified":false,"applied":true"#)
    #expect(bent != text(data))
    try Data(bent.utf8).write(to: file)
    #expect(try Python.run(Python.validateJSONDraft2020, [file.path, schema.path]).status != 0)
  }

  @Test("addedLines are the diff's + lines, without the file header")
  func addedLines() {
    #expect(Self.fix.addedLines == [Self.addedLine])
  }
}

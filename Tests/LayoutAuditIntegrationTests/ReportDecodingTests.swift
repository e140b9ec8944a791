import Foundation
import Testing

import LayoutAudit
import Reports

/// The public `AuditReport` is `Codable`: a library user reads the tool's own `report.json`
/// with Foundation's `JSONDecoder`, as it stands, and gets what the tool's reader gets.
@Suite("Reading report.json with Foundation")
struct ReportDecodingTests {
  static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Reports/report.json").standardized

  @Test("JSONDecoder decodes Reports/report.json into the report the tool's reader reads")
  func foundationDecodesTheShippedReport() throws {
    let data = try Data(contentsOf: Self.shipped)
    let decoded = try JSONDecoder().decode(AuditReport.self, from: data)
    let read = try JSONReportWriter.read(data, path: Self.shipped.path)
    #expect(decoded == read)
    // Locale ranges were expanded into the ids they stand for.
    #expect(decoded.results.contains { $0.findings.contains { !$0.locales.isEmpty } })
  }

  @Test("JSONDecoder reads a failure's suggested fix, and a report without one has no fix key")
  func foundationDecodesAFix() throws {
    let data = try Data(contentsOf: Self.shipped)
    #expect(!String(decoding: data, as: UTF8.self).contains(#""fix":{"#), "the shipped cases are case files: no fix")
    var report = try JSONDecoder().decode(AuditReport.self, from: data)
    let resultIndex = try #require(report.results.firstIndex { $0.findings.contains { $0.status == .failed } })
    let findingIndex = try #require(report.results[resultIndex].findings.firstIndex { $0.status == .failed })
    let fix = SuggestedFix(
      description: "Append .accessibilityHidden(true) to the view at App/View.swift:17:10.",
      replacements: [
        SourceReplacement(file: "App/View.swift", startLine: 19, startColumn: 1, endLine: 19, endColumn: 1, text: "        .accessibilityHidden(true)\n")
      ],
      diff: "--- App/View.swift\n+++ App/View.swift\n@@ -18,2 +18,3 @@\n         .opacity(0.3)\n+        .accessibilityHidden(true)\n     }\n",
      verified: true)
    report.results[resultIndex].findings[findingIndex].fix = fix
    let written = try JSONReportWriter().render(report, context: ReportContext())
    let decoded = try JSONDecoder().decode(AuditReport.self, from: written)
    #expect(decoded == report)
    #expect(decoded.results[resultIndex].findings[findingIndex].fix == fix)
    #expect(decoded.results[resultIndex].findings[findingIndex].fix?.addedLines == ["        .accessibilityHidden(true)"])
  }
}

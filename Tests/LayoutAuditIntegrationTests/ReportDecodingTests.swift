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
}

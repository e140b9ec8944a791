import Foundation
import Testing
@testable import Reports

@Suite("Determinism")
struct DeterminismTests {
  @Test("every format gives the same bytes for the same report", arguments: ReportFormat.allCases)
  func sameBytes(_ format: ReportFormat) throws {
    let first = try format.writer.render(Fixtures.report(), context: ReportContext())
    let second = try format.writer.render(Fixtures.report(), context: ReportContext())
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  @Test("file formats have their conventional names; text and github go to stdout")
  func fileNames() {
    #expect(ReportFormat.allCases.map(\.writer.fileName) == [
      "report.json", "report.junit.xml", "report.sarif", "report.md", "report.html", nil, nil,
    ])
    #expect(ReportFormat.allCases.allSatisfy { $0.writer.format == $0 })
    #expect(ReportFormat(rawValue: "markdown") == .markdown)
  }
}

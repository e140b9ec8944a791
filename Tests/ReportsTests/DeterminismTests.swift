import Foundation
import Testing
@testable import Reports

@Suite("Determinism")
struct DeterminismTests {
  @Test("every format gives the same bytes for the same report", arguments: ReportFormat.all)
  func sameBytes(_ format: ReportFormat) throws {
    let first = try format.writer.render(Fixtures.report(), context: ReportContext())
    let second = try format.writer.render(Fixtures.report(), context: ReportContext())
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  @Test("file formats have their conventional names; text and github go to stdout")
  func fileNames() {
    #expect(ReportFormat.all.map(\.writer.format.fileName) == [
      "report.json", "report.junit.xml", "report.sarif", "report.md", "report.html", nil, nil,
    ])
    #expect(ReportFormat.all.allSatisfy { $0.writer.format == $0 })
    #expect(ReportFormat.named("markdown") == .markdown)
  }
}

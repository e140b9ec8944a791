import Foundation
import LayoutAudit
import Testing

/// The field report's code (GlassTimerText, GlassDigitCell, GlassTextShape, the mirror VStack,
/// the morph animation), assembled into a Swift file before and after the tvOS fix, imports to
/// cases that audit the same as the hand-written Return cases, with findings on Swift lines.
@Suite("Field report import")
struct FieldReportTests {
  static let pairs: [(swift: String, handWritten: String)] = [
    ("FieldReport/ReturnTimerAfterFix.swift", "Cases/return-glass-timer.json"),
    ("FieldReport/ReturnTimerBeforeFix.swift", "Cases/return-timer-tvos-regression.json"),
  ]

  /// (rule, platform) → status and failing locales.
  func verdicts(_ report: AuditReport) -> [String: String] {
    var result: [String: String] = [:]
    for item in report.results {
      let failing = item.findings.filter { $0.status == .failed }.flatMap(\.locales).sorted()
      result["\(item.ruleID) \(item.platform)"] = "\(item.status.rawValue) \(Set(failing).sorted())"
    }
    return result
  }

  @Test("imports to the same verdicts as the hand-written Return case", arguments: pairs.indices)
  func sameVerdicts(_ index: Int) throws {
    let pair = Self.pairs[index]
    let auditor = Auditor()
    let swift = ImportSupport.relative(ImportSupport.corpus.appendingPathComponent(pair.swift))
    // The screen: every view that shows the time is imported (GlassTimerText too), the audit
    // compares the one the hand-written case describes.
    let imported = try ImportSupport.cases(try ImportSupport.importPaths([swift], view: "TimerFaceView"), auditor: auditor)
    try #require(imported.count == 1)
    let handWritten = try auditor.loadCase(at: ImportSupport.relative(
      ImportSupport.corpus.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(pair.handWritten)))
    let importedReport = try ImportSupport.audit(imported, auditor: auditor)
    let handReport = try ImportSupport.audit([handWritten], auditor: auditor)
    #expect(verdicts(importedReport) == verdicts(handReport))
    // Every finding is located in the Swift file, at a line of it.
    let findings = importedReport.results.flatMap(\.findings)
    #expect(!findings.isEmpty)
    let lines = try String(contentsOfFile: swift, encoding: .utf8).components(separatedBy: "\n").count
    for finding in findings {
      let node = try #require(finding.node)
      #expect(node.file == swift)
      #expect((1...lines).contains(node.line))
    }
    // Nothing was left uninterpreted: the verdicts are the code's.
    #expect(!findings.contains { $0.reason == "uninterpreted-swift" })
  }

  @Test("the tvOS digit-order failure points at the HStack of cells in GlassTimerText")
  func tvOSFailureLine() throws {
    let swift = ImportSupport.relative(ImportSupport.corpus.appendingPathComponent("FieldReport/ReturnTimerBeforeFix.swift"))
    let report = try ImportSupport.audit(try ImportSupport.cases(try ImportSupport.importPaths([swift])))
    let failure = try #require(
      report.results.first { $0.ruleID == "digit-order-ltr" && $0.platform == "tvos-26" }?.findings.first { $0.status == .failed })
    let text = try String(contentsOfFile: swift, encoding: .utf8).components(separatedBy: "\n")
    let node = try #require(failure.node)
    #expect(text[node.line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("HStack(spacing: 0) {"))
  }
}

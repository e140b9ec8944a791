import Foundation
import Runner

/// Writes and reads reports for the CLI.
enum ReportOutput {
  static func write(_ report: AuditReport, formats: [String], directory: String, quiet: Bool) throws(CommandError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    if formats.contains("json") {
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try encoder.encode(report).write(to: URL(fileURLWithPath: directory + "/report.json"), options: .atomic)
      } catch {
        throw .internalFailure("\(directory)/report.json: \(error)")
      }
    }
    if formats.contains("text"), !quiet {
      let s = report.summary
      Console.out("\(s.verdict.uppercased()): \(s.cases) cases, \(s.failed) failed, \(s.passed) passed, \(s.errors) errors, \(s.warnings) warnings, \(s.unmetExpectations) unmet expectations; \(report.matrix.evaluations) layouts resolved for \(report.matrix.naiveEvaluations) naive evaluations\n")
      for e in report.expectations where !e.matched { Console.out("  unmet: \(e.caseID) \(e.rule) [\(e.platform)]: \(e.message)\n") }
      for r in report.results where r.status == .failed {
        Console.out("  ✗ \(r.caseID) \(r.ruleID) [\(r.platform)]: \(r.findings.first?.message ?? "") (\(r.findings.first?.locales.count ?? 0) locales)\n")
      }
    }
  }

  static func read(_ path: String) throws(CommandError) -> AuditReport {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badInput("\(path): error: cannot read the report")
    }
    do {
      return try JSONDecoder().decode(AuditReport.self, from: data)
    } catch {
      throw .badInput("\(path): error: not a LayoutAudit JSON report: \(error)")
    }
  }
}

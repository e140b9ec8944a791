import Foundation
import Testing
@testable import Reports
import ReportModel

/// The committed `Reports/` say one thing: the sign-off's verdict follows its own requirement
/// table, its levels are earned, and the dashboards (SARIF, JUnit) agree with the exit code.
@Suite("the shipped reports")
struct ShippedReportTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Reports").standardized

  static func report() throws -> AuditReport {
    try JSONReportWriter.read(try Data(contentsOf: folder.appendingPathComponent("report.json")), path: "report.json")
  }

  @Test("every committed file renders byte for byte from the committed report.json, with its run id")
  func filesRenderFromTheJSON() throws {
    let report = try Self.report()
    let (id, files) = try ReportRunID.render(report, writers: ReportFormat.all.map(\.writer), context: ReportContext())
    #expect(id == report.runID)
    #expect(files.count == 6)
    for file in files {
      let committed = try Data(contentsOf: Self.folder.appendingPathComponent(file.name))
      #expect(try file.contents() == committed, "\(file.name)")
    }
  }

  @Test("the statement's verdict agrees with its requirement table, overall and per screen")
  func verdictFollowsTable() throws {
    let signOff = SignOff(try Self.report())
    for statement in [signOff.statement] + signOff.caseStatements {
      let blocking = statement.requirements.filter { $0.level.blocksConformance }
      switch statement.verdict {
      case .conforms: #expect(blocking.isEmpty, "\(statement.scope) conforms with \(blocking.map(\.name))")
      case .doesNotConform: #expect(!blocking.isEmpty, "\(statement.scope)")
      case .nothingAudited: #expect(statement.caseIDs.isEmpty)
      }
    }
    // The statement covers the product, not the fixtures that fail on purpose.
    let report = try Self.report()
    let products = Set(report.inputs.filter { !$0.isFixture }.map(\.caseID))
    #expect(Set(signOff.statement.caseIDs) == products)
    #expect(!products.isEmpty, "the shipped sign-off speaks for the Return production case")
    // And the Markdown and HTML say the same headline.
    let markdown = try String(contentsOf: Self.folder.appendingPathComponent("report.md"), encoding: .utf8)
    let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(markdown.contains("\(signOff.statement.verdict.title)**"))
    #expect(html.contains("<h1>\(signOff.statement.verdict.title)</h1>"))
  }

  @Test("no row claims Supports without a rule that measures its criterion and judged it, and none claims Not Applicable")
  func levelsAreEarned() throws {
    let report = try Self.report()
    let signOff = SignOff(report)
    for statement in [signOff.statement] + signOff.caseStatements {
      for requirement in statement.requirements {
        #expect(requirement.level != .notApplicable, "\(requirement.name)")
        for rule in requirement.rules {
          let metadata = try #require(report.rule(rule))
          if let criterion = requirement.criterion, !metadata.measures(criterion) {
            #expect(requirement.remarks.contains { $0.hasPrefix("\(rule) does not measure it") }, "\(requirement.name)")
          }
        }
        guard requirement.level == .supports else { continue }
        let measuring = requirement.rules.filter { rule in
          requirement.criterion.map { report.rule(rule)?.measures($0) ?? false } ?? true
        }
        let judged = report.results.filter {
          measuring.contains($0.ruleID) && statement.caseIDs.contains($0.caseID) && $0.status != .inapplicable
        }
        #expect(!judged.isEmpty, "\(requirement.name) supports without a rule that measures and judged it")
        #expect(judged.allSatisfy { $0.status == .passed || $0.status == .waived }, "\(requirement.name)")
      }
    }
  }

  @Test("SARIF: no unsuppressed result for a failure a fixture declares or a waiver accepts")
  func sarifSuppressions() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("report.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let disposition = (result["properties"] as? [String: Any])?["disposition"] as? String
      let kinds = (result["suppressions"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
      switch disposition {
      case "declared": #expect(kinds == ["inSource"])
      case "waived": #expect(kinds == ["external"])
      default: #expect(kinds.isEmpty)
      }
    }
    let report = try Self.report()
    #expect(report.summary.verdict == .pass, "the shipped run (the README's main job) passes")
    let open = results.filter { ($0["suppressions"] as? [Any])?.isEmpty ?? true }
      .filter { ($0["level"] as? String) == "error" || ($0["level"] as? String) == "warning" }
    #expect(open.isEmpty, "a passing run opens \(open.count) alerts")
  }

  @Test("JUnit: a run that passes shows 0 failures and 0 errors")
  func junitTotals() throws {
    let report = try Self.report()
    let xml = try String(contentsOf: Self.folder.appendingPathComponent("report.junit.xml"), encoding: .utf8)
    #expect(report.summary.verdict == .pass, "the shipped run (the README's main job) passes")
    #expect(xml.contains(" 0 failures, 0 errors,"), "\(xml.prefix(300))")
    #expect(!xml.contains("<failure") && !xml.contains("<error"))
    #expect(!xml.contains(#"failures="1"#))
  }
}

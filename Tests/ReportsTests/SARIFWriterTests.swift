import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("SARIF")
struct SARIFWriterTests {
  func render(_ report: AuditReport = Fixtures.report(), context: ReportContext = ReportContext()) throws -> Data {
    try SARIFWriter().render(report, context: context)
  }

  func run(_ data: Data) throws -> [String: Any] {
    let log = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    return runs[0]
  }

  @Test("is valid against the SARIF 2.1.0 schema")
  func validatesAgainstSchema() throws {
    let file = try Python.file(try render(), named: "report.sarif")
    let schema = Python.sharedSchema("sarif-schema-2.1.0.json")
    let outcome = try Python.run(Python.validateJSONDraft7, [file.path, schema.path])
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  @Test("has the header code scanning needs")
  func header() throws {
    let log = try #require(JSONSerialization.jsonObject(with: try render()) as? [String: Any])
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"] as? String == "2.1.0")
    let driver = try #require((try run(try render())["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "layout-audit")
    #expect(driver["semanticVersion"] as? String == "0.1.0")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["digit-order-ltr", "reflection-accessibility-hidden", "glass-container"])
    #expect(rules.map { $0["name"] as? String } == ["DigitOrderLtr", "ReflectionAccessibilityHidden", "GlassContainer"])
    let tags = (rules[1]["properties"] as? [String: Any])?["tags"] as? [String]
    #expect(tags == ["accessibility", "WCAG-1.3.1", "WCAG-4.1.2"])
    #expect(((rules[2]["defaultConfiguration"] as? [String: Any])?["level"] as? String) == "warning")
    #expect((rules[0]["help"] as? [String: Any])?["markdown"] as? String != nil)
    #expect(rules[0]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence")
  }

  @Test("locates results at relative URIs with ruleIndex, line ≥ 1 and fingerprints")
  func results() throws {
    let run = try run(try render())
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)  // two failures and one waived; the can't-tell is a notification
    let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(location["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      #expect(!uri.hasPrefix("/") && !uri.contains("://"))
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((result["partialFingerprints"] as? [String: String])?["layoutAuditFinding/v1"] != nil)
    }
    let first = results[0]
    #expect(first["level"] as? String == "error")
    let region = ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
    #expect(region == ["startLine": 19, "startColumn": 9])
    let text = (first["message"] as? [String: Any])?["text"] as? String ?? ""
    #expect(text.contains("Expected 25:00, shown 00:52"))
    #expect(text.contains("under 3 locales: he, ar, fa"))
    #expect(first["baselineState"] as? String == "new")
    let hostile = results[2]
    #expect(hostile["level"] as? String == "note", "a warning-rule failure below the error threshold is a note")
    let hostileText = (hostile["message"] as? [String: Any])?["text"] as? String ?? ""
    #expect(hostileText.contains("l1, l2, l3, l4, l5, l6, l7, l8, l9, l10 and 5 more"))
    #expect(hostileText.contains(#"\u{202E}"#) && !hostileText.contains("\u{202E}"))
    let hostileURI = ((hostile["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
    #expect(hostileURI == "Cases/zoo%20escaping.json")
  }

  @Test("suppresses waived findings with the waiver's justification")
  func waived() throws {
    let results = try #require(try run(try render())["results"] as? [[String: Any]])
    let waived = try #require(results.first { $0["suppressions"] != nil })
    let suppression = try #require((waived["suppressions"] as? [[String: Any]])?.first)
    #expect(suppression["kind"] as? String == "external")
    #expect(
      suppression["justification"] as? String
        == "Waived by W1: Reflection is removed in 2.1 | tracked in #42 (approved by A. Auditor, review by 2026-03-31)")
  }

  @Test("lists artifacts with hashes and reports can't-tells as notifications")
  func artifactsAndInvocation() throws {
    let run = try run(try render())
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    #expect(artifacts.count == 2)
    #expect((artifacts[0]["hashes"] as? [String: String])?["sha-256"] == String(repeating: "ab", count: 32))
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    #expect(run["originalUriBaseIds"] as? [String: Any] != nil)
  }

  @Test("is deterministic and keeps fingerprints across renders")
  func stable() throws {
    #expect(try render() == render())
    var changed = Fixtures.report()
    changed.results[1].findings[0].message = "A reworded message"
    let fingerprints = { (data: Data) throws -> [String] in
      try #require(try self.run(data)["results"] as? [[String: Any]]).compactMap {
        ($0["partialFingerprints"] as? [String: String])?["layoutAuditFinding/v1"]
      }
    }
    #expect(try fingerprints(render()) == fingerprints(render(changed)))
  }

  @Test("points at a file outside the source root by its absolute file URI")
  func absolutePath() throws {
    var report = Fixtures.report()
    report.inputs[0].path = "/elsewhere/Cases/return-timer-tvos-regression.json"
    let run = try run(try render(report))
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    let location = artifacts[0]["location"] as? [String: String]
    #expect(location == ["uri": "file:///elsewhere/Cases/return-timer-tvos-regression.json"])
  }

  @Test("refuses a result whose rule the report does not list")
  func unknownRule() {
    var report = Fixtures.report()
    report.results[0].ruleID = "no-such-rule"
    #expect(throws: ReportError.self) { try render(report) }
  }

  @Test("spells rule ids in PascalCase")
  func pascalCase() {
    #expect(SARIFWriter.pascalCase("digit-order-ltr") == "DigitOrderLtr")
    #expect(SARIFWriter.pascalCase("glass-on-glass") == "GlassOnGlass")
  }
}

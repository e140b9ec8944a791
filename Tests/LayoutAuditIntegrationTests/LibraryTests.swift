import Foundation
import Testing

// Only the public product: if a team's suite needs another import, the API is not enough.
import LayoutAudit

/// How a team uses LayoutAudit from its own Swift Testing suite.
@Suite("LayoutAudit library")
struct LibraryTests {
  static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Cases").standardized.path

  let auditor = Auditor()

  @Test("Audit a shipped case over chosen locales and platforms, and assert on the outcome")
  func auditShippedCase() throws {
    let timer = try auditor.loadCase(at: Self.cases + "/return-glass-timer.json")
    let report = try auditor.audit([timer], locales: ["he", "ar-EG", "en"], platforms: ["ios-26", "tvos-26"])
    #expect(report.failures(rule: "digit-order-ltr").isEmpty, "\(report.failureDescription)")
    #expect(report.unexpectedFailures.isEmpty, "\(report.failureDescription)")
    #expect(report.status(rule: "reflection-accessibility-hidden", case: "return-glass-timer", platform: "tvos-26") == .passed)
  }

  @Test("A regression reads well in a failure message")
  func readableFailure() throws {
    let regression = try auditor.loadCase(at: Self.cases + "/return-timer-tvos-regression.json")
    let report = try auditor.audit([regression], locales: .rtl, platforms: ["tvos-26"], rules: ["digit-order-ltr"])
    let failures = report.failures(rule: "digit-order-ltr", platform: "tvos-26")
    #expect(failures.count == 1)
    let text = failures[0].description
    #expect(text.contains("expected 25:00, shown 00:52"))
    #expect(text.contains("return-timer-tvos-regression.json:18:7"))
    #expect(text.contains("and 67 more"))
  }

  @Test("Build a case in the test itself and resolve it")
  func caseInSwift() throws {
    let json = """
      {
        "id": "my-timer", "title": "A Text timer",
        "deploymentTarget": { "iOS": "26.0" },
        "timeline": { "countdown": { "from": -5, "to": -6, "step": 1 },
                      "display": { "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" } },
        "view": { "id": "timer", "type": "Text", "text": "$display" }
      }
      """
    let timer = try auditor.makeCase(json: json, id: "my-timer")
    let layout = try auditor.resolve(timer, locale: "he", platform: "ios-26")
    #expect(layout.originalDisplays.first?.shown == "00:05-")
    let report = try auditor.audit([timer], locales: ["he", "en"], platforms: ["ios-26"], rules: ["text-bidi-order"])
    #expect(report.failures(rule: "text-bidi-order").flatMap(\.finding.locales) == ["he"])
  }

  @Test("Mistakes are errors that say where and what to do")
  func errors() {
    #expect(throws: AuditError.self) { try auditor.loadCase(at: "/nonexistent/case.json") }
    #expect(throws: AuditError.self) { try auditor.profiles(["klingon"]) }
    do {
      _ = try auditor.makeCase(json: #"{ "id": "x" }"#, id: "x")
      Issue.record("an incomplete case was accepted")
    } catch {
      #expect(error.description.contains("x.json:1:1: error"))
    }
  }

  @Test("Reports render from the library: SARIF for code scanning, JUnit for CI")
  func renderReports() throws {
    let timer = try auditor.loadCase(at: Self.cases + "/return-timer-tvos-regression.json")
    let report = try auditor.audit([timer], locales: ["he", "en"], platforms: ["tvos-26"])
    let sarif = try SARIFWriter().render(report, context: ReportContext())
    let object = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
    #expect(object?["version"] as? String == "2.1.0")
    let junit = String(decoding: try JUnitWriter().render(report, context: ReportContext()), as: UTF8.self)
    #expect(junit.contains("digit-order-ltr [tvos-26]"))
  }
}

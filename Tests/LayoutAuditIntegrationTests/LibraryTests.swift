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

  @Test("Audit a shipped case over chosen locales and platforms with its waivers, and assert on the outcome")
  func auditShippedCase() throws {
    let timer = try auditor.loadCase(at: Self.cases + "/return-glass-timer.json")
    let waivers = try auditor.waivers(at: Self.cases + "/../waivers.json")
    let report = try auditor.audit(
      [timer], locales: ["he", "ar-EG", "en"], platforms: ["ios-26", "tvos-26"], waivers: waivers)
    #expect(report.failures(rule: "digit-order-ltr").isEmpty, "\(report.failureDescription)")
    #expect(report.unexpectedFailures.isEmpty, "\(report.failureDescription)")
    #expect(report.summary.verdict == .pass)
    #expect(report.waivers.applied.map(\.id).contains("RETURN-CLEAR-GLASS"))
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

  @Test("An unknown id is one kind of error everywhere, with the closest known ids")
  func unknownIdentifiers() throws {
    let arabic = #expect(throws: AuditError.self) { try auditor.catalog.locale("ar-XY") }
    #expect(arabic?.description.hasPrefix(#"unknown locale "ar-XY"; did you mean "ar", "ar-"#) == true)
    let hebrew = #expect(throws: AuditError.self) { try auditor.catalog.locale("hee") }
    #expect(hebrew?.description.hasPrefix(#"unknown locale "hee"; did you mean "he""#) == true)
    let rule = #expect(throws: AuditError.self) { try auditor.catalog.rules("digit-order-lrt") }
    #expect(rule?.description.hasPrefix(#"unknown rule "digit-order-lrt"; did you mean "digit-order-ltr"?"#) == true)
    let platform = #expect(throws: AuditError.self) { try auditor.catalog.platforms("tvos-62") }
    #expect(platform?.description.hasPrefix(#"unknown platform "tvos-62"; did you mean "tvos-26"?"#) == true)
    let format = #expect(throws: AuditError.self) { try auditor.catalog.formats(["sarf"]) }
    #expect(format?.description.hasPrefix(#"unknown format "sarf"; did you mean "sarif"?"#) == true)
  }

  @Test("Empty selections and malformed shards are errors, never an audit of nothing")
  func emptySelections() throws {
    for text in ["", ",,,", "he,,ar"] {
      #expect(throws: AuditError.self, "\(text)") { try auditor.catalog.locales(text) }
      #expect(throws: AuditError.self, "\(text)") { try auditor.catalog.platforms(text) }
      #expect(throws: AuditError.self, "\(text)") { try auditor.catalog.rules(text) }
      #expect(throws: AuditError.self, "\(text)") { try auditor.catalog.settings(text) }
    }
    for text in ["1/x/2", "1//2", "/1/2", "0/2", "3/2", "1/2/", "+1/2", "1/1001"] {
      #expect(throws: AuditError.self, "\(text)") { try auditor.catalog.shard(text) }
    }
    #expect(try auditor.catalog.shard("2/4") == Shard(index: 2, count: 4))
  }

  @Test("A waivers file naming an unknown rule, platform or locale is a located error with a suggestion")
  func waiverTypos() {
    func error(_ field: String) -> String? {
      let json = """
        { "waivers": [ { "rule": "digit-order-ltr", "case": "c", "reason": "r", "approvedBy": "a",
          "reviewBy": "2099-01-01", \(field) } ] }
        """
      do {
        _ = try auditor.waivers(data: Data(json.utf8), path: "waivers.json")
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error(#""platforms": ["tvos-26"], "locales": ["he", "rtl"]"#) == nil)
    let platform = error(#""platforms": ["ios-26", "tvos26"]"#)
    #expect(platform?.hasPrefix("waivers.json:2:") == true, "\(platform ?? "")")
    #expect(platform?.contains(#": error: unknown platform "tvos26"; did you mean "tvos-26"?"#) == true, "\(platform ?? "")")
    let locale = error(#""locales": ["hee"]"#)
    #expect(locale?.hasPrefix("waivers.json:2:") == true, "\(locale ?? "")")
    #expect(locale?.contains(#": error: unknown locale "hee"; did you mean "he""#) == true, "\(locale ?? "")")
    let rule = #expect(throws: AuditError.self) {
      try auditor.waivers(
        data: Data(#"{ "waivers": [ { "rule": "digit-order-lrt", "case": "c", "reason": "r", "approvedBy": "a", "reviewBy": "2099-01-01" } ] }"#.utf8),
        path: "w.json")
    }
    #expect(rule?.description.hasPrefix(#"w.json:1:26: error: unknown rule "digit-order-lrt"; did you mean "digit-order-ltr"?"#) == true, "\(String(describing: rule))")
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
    let sarif = try auditor.render(report, as: .sarif)
    let object = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
    #expect(object?["version"] as? String == "2.1.0")
    let junit = String(decoding: try auditor.render(report, as: .junit), as: UTF8.self)
    #expect(junit.contains("digit-order-ltr [tvos-26]"))
  }
}

import Foundation
import ReportModel

/// Writes Apache Ant JUnit XML (`report.junit.xml`), valid against the strict Windy Road
/// `JUnit.xsd` that Jenkins, GitLab and most CI dashboards follow.
///
/// One `<testsuite>` per case (inside `<testsuites>`), one `<testcase>` per (case, rule,
/// platform) named `digit-order-ltr [tvos-26]` with classname `layoutaudit.<case-id>`. Statuses
/// map as follows:
/// - `failed` → `<failure type="RULE">`, the locales and evidence in its body;
/// - `cantTell` → `<error type="cantTell">`: the rule could not reach a verdict. `<skipped>`
///   would be wrong because dashboards treat skipped as harmless and a can't-tell is a
///   requirement nobody has shown to be met; `<failure>` would claim a violation that was not
///   found. JUnit's "error" means "the test could not run to a verdict", which is what it is;
/// - `inapplicable` → `<skipped>` with the reason;
/// - `waived` → a pass, with the waiver named in the suite's `<properties>` and `<system-out>`;
/// - `passed` → an empty test case.
///
/// The schema allows no attributes on `<testsuites>`, so the totals are on every suite and in a
/// comment at the top. Unmet case expectations go to the suite's `<system-err>`. The file is
/// ASCII: every other character is a character reference, and characters XML 1.0 forbids are
/// spelled `\u{…}`. Timestamps come from `generatedAt`, the host name is `layout-audit` and
/// times are `0`, so the same report gives the same bytes.
package struct JUnitWriter: ReportWriter {
  /// The host name written on every suite; fixed so the output does not depend on the machine.
  package static let hostname = "layout-audit"

  /// Creates the writer.
  package init() {}

  /// `.junit`.
  package var format: ReportFormat { .junit }

  /// The XML document.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let timestamp = try Self.timestamp(report.generatedAt)
    let caseIDs = ReportText.uniqued(report.inputs.map(\.caseID) + report.results.map(\.caseID))
    let byCase = Dictionary(grouping: report.results, by: \.caseID)
    let totals = (
      tests: report.results.count,
      failures: report.results.count { $0.status == .failed },
      errors: report.results.count { $0.status == .cantTell },
      skipped: report.results.count { $0.status == .inapplicable })

    var xml = XMLBuilder()
    xml.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    xml.line(
      "<!-- \(ReportText.count(totals.tests, "test")), \(ReportText.count(totals.failures, "failure")), "
        + "\(ReportText.count(totals.errors, "error")) (can't tell), \(totals.skipped) skipped (not "
        + "applicable) in \(ReportText.count(caseIDs.count, "suite")) -->")
    xml.open("testsuites")
    var suiteNames = UniqueNames()
    for (index, caseID) in caseIDs.enumerated() {
      suite(
        caseID: caseID, name: suiteNames.claim(caseID.isEmpty ? "(unnamed case)" : caseID),
        id: index, results: byCase[caseID] ?? [], report: report, timestamp: timestamp, into: &xml)
    }
    xml.close("testsuites")
    return Data(xml.text.utf8)
  }

  /// One case's suite.
  private func suite(
    caseID: String, name: String, id: Int, results: [CaseResult], report: AuditReport,
    timestamp: String, into xml: inout XMLBuilder
  ) {
    let input = report.input(caseID)
    xml.open(
      "testsuite",
      [
        ("name", name), ("package", "layoutaudit"), ("id", "\(id)"), ("timestamp", timestamp),
        ("hostname", Self.hostname), ("tests", "\(results.count)"),
        ("failures", "\(results.count { $0.status == .failed })"),
        ("errors", "\(results.count { $0.status == .cantTell })"),
        ("skipped", "\(results.count { $0.status == .inapplicable })"), ("time", "0"),
      ])

    var testNames = UniqueNames()
    var waivedNotes: [(test: String, note: String)] = []
    var cases: [(name: String, result: CaseResult)] = []
    for result in results {
      let testName = testNames.claim("\(result.ruleID) [\(result.platform)]")
      cases.append((testName, result))
      if result.status == .waived {
        waivedNotes.append((testName, Self.waiverNote(result, report: report)))
      }
    }

    var properties: [(String, String)] = [
      ("case.id", caseID), ("case.title", input?.title ?? ""), ("case.path", input?.path ?? ""),
      ("case.sha256", input?.sha256 ?? ""),
      ("tool", "\(report.tool.name) \(report.tool.version)"), ("icu", report.engine.icu),
      ("unicode", report.engine.unicode), ("cldr", report.engine.cldr),
      ("failOn", report.summary.failOn.rawValue),
    ]
    properties += waivedNotes.map { ("waived: \($0.test)", $0.note) }
    xml.open("properties")
    for (key, value) in properties { xml.empty("property", [("name", key), ("value", value)]) }
    xml.close("properties")

    for (testName, result) in cases {
      testcase(name: testName, caseID: caseID, result: result, report: report, into: &xml)
    }

    var out = ["\(caseID): \(input?.title ?? "(no input file recorded)")"]
    if let description = input?.description { out.append(description) }
    out += waivedNotes.map { "\($0.test) passed by waiver: \($0.note)" }
    xml.element("system-out", text: out.joined(separator: "\n"))
    let unmet = report.expectations.filter { $0.caseID == caseID && !$0.matched }
    xml.element(
      "system-err",
      text: unmet.map { expectation in
        let line = expectation.line.map { " (line \($0))" } ?? ""
        return "unmet expectation for \(expectation.rule) [\(expectation.platform)]\(line): expected "
          + "\(expectation.expected), found \(expectation.actual): \(expectation.message)"
      }.joined(separator: "\n"))
    xml.close("testsuite")
  }

  /// One (case, rule, platform) test case.
  private func testcase(
    name: String, caseID: String, result: CaseResult, report: AuditReport, into xml: inout XMLBuilder
  ) {
    let attributes = [("name", name), ("classname", "layoutaudit.\(caseID)"), ("time", "0")]
    switch result.status {
    case .passed, .waived, .latent:
      xml.empty("testcase", attributes)
    case .failed:
      xml.open("testcase", attributes)
      let failed = result.findings.filter { $0.status == .failed }
      xml.element(
        "failure", [("message", Self.headline(failed, result: result)), ("type", result.ruleID)],
        text: Self.body(result, caseID: caseID, report: report))
      xml.close("testcase")
    case .cantTell:
      xml.open("testcase", attributes)
      let unjudged = result.findings.filter { $0.status == .cantTell }
      xml.element(
        "error", [("message", Self.headline(unjudged, result: result)), ("type", "cantTell")],
        text: Self.body(result, caseID: caseID, report: report))
      xml.close("testcase")
    case .inapplicable:
      xml.open("testcase", attributes)
      let reason = result.findings.first.map { $0.reason ?? $0.message } ?? "the rule does not apply"
      xml.empty("skipped", [("message", "not applicable: \(reason)")])
      xml.close("testcase")
    }
  }

  /// The first finding's message, how many locales, and how many more findings.
  static func headline(_ findings: [Finding], result: CaseResult) -> String {
    guard let first = findings.first else { return "\(result.status.label) on \(result.platform)" }
    let locales = ReportText.uniqued(findings.flatMap(\.locales))
    var text = first.message
    if !locales.isEmpty {
      text += " (\(ReportText.count(locales.count, "locale")): \(ReportText.locales(locales)))"
    }
    if findings.count > 1 { text += " and \(findings.count - 1) more finding\(findings.count == 2 ? "" : "s")" }
    return text
  }

  /// Every finding of a result with its locales, settings, node, tick and evidence.
  static func body(_ result: CaseResult, caseID: String, report: AuditReport) -> String {
    var lines: [String] = []
    let rule = report.rule(result.ruleID)
    if let rule {
      let wcag = rule.wcag.isEmpty ? "" : " (WCAG \(rule.wcag.joined(separator: ", ")))"
      lines.append("\(rule.id): \(rule.title)\(wcag), severity \(rule.severity.rawValue)")
    }
    for (index, finding) in result.findings.enumerated() {
      lines.append("")
      lines.append("[\(index + 1)] \(finding.status.label): \(finding.message)")
      if let reason = finding.reason { lines.append("    reason: \(reason)") }
      lines.append("    locales (\(finding.locales.count)): \(finding.locales.joined(separator: ", "))")
      lines.append("    settings: \(finding.settings.joined(separator: ", "))")
      lines.append("    platform: \(result.platform)")
      if let node = finding.node {
        lines.append("    node: \(node.path) (\(node.type))")
      }
      lines.append("    at: \(ReportText.location(finding, caseID: caseID, in: report))")
      if let tick = finding.tick { lines.append("    tick: \(tick)") }
      if let expected = finding.evidence?.expected { lines.append("    expected: \(expected)") }
      if let shown = finding.evidence?.shown { lines.append("    shown: \(shown)") }
      for detail in finding.evidence?.details ?? [] { lines.append("    \(detail.name): \(detail.value)") }
      if let baseline = finding.baseline { lines.append("    baseline: \(baseline)") }
      if let waiver = finding.waiver { lines.append("    waiver: \(waiver)") }
    }
    if let fix = rule?.fix {
      lines.append("")
      lines.append("fix: \(fix)")
    }
    return lines.joined(separator: "\n")
  }

  /// `W1: reason (approved by …, review by …)` for a waived result.
  static func waiverNote(_ result: CaseResult, report: AuditReport) -> String {
    let ids = ReportText.uniqued(result.findings.compactMap(\.waiver))
    let notes = ids.map { id in
      guard let record = report.waivers.applied.first(where: { $0.id == id }) else { return id }
      return "\(id): \(record.reason) (approved by \(record.approvedBy), review by \(record.reviewBy))"
    }
    return notes.isEmpty ? "waived" : notes.joined(separator: "; ")
  }

  /// `generatedAt` in the schema's form: UTC, seconds, no zone designator.
  static func timestamp(_ generatedAt: String) throws(ReportError) -> String {
    let parser = ISO8601DateFormatter()
    var date = parser.date(from: generatedAt)
    if date == nil {
      parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
      date = parser.date(from: generatedAt)
    }
    guard let date else {
      throw .inconsistent(detail: "generatedAt \"\(generatedAt)\" is not an ISO 8601 date and time")
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}

extension ReportFormat {
  /// JUnit XML for GitLab and Jenkins.
  package static let junit = ReportFormat(name: "junit", fileName: "report.junit.xml") { JUnitWriter() }
}

import Foundation
import ReportModel

/// Writes Apache Ant JUnit XML (`report.junit.xml`), valid against the strict Windy Road
/// `JUnit.xsd` that Jenkins, GitLab and most CI dashboards follow.
///
/// One `<testsuite>` per case (inside `<testsuites>`), one `<testcase>` per (case, rule,
/// platform) named `digit-order-ltr [tvos-26]` with classname `layoutaudit.<case-id>`. The totals
/// agree with the exit code: a test case fails exactly when it holds a finding that fails the
/// run (`AuditReport.disposition`), so a run that exits 0 shows 0 failures and 0 errors.
/// - a finding that fails the run → `<failure type="RULE">`, the locales and evidence in its body;
/// - failures a fixture declares, waived ones and ones below the fail-on threshold → a pass,
///   each named with its reason in the suite's `<properties>` and `<system-out>`;
/// - can't tell → `<skipped>` with the reason: nothing was shown either way, and it does not
///   fail the run (the sign-off lists it as not evaluated);
/// - `inapplicable` → `<skipped>` with the reason;
/// - `passed` → an empty test case.
/// An unmet fixture expectation is a test case of its own (`expectation: RULE [PLATFORM]`) that
/// fails, since it fails the run.
///
/// The schema allows no attributes on `<testsuites>`, so the totals are on every suite and in a
/// comment at the top. The file is
/// ASCII: every other character is a character reference, and characters XML 1.0 forbids are
/// spelled `\u{…}`. Timestamps come from `generatedAt`, the host name is `layout-audit` and
/// times are `0`, so the same report gives the same bytes.
package struct JUnitWriter: ReportWriter {
  /// The host name written on every suite; fixed so the output does not depend on the machine.
  package static let hostname = "layout-audit"

  /// `.junit`.
  package var format: ReportFormat { .junit }

  /// The XML document.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let timestamp = try Self.timestamp(report.generatedAt)
    let caseIDs = ReportText.uniqued(report.inputs.map(\.caseID) + report.results.map(\.caseID))
    let byCase = Dictionary(grouping: report.results, by: \.caseID)
    let unmet = report.expectations.filter { !$0.matched }
    let totals = (
      tests: report.results.count + unmet.count,
      failures: report.results.count { Self.failsRun($0, report) } + unmet.count,
      errors: 0,
      skipped: report.results.count { Self.isSkipped($0, report) })

    // About 230 bytes a result; reserved pages are not resident until written, and a buffer
    // that never has to grow is never copied.
    var xml = XMLBuilder(reserving: 512 * report.results.count + 65_536)
    xml.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    xml.line(
      "<!-- \(ReportText.count(totals.tests, "test")), \(ReportText.count(totals.failures, "failure")), "
        + "\(ReportText.count(totals.errors, "error")), \(totals.skipped) skipped (can't tell or not "
        + "applicable) in \(ReportText.count(caseIDs.count, "suite")) -->")
    xml.open("testsuites")
    var suiteNames = UniqueNames()
    for (index, caseID) in caseIDs.enumerated() {
      suite(
        caseID: caseID, name: suiteNames.claim(caseID.isEmpty ? "(unnamed case)" : caseID),
        id: index, results: byCase[caseID] ?? [], report: report, timestamp: timestamp, into: &xml)
    }
    xml.close("testsuites")
    var data = xml.data
    data.append(contentsOf: ReportRunID.comment(report).utf8)
    return data
  }

  /// One case's suite.
  private func suite(
    caseID: String, name: String, id: Int, results: [CaseResult], report: AuditReport,
    timestamp: String, into xml: inout XMLBuilder
  ) {
    let input = report.input(caseID)
    let unmet = report.expectations.filter { $0.caseID == caseID && !$0.matched }
    xml.open(
      "testsuite",
      [
        ("name", name), ("package", "layoutaudit"), ("id", "\(id)"), ("timestamp", timestamp),
        ("hostname", Self.hostname), ("tests", "\(results.count + unmet.count)"),
        ("failures", "\(results.count { Self.failsRun($0, report) } + unmet.count)"),
        ("errors", "0"),
        ("skipped", "\(results.count { Self.isSkipped($0, report) })"),
        ("time", "0"),
      ])

    var testNames = UniqueNames()
    var waivedNotes: [(test: String, note: String)] = []
    var cases: [(name: String, result: CaseResult)] = []
    for result in results {
      let testName = testNames.claim("\(result.ruleID) [\(result.platform)]")
      cases.append((testName, result))
      if !Self.failsRun(result, report), let note = Self.passNote(result, report: report) {
        waivedNotes.append((testName, note))
      }
    }

    var properties: [(String, String)] = [
      ("case.id", caseID), ("case.title", input?.title ?? ""), ("case.path", input?.path ?? ""),
      ("case.sha256", input?.sha256 ?? ""),
      ("tool", "\(report.tool.name) \(report.tool.version)"), ("icu", report.engine.icu),
      ("unicode", report.engine.unicode), ("cldr", report.engine.cldr),
      ("failOn", report.summary.failOn.rawValue),
    ]
    properties += waivedNotes.map { ("accepted: \($0.test)", $0.note) }
    xml.open("properties")
    for (key, value) in properties { xml.empty("property", [("name", key), ("value", value)]) }
    xml.close("properties")

    for (testName, result) in cases {
      testcase(name: testName, caseID: caseID, result: result, report: report, into: &xml)
    }
    var errors: [String] = []
    for expectation in unmet {
      let line = expectation.line.map { " (line \($0))" } ?? ""
      let found = "expected \(expectation.expected), found \(expectation.actual): \(expectation.message)"
      xml.open(
        "testcase",
        [("name", testNames.claim("expectation: \(expectation.rule) [\(expectation.platform)]")),
         ("classname", "layoutaudit.\(caseID)"), ("time", "0")])
      xml.element(
        "failure", [("message", "unmet fixture expectation: \(expectation.message)"), ("type", "unmetExpectation")],
        text: "\(input?.path ?? caseID)\(line): \(found)")
      xml.close("testcase")
      errors.append("unmet fixture expectation for \(expectation.rule) [\(expectation.platform)]\(line): \(found)")
    }

    var out = ["\(caseID): \(input?.title ?? "(no input file recorded)")"]
    if let description = input?.description { out.append(description) }
    out += waivedNotes.map { "\($0.test) passes: \($0.note)" }
    xml.element("system-out", text: out.joined(separator: "\n"))
    xml.element("system-err", text: errors.joined(separator: "\n"))
    xml.close("testsuite")
  }

  /// One (case, rule, platform) test case.
  private func testcase(
    name: String, caseID: String, result: CaseResult, report: AuditReport, into xml: inout XMLBuilder
  ) {
    let attributes = [("name", name), ("classname", "layoutaudit.\(caseID)"), ("time", "0")]
    if Self.failsRun(result, report) {
      xml.open("testcase", attributes)
      let failing = result.findings.filter { report.disposition(of: $0, in: result) == .failsRun }
      xml.element(
        "failure", [("message", Self.headline(failing, result: result)), ("type", result.ruleID)],
        text: Self.body(result, caseID: caseID, report: report))
      xml.close("testcase")
      return
    }
    switch result.status {
    case .passed, .waived, .failed, .latent:
      xml.empty("testcase", attributes)
    case .cantTell:
      xml.open("testcase", attributes)
      let unjudged = result.findings.filter { $0.status == .cantTell }
      xml.empty("skipped", [("message", "can't tell: " + Self.headline(unjudged, result: result))])
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
    let locales = ReportText.locales(of: findings)
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

  /// Whether a result holds a finding that fails the run.
  static func failsRun(_ result: CaseResult, _ report: AuditReport) -> Bool {
    result.findings.contains { report.disposition(of: $0, in: result) == .failsRun }
  }

  /// Whether a result's test case is `<skipped>`: it could not be judged or does not apply.
  static func isSkipped(_ result: CaseResult, _ report: AuditReport) -> Bool {
    !failsRun(result, report) && (result.status == .inapplicable || result.status == .cantTell)
  }

  /// Why a result with failures still passes: declared by the fixture (with the reason), waived
  /// (`W1: reason (approved by …, review by …)`), or below the fail-on threshold.
  static func passNote(_ result: CaseResult, report: AuditReport) -> String? {
    var notes: [String] = []
    for finding in result.findings {
      switch report.disposition(of: finding, in: result) {
      case .declared:
        notes.append("declared by the fixture" + (finding.expectReason.map { ": \($0)" } ?? ""))
      case .waived:
        notes.append("waived by \(finding.waiver ?? "a waiver")" + ReportText.waiverTerms(finding.waiver, in: report))
      case .belowThreshold:
        notes.append("\(finding.message), below the fail-on threshold \(report.summary.failOn.rawValue)")
      case .latent:
        notes.append("\(finding.message), latent: appears once the app ships this localisation")
      case .failsRun, .cantTell:
        continue
      }
    }
    let unique = ReportText.uniqued(notes)
    return unique.isEmpty ? nil : unique.joined(separator: "; ")
  }

  /// `generatedAt` in the schema's form: UTC, seconds, no zone designator
  /// (`2025-11-30T14:00:00+02:00` → `2025-11-30T12:00:00`); fractions of a second are dropped.
  ///
  /// The text must be one date and time as `ReportTimestamps` finds them in a file, with a `Z` or
  /// `±HH:MM` zone. Read and converted by arithmetic, not by a date formatter: Foundation's
  /// formatters reach ICU with the process's locale, and a report must not depend on (or crash
  /// with) the caller's `LANG`.
  static func timestamp(_ generatedAt: String) throws(ReportError) -> String {
    var text = generatedAt
    let seconds = text.withUTF8 { bytes -> Int? in
      guard ReportTimestamps.timestampLength(in: bytes, at: 0) == bytes.count else { return nil }
      func number(_ start: Int, _ count: Int = 2) -> Int {
        bytes[start..<start + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      }
      let (month, day, hour, minute, second) = (number(5), number(8), number(11), number(14), number(17))
      guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
      var offset = 0
      let zone = bytes.count - 6
      if bytes[zone] == UInt8(ascii: "+") || bytes[zone] == UInt8(ascii: "-") {
        guard number(zone + 1) < 24, number(zone + 4) < 60 else { return nil }
        offset = (number(zone + 1) * 3600 + number(zone + 4) * 60) * (bytes[zone] == UInt8(ascii: "-") ? -1 : 1)
      } else if bytes.last != UInt8(ascii: "Z") {
        return nil
      }
      let days = CalendarDate.days(year: number(0, 4), month: month, day: day)
      return days * 86_400 + hour * 3600 + minute * 60 + second - offset
    }
    guard let seconds else {
      throw .inconsistent(detail: "generatedAt \"\(generatedAt)\" is not an ISO 8601 date and time")
    }
    return String(CalendarDate.timestamp(secondsSince1970: seconds).dropLast())
  }
}

extension ReportFormat {
  /// JUnit XML for GitLab and Jenkins.
  package static let junit = ReportFormat(name: "junit", fileName: "report.junit.xml") { JUnitWriter() }
}

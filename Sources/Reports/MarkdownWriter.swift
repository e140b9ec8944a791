import Foundation
import ReportModel

/// Writes the sign-off (`report.md`) for a pull request or a release.
///
/// It leads with the accessibility statement over the product cases (its verdict, then a level
/// per requirement in the VPAT/ACR vocabulary with the rules that judged it and what they cannot
/// see, per screen when there are several, and the checks a person must still make), then the
/// run as a test result (the fail-on threshold and the fixtures), what was audited, the rule ×
/// platform table, waivers, the baseline comparison and the worst failures with their evidence. Every string that comes
/// from a case or a waiver file is escaped, so a `<script>` title renders as text on GitHub.
package struct MarkdownWriter: ReportWriter {
  /// `.markdown`.
  package var format: ReportFormat { .markdown }

  /// The Markdown document.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let signOff = SignOff(report, context: context)
    var out: [String] = []
    header(signOff, into: &out)
    statement(signOff, into: &out)
    fixtures(signOff, into: &out)
    audited(signOff, into: &out)
    ruleTable(signOff, into: &out)
    waivers(report.waivers, into: &out)
    baseline(report.baseline, into: &out)
    expectations(signOff, into: &out)
    failures(signOff, into: &out)
    return Data((out.joined(separator: "\n") + "\n" + ReportRunID.comment(report)).utf8)
  }

  private typealias E = MarkdownEscaping

  private func header(_ signOff: SignOff, into out: inout [String]) {
    let report = signOff.report
    let statement = signOff.statement
    out.append("# Accessibility sign-off: \(E.inline(report.tool.name))")
    out.append("")
    let mark = statement.verdict == .conforms ? "✅" : statement.verdict == .doesNotConform ? "❌" : "⚠️"
    out.append(
      "> **\(mark) \(statement.verdict.title)** — \(E.inline(statement.scope)). \(E.inline(statement.explanation))")
    out.append(">")
    out.append("> \(signOff.approved ? "✅" : "❌") Run: \(E.inline(signOff.decisionReason))")
    out.append("")
  }

  private func audited(_ signOff: SignOff, into out: inout [String]) {
    let report = signOff.report
    out.append("## What was audited")
    out.append("")
    let facts = signOff.auditedFacts(
      cases: "\(report.inputs.count) (listed below)", notRecorded: "not recorded", text: E.inline,
      code: { E.code($0, inTable: true) })
    out += table(["Audited", "Value"], facts.map { [$0.0, $0.1] })
    out.append("")
    out.append("### Cases")
    out.append("")
    for input in report.inputs {
      var line =
        "- \(E.code(input.caseID)) (\(input.isFixture ? "fixture" : "product")): \(E.inline(input.title)) "
        + "(\(E.code(input.path)), SHA-256 "
        + "\(E.code(String(input.sha256.prefix(12))))…)"
      if let description = input.description { line += " — \(E.inline(description))" }
      line += " Localisations audited: "
        + (input.localizations.map { $0.map { E.code($0) }.joined(separator: ", ") + "; other locales run in the first, their extra findings latent" } ?? "all")
        + "."
      out.append(line)
    }
    out.append("")
  }

  /// `BidiTest.txt: 770241 of 770241 passed, 0 known deviations, 0 failed`.
  static func selftest(_ result: SelftestResult) -> String {
    "\(result.name): \(result.passed) of \(result.cases) passed, \(result.knownDeviations) known "
      + "deviations, \(result.failed) failed"
  }

  private func statement(_ signOff: SignOff, into out: inout [String]) {
    out.append("## Accessibility statement")
    out.append("")
    guard signOff.statement.verdict != .nothingAudited else {
      out.append(E.inline(signOff.statement.explanation))
      out.append("")
      return
    }
    out.append(
      "Covers the product screens (\(signOff.statement.caseIDs.map { E.code($0) }.joined(separator: ", "))); "
        + "fixtures are tests of the rules and are reported apart.")
    out.append("")
    requirementTable(signOff.statement.requirements, into: &out)
    for statement in signOff.caseStatements {
      out.append("### \(E.inline(statement.scope)): \(statement.verdict.title)")
      out.append("")
      out.append(E.inline(statement.explanation))
      out.append("")
      requirementTable(statement.requirements, into: &out)
    }
    out.append(
      "Levels are earned from every evaluation (screen × platform × locale × settings) of the rules "
        + "citing the requirement:")
    out.append("")
    for (level, definition) in ConformanceLevel.definitions {
      out.append("- **\(level.rawValue)**: \(definition).")
    }
    out.append("")
    out.append("### What a person must still check")
    out.append("")
    out += SignOff.manualChecks.map { "- [ ] \(E.inline($0))" }
    out.append("")
  }

  private func requirementTable(_ requirements: [SignOff.Requirement], into out: inout [String]) {
    let rows = requirements.map { requirement -> [String] in
      let name =
        requirement.criterion == nil
        ? "\(E.inline(requirement.name)) (no WCAG criterion)"
        : "WCAG 2.2 \(E.inline(requirement.name))"
      return [
        requirement.url.map { "[\(name)](\($0))" } ?? name,
        "**\(requirement.level.rawValue)**",
        requirement.rules.map { E.code($0, inTable: true) }.joined(separator: ", "),
        requirement.remarks.map(E.inline).joined(separator: " "),
        requirement.limits.isEmpty ? "—" : requirement.limits.map(E.inline).joined(separator: " · "),
      ]
    }
    out += table(["Requirement", "Conformance level", "Rules", "Remarks", "What the rules cannot see"], rows)
    out.append("")
  }

  private func fixtures(_ signOff: SignOff, into out: inout [String]) {
    out.append("## The run")
    out.append("")
    out.append("\(signOff.approved ? "Passes" : "Fails"): \(E.inline(signOff.decisionReason))")
    out.append("")
    guard !signOff.fixtures.isEmpty else { return }
    out.append(
      "\(ReportText.count(signOff.fixtures.count, "fixture")) (tests of the rules, not screens of the product): "
        + (signOff.unmetExpectations.isEmpty
          ? "every declared expectation holds."
          : "\(ReportText.count(signOff.unmetExpectations.count, "expectation")) do not hold (below)."))
    out.append("")
  }

  private func ruleTable(_ signOff: SignOff, into out: inout [String]) {
    out.append("## Rules by platform")
    out.append("")
    let rows = zip(signOff.rules, signOff.cells).map { rule, cells in
      ["\(E.code(rule.id, inTable: true)) \(E.inline(rule.title))", rule.severity.rawValue]
        + cells.map(Self.cell)
    }
    out += table(["Rule", "Severity"] + signOff.platforms.map(E.inline), rows)
    out.append("")
    out.append(
      "Legend: " + ResultStatus.legend(signOff.report).map { "\($0.symbol) \($0.label)" }.joined(separator: ", ")
        + ", · not run; (declared): every failure there is one the cases declare. A cell shows the most urgent status over the cases; `n/m` means n of the m "
        + "cases have it.")
    out.append("")
  }

  /// `❌ 1/2`, `✅`, or `·` when nothing ran.
  static func cell(_ cell: SignOff.Cell) -> String {
    guard let status = cell.status else { return "·" }
    let text = cell.count == cell.total ? status.symbol : "\(status.symbol) \(cell.count)/\(cell.total)"
    return cell.declared ? text + " (declared)" : text
  }

  private func waivers(_ waivers: WaiverSummary, into out: inout [String]) {
    out.append("## Waivers")
    out.append("")
    let groups: [(String, String, [WaiverRecord])] = [
      ("Applied", "accepted failures in this run", waivers.applied),
      ("Expired", "past their review date: they no longer apply, and their failures count", waivers.expired),
      ("Unused", "in force but matched nothing: remove them", waivers.unused),
    ]
    if groups.allSatisfy({ $0.2.isEmpty }) {
      out.append("No waivers were given.")
      out.append("")
      return
    }
    for (title, meaning, records) in groups {
      out.append("### \(title) (\(records.count))")
      out.append("")
      guard !records.isEmpty else {
        out.append("None.")
        out.append("")
        continue
      }
      out.append("\(meaning.prefix(1).uppercased() + meaning.dropFirst()).")
      out.append("")
      out += table(
        ["Waiver", "Rule", "Case", "Scope", "Reason", "Approved by", "Review by", "Failures matched"],
        records.map { record in
          [
            E.code(record.id, inTable: true), E.code(record.rule, inTable: true),
            E.code(record.caseID, inTable: true), E.inline(Self.scope(record)), E.inline(record.reason),
            E.inline(record.approvedBy), E.inline(record.reviewBy), "\(record.matched)",
          ]
        })
      out.append("")
    }
  }

  /// `node VStack/timer; platforms tvos-26; locales he, ar`, or `whole case`.
  static func scope(_ record: WaiverRecord) -> String {
    var parts: [String] = []
    if let node = record.node { parts.append("node \(node)") }
    if let platforms = record.platforms { parts.append("platforms \(platforms.joined(separator: ", "))") }
    if let locales = record.locales { parts.append("locales \(ReportText.locales(locales))") }
    return parts.isEmpty ? "whole case" : parts.joined(separator: "; ")
  }

  private func baseline(_ baseline: BaselineComparison?, into out: inout [String]) {
    out.append("## Baseline")
    out.append("")
    guard let baseline else {
      out.append("No baseline was given.")
      out.append("")
      return
    }
    out.append(
      "Compared with \(E.code(baseline.file)) (generated \(E.inline(baseline.baselineGeneratedAt))): "
        + "**\(baseline.new) new**, \(baseline.existing) existing, \(baseline.fixed.count) fixed "
        + "(failures counted per locale).")
    out.append("")
    if !baseline.fixed.isEmpty {
      out += table(
        ["Fixed: case", "Rule", "Platform", "Node", "Locale"],
        baseline.fixed.sorted().map { key in
          [key.caseID, key.rule, key.platform, key.node, key.locale].map { E.code($0, inTable: true) }
        })
      out.append("")
    }
  }

  private func expectations(_ signOff: SignOff, into out: inout [String]) {
    out.append("## Fixture expectations")
    out.append("")
    let all = signOff.report.expectations
    guard !signOff.unmetExpectations.isEmpty else {
      out.append(
        all.isEmpty ? "No fixture declares expectations." : "All \(all.count) declared expectations hold.")
      out.append("")
      return
    }
    out.append("\(signOff.unmetExpectations.count) of \(all.count) declared expectations do not hold:")
    out.append("")
    out += table(
      ["Case", "Rule", "Platform", "Expected", "Found", "What differs"],
      signOff.unmetExpectations.map { check in
        let file = ReportText.file(check.caseID, in: signOff.report)
        let place = check.line.map { "\(file):\($0)" } ?? file
        return [
          E.code(place, inTable: true), E.code(check.rule, inTable: true), E.code(check.platform, inTable: true),
          E.inline(check.expected), E.inline(check.actual), E.inline(check.message),
        ]
      })
    out.append("")
  }

  private func failures(_ signOff: SignOff, into out: inout [String]) {
    out.append("## Worst failures")
    out.append("")
    guard !signOff.worstFailures.isEmpty else {
      out.append("Nothing failed.")
      out.append("")
      return
    }
    if signOff.failureCount > signOff.worstFailures.count {
      out.append(
        "The \(signOff.worstFailures.count) worst of \(signOff.failureCount) failures (by severity, "
          + "then number of locales); `report.json` has every one.")
      out.append("")
    }
    for (index, failure) in signOff.worstFailures.enumerated() {
      let finding = failure.finding
      out.append(
        "### \(index + 1). \(E.inline(failure.result.ruleID)): \(E.inline(failure.result.caseID))"
          + (finding.expected ? " (declared by the fixture)" : ""))
      out.append("")
      out.append(E.inline(finding.message))
      out.append("")
      let code = { (text: String) in E.code(text) }
      out += SignOff.facts(of: failure, text: E.inline, code: code, visual: code).map { "- \($0.0): \($0.1)" }
      out.append("")
      if let fix = finding.fix {
        out.append(E.inline(SignOff.fixIntro(fix)))
        out.append("")
        out.append(E.codeBlock(fix.diff, language: "diff"))
        out.append("")
      }
    }
  }

  /// A GFM table; cells must already be escaped.
  private func table(_ headers: [String], _ rows: [[String]]) -> [String] {
    ["| " + headers.joined(separator: " | ") + " |", "|" + headers.map { _ in " --- |" }.joined()]
      + rows.map { "| " + $0.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |" }
  }
}

extension ReportFormat {
  /// The Markdown sign-off.
  package static let markdown = ReportFormat(name: "markdown", fileName: "report.md") { MarkdownWriter() }
}

import Foundation
import ReportModel

/// Writes the console summary: the verdict, what the counts count, then one line per finding
/// that fails the run (`✗ case rule [platforms] — message (N locales)`), one per finding below
/// the threshold, can't-tells summed up by reason, unmet fixture expectations and expired
/// waivers. A finding on several platforms is one line, as on every dashboard.
///
/// ANSI colour is used only when `context.colour` is true (the CLI decides: a TTY and no
/// `NO_COLOR`). Strings from cases are made visible, so a case cannot smuggle escape sequences
/// or bidi overrides into the terminal.
package struct TextWriter: ReportWriter {
  /// `.text`.
  package var format: ReportFormat { .text }

  /// The summary, one line per item, ending in a newline.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let style = Style(enabled: context.colour)
    let summary = report.summary
    let failOn = report.summary.failOn.rawValue
    let approved = report.summary.verdict == .pass
    let v = { (text: String) in VisibleText.make(text) }
    var lines: [String] = []
    let verdict = approved ? style.green("PASS") : style.red("FAIL")
    lines.append("\(v(report.tool.name)) \(v(report.tool.version)): \(style.bold(verdict)) (fail-on threshold: \(v(failOn)))")
    let fixtures = report.inputs.count(where: \.isFixture)
    lines.append(
      "  \(ReportText.count(summary.cases - fixtures, "product case")), \(ReportText.count(fixtures, "fixture")); "
        + "\(ReportText.count(summary.rules, "rule")), "
        + "\(ReportText.count(summary.platforms, "platform")), \(ReportText.count(summary.locales, "locale")) "
        + "(\(report.matrix.rtlLocales) RTL), settings: \(v(report.matrix.settings.joined(separator: ", ")))")
    let groups = report.findingGroups
    let counts = FindingCounts(groups, in: report)
    var findings =
      "  findings: \(counts.failingRun) failing the run (\(ReportText.count(counts.errors, "error")), "
      + "\(ReportText.count(counts.warnings, "warning"))), \(counts.belowThreshold) below the threshold, "
      + "\(counts.waived) waived, \(counts.declared) declared by fixtures, \(counts.cantTell) can't tell"
    if let new = counts.new { findings += "; \(new) new against the baseline" }
    lines.append(findings)
    var results = "  results (case × rule × platform): \(ReportText.resultCounts(summary))"
    if summary.unmetExpectations > 0 {
      results += "; \(ReportText.count(summary.unmetExpectations, "unmet fixture expectation"))"
    }
    lines.append(results)

    func line(_ mark: String, _ group: FindingGroup) -> String {
      "\(mark) \(v(group.caseID)) \(v(group.ruleID)) [\(v(group.platforms.joined(separator: ", ")))] — "
        + "\(v(group.finding.message)) (\(ReportText.count(group.locales.count, "locale")))"
        + (group.baseline == .new ? " new" : "")
    }
    for group in groups where group.disposition == .failsRun { lines.append(line(style.red("✗"), group)) }
    for group in groups where group.disposition == .belowThreshold {
      lines.append(line(style.yellow("•"), group) + " — below the fail-on threshold")
    }
    // Latent results: failures only as if the app shipped a localisation it does not.
    for result in report.results where result.status == .latent {
      // A fixture that declares its latent findings shows them with its declared failures.
      let findings = result.findings.filter { $0.status == .latent && !$0.expected }
      guard !findings.isEmpty else { continue }
      let locales = ReportText.locales(of: findings)
      lines.append(
        "\(style.yellow("z")) latent \(v(result.caseID)) \(v(result.ruleID)) [\(v(result.platform))] — "
          + "\(v(findings.first?.message ?? "latent")) (\(ReportText.count(locales.count, "locale")) the app does not ship)")
    }
    // Can't-tells summed up by rule and reason, in the order first met.
    let unjudged = groups.filter { $0.disposition == .cantTell }
    let reason = { (group: FindingGroup) in "\(group.ruleID): \(group.finding.reason ?? "can't tell")" }
    let byReason = Dictionary(grouping: unjudged, by: reason)
    for key in ReportText.uniqued(unjudged.map(reason)) {
      lines.append(
        "\(style.yellow("?")) can't tell — \(v(key)) (\(ReportText.count(byReason[key]!.count, "finding")), "
          + "\(ReportText.count(Set(byReason[key]!.flatMap(\.locales)).count, "locale")))")
    }
    for check in report.expectations where !check.matched {
      lines.append(
        "\(style.yellow("!")) \(v(check.caseID)) \(v(check.rule)) [\(v(check.platform))] — unmet fixture expectation: "
          + v(check.message))
    }
    for waiver in report.waivers.expired {
      lines.append(
        "\(style.yellow("!")) waiver \(v(waiver.id)) (\(v(waiver.rule)), \(v(waiver.caseID))) expired on "
          + "\(v(waiver.reviewBy)); it no longer applies")
    }
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// ANSI SGR sequences, or nothing.
  private struct Style {
    let enabled: Bool
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    private func wrap(_ text: String, _ code: String) -> String {
      enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
  }
}

extension ReportFormat {
  /// The console summary, on standard output.
  package static let text = ReportFormat(name: "text", fileName: nil) { TextWriter() }
}

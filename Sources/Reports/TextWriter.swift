import Foundation
import ReportModel

/// Writes the console summary: the verdict, the counts, then one line per failing result
/// (`✗ case rule [platform] — message (N locales)`), per result that could not be judged and
/// per unmet case expectation.
///
/// ANSI colour is used only when `context.colour` is true (the CLI decides: a TTY and no
/// `NO_COLOR`). Strings from cases are made visible, so a case cannot smuggle escape sequences
/// or bidi overrides into the terminal.
package struct TextWriter: ReportWriter {
  /// Creates the writer.
  package init() {}

  /// `.text`.
  package var format: ReportFormat { .text }

  /// The summary, one line per item, ending in a newline.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let style = Style(enabled: context.colour)
    let summary = report.summary
    let failOn = ReportText.failOn(report)
    let approved = ReportText.approved(report)
    let v = { (text: String) in VisibleText.make(text) }
    var lines: [String] = []
    let verdict = approved ? style.green("PASS") : style.red("FAIL")
    lines.append("\(v(report.tool.name)) \(v(report.tool.version)): \(style.bold(verdict)) (fail-on threshold: \(v(failOn)))")
    lines.append(
      "  \(ReportText.count(summary.cases, "case")), \(ReportText.count(summary.rules, "rule")), "
        + "\(ReportText.count(summary.platforms, "platform")), \(ReportText.count(summary.locales, "locale")) "
        + "(\(report.matrix.rtlLocales) RTL), settings: \(v(report.matrix.settings.joined(separator: ", ")))")
    var counts =
      "  results: \(ReportText.resultCounts(summary)); \(ReportText.count(summary.errors, "error")), "
      + "\(ReportText.count(summary.warnings, "warning"))"
    if let new = summary.new { counts += ", \(new) new" }
    if summary.unmetExpectations > 0 {
      counts += "; \(ReportText.count(summary.unmetExpectations, "unmet expectation"))"
    }
    lines.append(counts)

    // Unexpected failures one per line; failures the cases declare, and can't-tells, summed
    // up (the Markdown and HTML sign-off list them all).
    var declared = 0
    var cantTell: [String: (results: Int, locales: Set<String>)] = [:]
    var cantTellOrder: [String] = []
    for result in report.results where result.status == .failed || result.status == .cantTell {
      let findings = result.findings.filter { $0.status == result.status }
      guard result.status == .failed else {
        for finding in findings {
          let key = "\(result.ruleID): \(finding.reason ?? "can't tell")"
          if cantTell[key] == nil { cantTellOrder.append(key) }
          cantTell[key, default: (0, [])].results += 1
          cantTell[key]!.locales.formUnion(finding.locales)
        }
        continue
      }
      if findings.allSatisfy(\.expected) {
        declared += 1
        continue
      }
      let locales = ReportText.uniqued(findings.flatMap(\.locales))
      var message = findings.first?.message ?? result.status.label
      if findings.count > 1 { message += " (+\(findings.count - 1) more)" }
      lines.append(
        "\(style.red("✗")) \(v(result.caseID)) \(v(result.ruleID)) [\(v(result.platform))] — \(v(message)) "
          + "(\(ReportText.count(locales.count, "locale")))")
    }
    if declared > 0 {
      lines.append("  \(ReportText.count(declared, "failed result")) as the cases' expect blocks declare")
    }
    // Latent results: failures only as if the app shipped a localisation it does not.
    for result in report.results where result.status == .latent {
      let findings = result.findings.filter { $0.status == .latent }
      let locales = ReportText.uniqued(findings.flatMap(\.locales))
      lines.append(
        "\(style.yellow("z")) latent \(v(result.caseID)) \(v(result.ruleID)) [\(v(result.platform))] — "
          + "\(v(findings.first?.message ?? "latent")) (\(ReportText.count(locales.count, "locale")) the app does not ship)")
    }
    for key in cantTellOrder {
      let entry = cantTell[key]!
      lines.append(
        "\(style.yellow("?")) can't tell — \(v(key)) (\(ReportText.count(entry.results, "result")), "
          + "\(ReportText.count(entry.locales.count, "locale")))")
    }
    for check in report.expectations where !check.matched {
      lines.append(
        "\(style.yellow("!")) \(v(check.caseID)) \(v(check.rule)) [\(v(check.platform))] — unmet expectation: "
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

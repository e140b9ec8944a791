import Foundation
import Runner
import Rules

/// Writes the console summary: the verdict, the counts, then one line per failing result
/// (`✗ case rule [platform] — message (N locales)`), per result that could not be judged and
/// per unmet case expectation.
///
/// ANSI colour is used only when `context.colour` is true (the CLI decides: a TTY and no
/// `NO_COLOR`). Strings from cases are made visible, so a case cannot smuggle escape sequences
/// or bidi overrides into the terminal.
public struct TextWriter: ReportWriter {
  /// Creates the writer.
  public init() {}

  /// `.text`.
  public var format: ReportFormat { .text }

  /// The summary, one line per item, ending in a newline.
  public func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let style = Style(enabled: context.colour)
    let summary = report.summary
    let failOn = ReportText.failOn(report, context)
    let approved = ReportText.approved(report)
    let v = { (text: String) in VisibleText.make(text) }
    var lines: [String] = []
    let verdict = approved ? style.green("PASS") : style.red("FAIL")
    lines.append("\(v(report.tool.name)) \(v(report.tool.version)): \(style.bold(verdict)) (--fail-on \(v(failOn)))")
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

    for result in report.results where result.status == .failed || result.status == .cantTell {
      let failed = result.status == .failed
      let findings = result.findings.filter { $0.status == result.status }
      let locales = ReportText.uniqued(findings.flatMap(\.locales))
      var message = findings.first?.message ?? result.status.label
      if !failed { message = "can't tell: \(findings.first?.reason.map { "\($0): " } ?? "")\(message)" }
      if findings.count > 1 { message += " (+\(findings.count - 1) more)" }
      let mark = failed ? style.red("✗") : style.yellow("?")
      lines.append(
        "\(mark) \(v(result.caseID)) \(v(result.ruleID)) [\(v(result.platform))] — \(v(message)) "
          + "(\(ReportText.count(locales.count, "locale")))")
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

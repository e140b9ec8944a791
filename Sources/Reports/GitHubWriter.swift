import Foundation
import ReportModel

/// Writes GitHub Actions workflow commands: one annotation per failed finding at its case file
/// line (`::error file=…,line=…,col=…,title=…::message`), `::warning` or `::notice` by the rule's
/// severity, one `::warning` per unmet case expectation, then a plain summary line.
///
/// Values are escaped as GitHub's toolkit does: `%`, CR and LF in the message; also `:` and `,`
/// in properties, which would otherwise end them.
package struct GitHubWriter: ReportWriter {
  /// Creates the writer.
  package init() {}

  /// `.github`.
  package var format: ReportFormat { .github }

  /// The workflow commands, one a line.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    var lines: [String] = []
    for result in report.results {
      let severity = report.rule(result.ruleID)?.severity ?? .error
      for finding in result.findings where finding.status == .failed {
        let node = finding.node
        lines.append(
          Self.command(
            Self.command(for: severity),
            properties: [
              ("file", ReportText.file(finding, caseID: result.caseID, in: report)),
              ("line", "\(max(1, node?.line ?? 1))"), ("col", "\(max(1, node?.column ?? 1))"),
              ("title", "\(result.ruleID) [\(result.platform)]"),
            ],
            message: SARIFWriter.message(finding, platform: result.platform)))
      }
    }
    for check in report.expectations where !check.matched {
      var properties = [("file", ReportText.file(check.caseID, in: report))]
      if let line = check.line { properties.append(("line", "\(line)")) }
      properties.append(("title", "unmet expectation: \(check.rule) [\(check.platform)]"))
      lines.append(
        Self.command(
          "warning", properties: properties,
          message: "Expected \(check.expected), found \(check.actual): \(check.message)"))
    }
    let failOn = ReportText.failOn(report)
    lines.append(
      "\(VisibleText.make(report.tool.name)): \(ReportText.approved(report) ? "pass" : "fail") "
        + "(fail-on threshold: \(VisibleText.make(failOn))): \(ReportText.resultCounts(report.summary))")
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// `error`, `warning` or `notice`.
  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// `::name key=value,…::message`, escaped.
  static func command(_ name: String, properties: [(String, String)], message: String) -> String {
    let rendered = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(name) \(rendered)::\(escapeData(message))"
  }

  /// The message: `%`, CR, LF; hidden characters made visible first (line breaks kept, then
  /// encoded, so a multi-line message stays multi-line in the annotation).
  static func escapeData(_ text: String) -> String {
    VisibleText.make(text, keepingLineBreaks: true)
      .replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: as the message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text)
      .replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}

extension ReportFormat {
  /// GitHub Actions annotations, on standard output.
  package static let github = ReportFormat(name: "github", fileName: nil) { GitHubWriter() }
}

import Foundation
import ReportModel

/// Writes GitHub Actions workflow commands: one annotation per finding that fails the run at its
/// file line (`::error file=…,line=…,col=…,title=…::message`; `::warning` or `::notice` by the
/// rule's severity), the same problem on several platforms annotated once; a `::notice` per
/// finding below the fail-on threshold; one `::warning` per unmet fixture expectation; then a
/// plain summary line. A finding with a suggested fix (Swift inputs) ends its message with the
/// suggested line and where it goes. Failures a fixture declares and waived ones are not annotated: they do
/// not fail the run, and a pull request should show what does.
///
/// Values are escaped as GitHub's toolkit does: `%`, CR and LF in the message; also `:` and `,`
/// in properties, which would otherwise end them.
package struct GitHubWriter: ReportWriter {
  /// `.github`.
  package var format: ReportFormat { .github }

  /// The workflow commands, one a line.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    var lines: [String] = []
    for group in report.findingGroups where group.disposition == .failsRun || group.disposition == .belowThreshold {
      let severity = report.rule(group.ruleID)?.severity ?? .error
      let node = group.finding.node
      lines.append(
        Self.command(
          group.disposition == .failsRun && severity != .note ? severity.rawValue : "notice",
          properties: [
            ("file", ReportText.file(group.finding, caseID: group.caseID, in: report)),
            ("line", "\(max(1, node?.line ?? 1))"), ("col", "\(max(1, node?.column ?? 1))"),
            ("title", "\(group.ruleID) [\(group.platforms.joined(separator: ", "))]"),
          ],
          message: SARIFWriter.message(group) + (group.finding.fix.map { "\n" + Self.suggestion($0) } ?? "")))
    }
    for check in report.expectations where !check.matched {
      var properties = [("file", ReportText.file(check.caseID, in: report))]
      if let line = check.line { properties.append(("line", "\(line)")) }
      properties.append(("title", "unmet fixture expectation: \(check.rule) [\(check.platform)]"))
      lines.append(
        Self.command(
          "warning", properties: properties,
          message: "Expected \(check.expected), found \(check.actual): \(check.message)"))
    }
    let failOn = report.summary.failOn.rawValue
    lines.append(
      "\(VisibleText.make(report.tool.name)): \(report.summary.verdict == .pass ? "pass" : "fail") "
        + "(fail-on threshold: \(VisibleText.make(failOn))): \(ReportText.resultCounts(report.summary))")
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// The lines a fix suggests, for a message: an annotation cannot carry a suggestion block, so
  /// it names where the lines go and shows them (`Suggested at App/View.swift:19 …:
  /// .accessibilityHidden(true)`), saying whether a new audit verified them.
  static func suggestion(_ fix: SuggestedFix) -> String {
    let lines = fix.addedLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let place = fix.replacements.first.map { " at \($0.file):\($0.startLine)" } ?? ""
    let status = fix.verified ? " (verified by a new audit)" : " (not verified; 'layout-audit fix' re-audits before it edits)"
    return "Suggested\(place)\(status): " + (lines.count == 1 ? lines[0] : "\n" + lines.joined(separator: "\n"))
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

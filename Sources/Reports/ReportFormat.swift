/// The formats a report can be written in, spelled as the CLI's `--format` spells them.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// The complete record (`report.json`); what `merge` and `--baseline` read.
  case json
  /// Apache Ant JUnit XML (`report.junit.xml`) for CI test dashboards.
  case junit
  /// SARIF 2.1.0 (`report.sarif`) for GitHub code scanning.
  case sarif
  /// The sign-off for a pull request or a release (`report.md`).
  case markdown
  /// The sign-off as one self-contained page with pictures (`report.html`).
  case html
  /// A console summary, written to standard output.
  case text
  /// GitHub Actions workflow commands (annotations), written to standard output.
  case github

  /// The file the format is written to inside the output directory, or `nil` for the formats
  /// that go to standard output (`text`, `github`): they are read by a person or by the CI
  /// runner as the run happens, never kept as files.
  public var fileName: String? {
    switch self {
    case .json: "report.json"
    case .junit: "report.junit.xml"
    case .sarif: "report.sarif"
    case .markdown: "report.md"
    case .html: "report.html"
    case .text, .github: nil
    }
  }

  /// The writer for the format, with its default configuration.
  public var writer: any ReportWriter {
    switch self {
    case .json: JSONReportWriter()
    case .junit: JUnitWriter()
    case .sarif: SARIFWriter()
    case .markdown: MarkdownWriter()
    case .html: HTMLWriter()
    case .text: TextWriter()
    case .github: GitHubWriter()
    }
  }
}

import Foundation
import LayoutAudit

/// Writes reports for the CLI: files go to the output folder as one set, `text` and `github`
/// to standard output; `--output -` prints one format instead.
enum ReportOutput {
  /// Writes the report as `options` say; the exit code is the run's verdict.
  static func write(
    _ report: AuditReport, options: ReportOptions, auditor: Auditor, progress: ProgressBar? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(CommandError) -> ExitCode {
    // The progress line goes before anything else is printed, whatever happens.
    defer { progress?.finish() }
    let colour = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    try CommandError.library { () throws(AuditError) in
      if options.output == "-" {
        // Checked by `ReportOptions`: exactly one format.
        let format = options.formats[0]
        let data =
          format.fileName == nil
          ? try auditor.render(report, as: format, colour: colour) : try auditor.renderFile(report, as: format)
        Console.out(String(decoding: data, as: UTF8.self))
        return
      }
      let written = try auditor.writeReports(report, formats: options.formats, to: options.output, progress: progress?.update, jobs: jobs)
      progress?.finish()
      if !options.quiet, written.runID != nil {
        Console.error(message(written))
      }
      for format in options.formats where format.fileName == nil {
        if options.quiet, format == .text { continue }
        Console.out(String(decoding: try auditor.render(report, as: format, colour: colour), as: UTF8.self))
      }
    }
    return report.summary.verdict == .pass ? .success : .findings
  }

  /// Exactly what was and was not replaced.
  static func message(_ written: WrittenReports) -> String {
    let folder = Console.bounded(written.directory)
    let id = written.runID.map { " (run \($0.prefix(12)))" } ?? ""
    guard !written.replaced.isEmpty else { return "\(folder): reports unchanged (only their timestamps would differ)\(id)\n" }
    let names = written.replaced.map { Console.bounded($0) }.joined(separator: ", ")
    var lines = ["wrote \(names)\(id)\(written.swapped ? ", replacing the previous set at once" : "")"]
    if !written.untouched.isEmpty {
      lines.append(
        "left as they were in \(folder) (not written by this run): "
          + written.untouched.prefix(20).map { Console.bounded($0) }.joined(separator: ", ")
          + (written.untouched.count > 20 ? ", and \(written.untouched.count - 20) more" : ""))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

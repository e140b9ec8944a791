import Foundation
import LayoutAudit

/// Writes reports for the CLI: files go to the output folder atomically, `text` and `github` to
/// standard output.
enum ReportOutput {
  static func write(
    _ report: AuditReport, formats: [ReportFormat], directory: String, quiet: Bool, auditor: Auditor
  ) throws(CommandError) {
    let colour = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    do {
      let paths = try auditor.write(report, formats: formats, to: directory)
      if !quiet, formats.contains(where: { $0.fileName != nil }) {
        Console.error(
          paths.isEmpty
            ? "\(directory): reports unchanged (only their timestamps would differ)\n"
            : "wrote \(paths.joined(separator: ", "))\n")
      }
      for format in formats where format.fileName == nil {
        if quiet, format == .text { continue }
        Console.out(String(decoding: try auditor.render(report, as: format, colour: colour), as: UTF8.self))
      }
    } catch {
      throw CommandError(error)
    }
  }
}

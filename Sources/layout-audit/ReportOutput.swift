import Foundation
import LayoutAudit

/// Writes and reads reports for the CLI: files go to the output folder atomically, `text` and
/// `github` to standard output.
enum ReportOutput {
  static func write(_ report: AuditReport, formats: [String], directory: String, quiet: Bool) throws(CommandError) {
    let chosen = formats.compactMap(ReportFormat.init(rawValue:))
    let colour = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    let context = ReportContext(colour: colour)
    let files = chosen.filter { $0.fileName != nil }.map(\.writer)
    if !files.isEmpty {
      do {
        let paths = try ReportFileWriter(directory: directory).write(report, writers: files, context: context)
        if !quiet {
          Console.error(
            paths.isEmpty
              ? "\(directory): reports unchanged (only their timestamps would differ)\n"
              : "wrote \(paths.joined(separator: ", "))\n")
        }
      } catch {
        throw .internalFailure(error.description)
      }
    }
    for format in chosen where format.fileName == nil {
      if quiet, format == .text { continue }
      do {
        Console.out(String(decoding: try format.writer.render(report, context: context), as: UTF8.self))
      } catch {
        throw .internalFailure(error.description)
      }
    }
  }

  /// The largest report `--baseline` and `merge` read: far above a real run's (the 19 shipped
  /// cases write 3.8 MB) and far below what would make Foundation's decoder take seconds and
  /// gigabytes before saying the file is not a report.
  static let maximumReportSize = 64 << 20

  static func read(_ path: String) throws(CommandError) -> AuditReport {
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumReportSize {
      throw .badInput(
        "\(path): error: the report is \(size >> 20) MiB, more than the \(maximumReportSize >> 20) MiB a LayoutAudit "
          + "report can be; pass the report.json an audit wrote")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badInput("\(path): error: cannot read the report; check the path")
    }
    do {
      return try JSONReportWriter.read(data, path: path)
    } catch {
      throw .badInput(error.description)
    }
  }
}

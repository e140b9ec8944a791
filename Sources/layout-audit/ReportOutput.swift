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
        if !quiet { Console.error("wrote \(paths.joined(separator: ", "))\n") }
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

  static func read(_ path: String) throws(CommandError) -> AuditReport {
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

/// Why a report could not be rendered, read or written, worded so the user knows what to do.
package enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A report file is not valid JSON or not shaped like a report.
  case unreadable(path: String, detail: String)
  /// A JSON report was written with a schema version this tool does not read.
  case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
  /// The report contradicts itself (a result names a rule the report does not list, …): a bug
  /// in whatever produced it.
  case inconsistent(detail: String)
  /// A format could not be encoded.
  case encoding(format: ReportFormat, detail: String)
  /// The output directory cannot be used.
  case outputDirectory(path: String, detail: String)
  /// A report file could not be written; nothing was replaced.
  case write(path: String, detail: String)
  /// A report set could not be put in place; `detail` says exactly what was and was not
  /// replaced.
  case set(path: String, detail: String)

  /// One paragraph: what went wrong, where, and what to do.
  package var description: String {
    switch self {
    case .unreadable(let path, let detail):
      "\(path) is not a LayoutAudit JSON report: \(detail). Pass the report.json an audit wrote."
    case .unsupportedSchemaVersion(let path, let found, let supported):
      "\(path) has report schema version \(found), but this layout-audit reads version "
        + "\(supported)\(Self.versionHistory(found: found, supported: supported)). Re-run the audit with "
        + "this version of layout-audit (for a baseline, audit the baseline's commit again), or read "
        + "the report with the version that wrote it."
    case .inconsistent(let detail):
      "the audit report is inconsistent: \(detail). This is a bug in the tool that made the "
        + "report; please report it with the report.json attached."
    case .encoding(let format, let detail):
      "could not encode the \(format.name) report: \(detail)."
    case .outputDirectory(let path, let detail):
      "cannot write reports into \(path): \(detail)."
    case .write(let path, let detail):
      "could not write \(path): \(detail). No existing report was changed."
    case .set(let path, let detail):
      "could not write the reports into \(path): \(detail)."
    }
  }

  /// Why an older report cannot be read: what changed since its version.
  private static func versionHistory(found: Int, supported: Int) -> String {
    guard found < supported else { return "" }
    // Version 2 writes a finding's and a locale class's locales as `localeRanges`; version 3
    // groups results by unit and writes each distinct finding and picture once.
    switch found {
    case 1:
      return " (version 1, from an earlier layout-audit, lists locales in full and every result on its own; "
        + "version \(supported) writes locales as localeRanges and results by case and platform)"
    case 2:
      return " (version 2, from an earlier layout-audit, lists every result's findings in full; "
        + "version \(supported) groups results by case and platform and writes each finding once)"
    default:
      return " (an earlier layout-audit wrote it)"
    }
  }
}

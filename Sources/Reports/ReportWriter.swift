import Foundation
import ReportModel

/// Turns an audit report into the bytes of one format.
///
/// Modelled on swift-snapshot-testing's `Snapshotting`: a writer is a small value that knows its
/// format and its file name and renders; writing files, choosing formats and printing belong to
/// the caller, so writers compose (`ReportFileWriter` writes any list of them atomically).
/// Rendering is a pure function of the report and the context: the same input gives the same
/// bytes, with no clock, host name or environment read. A file format writes the id of the set
/// its file belongs to (`AuditReport.runID`, see `ReportRunID`) where the format allows.
package protocol ReportWriter: Sendable {
  /// The format the writer produces.
  var format: ReportFormat { get }
  /// Renders the report.
  func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data
}

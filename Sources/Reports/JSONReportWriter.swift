import Foundation
import ReportModel

/// Writes the complete record, `report.json`, and reads it back for `merge` and `--baseline`.
///
/// The JSON is `AuditReport`'s own `Codable` form (schema 3: results by unit, findings and
/// pictures in tables, `ResultLayout`) as Foundation's `JSONEncoder` writes it with sorted keys
/// and unescaped slashes, in a fixed layout, so the same report gives byte-identical files;
/// `report.schema.json` (`ReportSchema`) describes it. The layout puts each top-level member on
/// a line and each element of a top-level array on a line of its own, written compactly: a diff
/// shows which results changed, and the file stays a fraction of the size pretty printing gives
/// (`JSONLines`). Elements are encoded one at a time, so memory holds one element's encoder tree
/// rather than the whole report's.
package struct JSONReportWriter: ReportWriter {
  /// Creates the writer.
  package init() {}

  /// `.json`.
  package var format: ReportFormat { .json }

  /// The report as sorted JSON, one top-level member or array element a line, ending in a
  /// newline.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    Self.document(try Self.members(of: report), results: report.results.count)
  }

  /// The report's top-level members, each encoded for its line, the long arrays on up to
  /// `threads` threads.
  static func members(of report: AuditReport, threads: Int = 1) throws(ReportError) -> [JSONLines.Member] {
    // Locale lists become ranges into matrix.locales (LocaleRanges).
    let table = LocaleTable(report.matrix.locales)
    let makeEncoder = { @Sendable () -> JSONEncoder in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.userInfo = [LocaleRanges.tableKey: table]
      return encoder
    }
    do {
      return try JSONLines.members(of: report, encoders: makeEncoder, threads: threads)
    } catch {
      throw .encoding(format: .json, detail: String(describing: error))
    }
  }

  /// The file `members` make.
  static func document(_ members: [JSONLines.Member], results: Int) -> Data {
    var data = Data()
    // About 160 bytes a result; reserved pages are not resident until written, and a buffer
    // that never has to grow is never copied.
    data.reserveCapacity(65_536 + 320 * results)
    for piece in JSONLines.pieces(members) { data.append(piece) }
    return data
  }

  /// Reads a JSON report, refusing a schema version this tool does not know.
  ///
  /// The version is checked before the rest is decoded, so a report from a newer tool gets the
  /// message about versions rather than a confusing one about a missing field. Foundation's
  /// `JSONDecoder` reads it, as it reads it for a library user.
  /// - Parameter path: the file the data came from, for messages.
  package static func read(_ data: Data, path: String) throws(ReportError) -> AuditReport {
    do {
      return try JSONDecoder().decode(VersionedReport.self, from: data).report
    } catch let refusal as VersionedReport.Refusal {
      guard let found = refusal.found else { throw .unreadable(path: path, detail: "it has no \"schemaVersion\"") }
      throw .unsupportedSchemaVersion(path: path, found: found, supported: AuditReport.currentSchemaVersion)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      // Not JSON: Foundation's decoder does not say where, its parser does.
      var reason = context.debugDescription
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      } catch {
        reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey].map { "\($0)" } ?? reason
      }
      throw .unreadable(path: path, detail: "it is not a JSON object (\(reason))")
    } catch {
      throw .unreadable(path: path, detail: describe(error))
    }
  }

  /// A report whose schema version is read, and checked, before the rest of it.
  private struct VersionedReport: Decodable {
    /// The version is missing (`nil`) or another one.
    struct Refusal: Error {
      var found: Int?
    }

    enum CodingKeys: String, CodingKey {
      case schemaVersion
    }

    var report: AuditReport

    init(from decoder: any Decoder) throws {
      let version = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .schemaVersion)
      guard version == AuditReport.currentSchemaVersion else { throw Refusal(found: version) }
      report = try AuditReport(from: decoder)
    }
  }

  /// A decoding error as one line naming the JSON path (`results[3].status: …`).
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return text.isEmpty ? "the top level" : String(text.drop(while: { $0 == "." }))
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}

extension ReportFormat {
  /// The complete record.
  package static let json = ReportFormat(name: "json", fileName: "report.json") { JSONReportWriter() }
}

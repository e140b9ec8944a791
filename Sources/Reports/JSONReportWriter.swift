import Foundation
import ReportModel

/// Writes the complete record, `report.json`, and reads it back for `merge` and `--baseline`.
///
/// The JSON is `AuditReport`'s own `Codable` form (schema 3: results by unit, findings and
/// pictures in tables, `ResultLayout`) with sorted keys and a fixed layout, so the same report
/// gives byte-identical files; `report.schema.json` (`ReportSchema`) describes it. The layout
/// puts each top-level member on a line and each element of a top-level array on a line of its
/// own, written compactly: a diff shows which results changed, and the file stays a fraction of
/// the size pretty printing gives. Elements are encoded one at a time, so memory holds one
/// element's encoder tree rather than the whole report's.
package struct JSONReportWriter: ReportWriter {
  /// Creates the writer.
  package init() {}

  /// `.json`.
  package var format: ReportFormat { .json }

  /// The report as sorted JSON, one top-level member or array element a line, ending in a
  /// newline.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    do {
      // JSONEncoder's bytes with sorted keys and unescaped slashes, for a fraction of the work.
      // Locale lists become ranges into matrix.locales (LocaleRanges).
      let encoder = CompactJSONEncoder(userInfo: [LocaleRanges.tableKey: LocaleTable(report.matrix.locales)])
      let layout = ResultLayout(report.results)
      var skeleton = report
      skeleton.results = []
      let lines = JSONLines.format([UInt8](JSONEscaping.escapingHidden(try encoder.encode(skeleton))))
      var streamed: [(key: String, elements: (inout Data) throws -> Void)] = []
      func stream<Element: Encodable>(_ key: String, _ elements: [Element]) {
        streamed.append(
          (
            key,
            { data in
              for (index, element) in elements.enumerated() {
                data.append(contentsOf: Array((index == 0 ? "\n    " : ",\n    ").utf8))
                data.append(JSONEscaping.escapingHidden(try encoder.encode(element)))
              }
              if !elements.isEmpty { data.append(contentsOf: Array("\n  ".utf8)) }
            }
          ))
      }
      stream("findings", layout.findings)
      stream("pictures", layout.pictures)
      stream("results", layout.units)
      var data = Data()
      // About 160 bytes a result; reserved pages are not resident until written, and a buffer
      // that never has to grow is never copied.
      data.reserveCapacity(lines.count + 320 * report.results.count)
      var start = 0
      let placed = try streamed.map { entry throws(ReportError) in
        let marker = Array("\n  \"\(entry.key)\":[]".utf8)
        guard let range = ByteSearch.range(of: marker, in: lines) else {
          throw .inconsistent(detail: "the JSON report has no \(entry.key) array to fill")
        }
        return (range.upperBound - 1, entry.elements)
      }.sorted { $0.0 < $1.0 }
      for (position, elements) in placed {
        data.append(contentsOf: lines[start..<position])
        try elements(&data)
        start = position
      }
      data.append(contentsOf: lines[start...])
      data.append(0x0A)
      return data
    } catch let error as ReportError {
      throw error
    } catch {
      throw .encoding(format: .json, detail: String(describing: error))
    }
  }

  /// Reads a JSON report, refusing a schema version this tool does not know.
  ///
  /// The version is checked before the rest is decoded, so a report from a newer tool gets the
  /// message about versions rather than a confusing one about a missing field.
  /// - Parameter path: the file the data came from, for messages.
  package static func read(_ data: Data, path: String) throws(ReportError) -> AuditReport {
    struct VersionProbe: Decodable {
      struct MatrixProbe: Decodable { var locales: [String]? }
      enum CodingKeys: String, CodingKey { case schemaVersion, matrix }
      var schemaVersion: Int?
      /// The locale table, when it reads; a malformed matrix is reported by the full decode.
      var locales: [String]

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion)
        locales = ((try? container.decodeIfPresent(MatrixProbe.self, forKey: .matrix)) ?? nil)?.locales ?? []
      }
    }
    // Strings of the tree are spans of the bytes: the whole read happens while they are held.
    let read = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<AuditReport, ReportError> in
      Result { () throws(ReportError) -> AuditReport in
        let document = raw.bindMemory(to: UInt8.self)
        let tree: JSONTree
        do {
          tree = try JSONTree.parse(document)
        } catch {
          throw .unreadable(path: path, detail: "it is not a JSON object (\(error))")
        }
        var decoder = ReportJSONDecoder(document: document)
        let probe: VersionProbe
        do {
          probe = try decoder.decode(VersionProbe.self, from: tree)
        } catch {
          throw .unreadable(path: path, detail: "it is not a JSON object (\(describe(error)))")
        }
        guard let version = probe.schemaVersion else {
          throw .unreadable(path: path, detail: "it has no \"schemaVersion\"")
        }
        guard version == AuditReport.currentSchemaVersion else {
          throw .unsupportedSchemaVersion(
            path: path, found: version, supported: AuditReport.currentSchemaVersion)
        }
        // Locale ranges are positions in matrix.locales, read first.
        decoder.userInfo[LocaleRanges.tableKey] = LocaleTable(probe.locales)
        do {
          return try decoder.decode(AuditReport.self, from: tree)
        } catch {
          throw .unreadable(path: path, detail: describe(error))
        }
      }
    }
    return try read.get()
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
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
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

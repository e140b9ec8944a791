import Foundation
import ReportModel
import Synchronization
import Workers

/// The id of a report set, worked out from the report before any file of the set is rendered.
///
/// The id is a digest of the report's JSON with a placeholder id and its timestamp left out
/// (FNV-1a, 128 bits: it tells sets apart, it is not a security digest). Two runs that say the
/// same thing get the same id, so "only the timestamp changed" still leaves committed reports
/// alone, and a shard merge gets the id of the whole run it equals; two runs that say different
/// things get different ids, so a reader that finds two ids in one folder knows the set is mixed.
///
/// Every file format renders from the report with the id set (`AuditReport.runID`) and writes it
/// where its format allows: `report.json` has a `runID` field, SARIF a
/// `properties.layoutAuditRunID` on the log, and JUnit, HTML and Markdown end with `comment(_:)`.
/// `report.schema.json` is the same for every run of a version and carries none.
package enum ReportRunID {
  /// The length of an id: 32 lowercase hexadecimal digits.
  package static let length = 32

  /// The most results (case × rule × platform) a spooled report renders its formats at once for;
  /// a larger one renders them in turn, so 500 cases (about 51,000) render on every core and
  /// 2,000 (about 200,000) stay within their memory budget.
  static let concurrentRenderLimit = 120_000

  /// What the JSON holds in the id's place while the id is worked out.
  static let placeholder = String(repeating: "0", count: length)

  /// The id of the set `report` makes, and the members of its `report.json`: encoded once, with
  /// the placeholder in the id's member for the digest, then given the id's own member.
  static func stamp(_ report: AuditReport, threads: Int = 1) throws(ReportError) -> (
    id: String, members: [JSONLines.Member]
  ) {
    var unstamped = report
    unstamped.runID = placeholder
    var members = try JSONReportWriter.members(of: unstamped, threads: threads)
    let id = digest(JSONLines.pieces(members), leavingOut: ReportTimestamps.spellings(of: report.generatedAt))
    // The id is 32 hexadecimal digits: its JSON is the digits in quotes.
    if let idMember = members.firstIndex(where: { $0.key == "runID" }) {
      members[idMember].value = [Data("\"\(id)\"".utf8)]
    }
    return (id, members)
  }

  /// The id, and `report.json` when `writer` writes it: with a spool, written there member by
  /// member (never joined in memory, and freed before the other formats render).
  private static func stampedJSON(
    _ report: AuditReport, writer: (any ReportWriter)?, spool: ReportSpool?, threads: Int
  ) throws(ReportError) -> (id: String, json: ReportFileWriter.File?) {
    let (id, members) = try stamp(report, threads: threads)
    guard let name = writer?.format.fileName else { return (id, nil) }
    if let spool { return (id, spool.keep(JSONLines.pieces(members), name: name)) }
    return (id, .init(name: name, data: JSONReportWriter.document(members, results: report.results.count)))
  }

  /// The last line of a format with comments (JUnit, HTML, Markdown): the id the report
  /// carries, or nothing for a report that carries none.
  static func comment(_ report: AuditReport) -> String {
    report.runID.map { "<!-- layout-audit-run: \($0) -->\n" } ?? ""
  }

  /// Renders every file format among `writers` with the run's id in it, with
  /// `report.schema.json` beside `report.json`; `progress` is told each time a format is
  /// rendered.
  ///
  /// The formats render on up to `jobs` threads, one format each at a time (the JUnit, SARIF and
  /// HTML writers of a large report take seconds); with one job, in turn on the calling thread.
  /// Past `concurrentLimit` results (with a spool) they render in turn. With a `spool`, each
  /// file goes into the spool as soon as it is rendered, so memory holds the files being
  /// rendered (one a thread, or one in all), not the set; without one, they stay in memory.
  /// Files keep the writers' order.
  package static func render(
    _ report: AuditReport, writers: [any ReportWriter], context: ReportContext, spool: ReportSpool? = nil,
    progress: (@Sendable (_ rendered: Int, _ total: Int) -> Void)? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, concurrentLimit: Int = concurrentRenderLimit
  ) throws(ReportError) -> (id: String, files: [ReportFileWriter.File]) {
    let fileWriters = writers.filter { $0.format.fileName != nil }
    progress?(0, fileWriters.count)
    let (id, json) = try stampedJSON(
      report, writer: fileWriters.first { $0 is JSONReportWriter }, spool: spool, threads: jobs)
    let stamped = { var copy = report; copy.runID = id; return copy }()
    let renderedCount = Atomic<Int>(0)
    // A large run's data already fills hundreds of megabytes: one rendered file at a time.
    let stripes = spool != nil && report.results.count > concurrentLimit ? 1 : max(1, min(jobs, fileWriters.count))
    let rendered = WorkPool.map(count: fileWriters.count, threads: stripes) { index in
      let writer = fileWriters[index]
      let result = Result { () throws(ReportError) -> ReportFileWriter.File in
        // The id's digest already encoded report.json.
        if writer is JSONReportWriter, let json { return json }
        let data = try writer.render(stamped, context: context)
        return spool.map { $0.keep([data], name: writer.format.fileName!) } ?? .init(name: writer.format.fileName!, data: data)
      }
      progress?(renderedCount.add(1, ordering: .relaxed).newValue, fileWriters.count)
      return result
    }
    var files: [ReportFileWriter.File] = []
    for (writer, result) in zip(fileWriters, rendered) {
      files.append(try result.get())
      if writer.format == .json {
        files.append(.init(name: ReportSchema.fileName, data: Data(ReportSchema.text.utf8)))
      }
    }
    return (id, files)
  }

  /// FNV-1a (128-bit) of the pieces' bytes in turn, skipping every occurrence of `leavingOut`
  /// inside a piece (a timestamp is inside one JSON value, never across two).
  static func digest(_ pieces: [Data], leavingOut spellings: [String]) -> String {
    let patterns = spellings.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    // A table, not a Set: the test runs on every byte, and hashing it was most of the digest.
    var startsPattern = [Bool](repeating: false, count: 256)
    for pattern in patterns { startsPattern[Int(pattern[0])] = true }
    var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    for piece in pieces {
      piece.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
        let bytes = buffer.bindMemory(to: UInt8.self)
        var index = 0
        outer: while index < bytes.count {
          let byte = bytes[index]
          if startsPattern[Int(byte)] {
            for pattern in patterns where index + pattern.count <= bytes.count {
              var matches = true
              for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] {
                matches = false
                break
              }
              if matches {
                index += pattern.count
                continue outer
              }
            }
          }
          // Times the FNV prime, 2^88 + 0x13B, as a shift and a small product.
          hash ^= UInt128(byte)
          hash = (hash << 88) &+ hash &* 0x13B
          index += 1
        }
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: length - hex.count) + hex
  }
}

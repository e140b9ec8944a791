import Dispatch
import Foundation
import ReportModel
import Synchronization

/// The id of a report set, and how each file format carries it.
///
/// The id is a digest of the report's JSON with its timestamp left out (FNV-1a, 128 bits: it
/// tells sets apart, it is not a security digest). Two runs that say the same thing get the same
/// id, so "only the timestamp changed" still leaves committed reports alone, and a shard merge
/// gets the id of the whole run it equals; two runs that say different things get different
/// ids, so a reader that finds two ids in one folder knows the set is mixed.
///
/// The writers render from the report; the id is put into each file here, in one place, the way
/// its format allows: `report.json` has a `runID` field, SARIF a `properties.layoutAuditRunID`
/// on the log, and JUnit, HTML and Markdown end with `<!-- layout-audit-run: ID -->`.
/// `report.schema.json` is the same for every run of a version and carries none.
package enum ReportRunID {
  /// The length of an id: 32 lowercase hexadecimal digits.
  package static let length = 32

  /// The most results a spooled report renders its formats at once for; a larger one renders
  /// them in turn (2,000 cases are about 180,000 results, the shipped 28 about 2,500).
  static let concurrentRenderLimit = 50_000

  /// What the JSON holds while the id is worked out.
  static let placeholder = String(repeating: "0", count: length)

  /// Renders every file format among `writers`, each carrying the run's id, with
  /// `report.schema.json` beside `report.json`; `progress` is told each time a format is
  /// rendered.
  ///
  /// The formats render on up to `jobs` threads, one format each at a time (the JUnit, SARIF and
  /// HTML writers of a large report take seconds); with one job, in turn on the calling thread.
  /// The JSON is claimed first, since the id is its digest: the other formats never read the id,
  /// and each waits for it only to be stamped (`stamp`) once it is rendered. Past
  /// `concurrentLimit` results (with a spool) the formats render in turn, the JSON first. With a
  /// `spool`, each file goes into the spool as soon as it is stamped, so memory holds the files
  /// being rendered (one a thread, or one in all), not the set; without one, they stay in
  /// memory. Files keep the writers' order.
  package static func render(
    _ report: AuditReport, writers: [any ReportWriter], context: ReportContext, spool: ReportSpool? = nil,
    progress: (@Sendable (_ rendered: Int, _ total: Int) -> Void)? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, concurrentLimit: Int = concurrentRenderLimit
  ) throws(ReportError) -> (id: String, files: [ReportFileWriter.File]) {
    let jsonReport = { var copy = report; copy.runID = placeholder; return copy }()
    // The id is stamped in: no writer but the JSON's sees it.
    let unstamped = { var copy = report; copy.runID = nil; return copy }()
    let fileWriters = writers.filter { $0.fileName != nil }
    let jsonName = fileWriters.first { $0.format == .json }?.fileName
    let others = fileWriters.indices.filter { fileWriters[$0].format != .json }
    progress?(0, fileWriters.count)
    let renderedCount = Atomic<Int>(0)
    let idKnown = DispatchGroup()
    idKnown.enter()
    // Written by the JSON task before `idKnown` is left, read by the others after it.
    let json = Mutex<Result<(id: String, file: ReportFileWriter.File?), ReportError>?>(nil)
    let rendered = Mutex<[Result<ReportFileWriter.File, ReportError>?]>(Array(repeating: nil, count: fileWriters.count))
    let renderJSON: @Sendable () -> Void = {
      defer { idKnown.leave() }
      let result = Result { () throws(ReportError) -> (id: String, file: ReportFileWriter.File?) in
        var data = try JSONReportWriter().render(jsonReport, context: context)
        let id = digest(data, leavingOut: ReportTimestamps.spellings(of: report.generatedAt))
        guard let range = ByteSearch.range(of: Array("\"runID\":\"\(placeholder)\"".utf8), in: data) else {
          throw .inconsistent(detail: "the JSON report has no runID field to stamp")
        }
        let start = data.startIndex
        data.replaceSubrange((start + range.lowerBound)..<(start + range.upperBound), with: Data("\"runID\":\"\(id)\"".utf8))
        guard let name = jsonName else { return (id, nil) }
        return (id, spool.map { $0.keep(data, name: name) } ?? .init(name: name, data: data))
      }
      json.withLock { $0 = result }
      if jsonName != nil, case .success = result {
        progress?(renderedCount.add(1, ordering: .relaxed).newValue, fileWriters.count)
      }
    }
    let renderOther: @Sendable (Int) -> Void = { position in
      let writer = fileWriters[others[position]]
      let result = Result { () throws(ReportError) -> ReportFileWriter.File in
        let data = try writer.render(unstamped, context: context)
        idKnown.wait()
        // Without an id the JSON's own error is thrown; this one is not seen.
        guard case .success(let made)? = json.withLock({ $0 }) else { throw .inconsistent(detail: "no run id") }
        let stamped = stamp(data, format: writer.format, id: made.id)
        return spool.map { $0.keep(stamped, name: writer.fileName!) } ?? .init(name: writer.fileName!, data: stamped)
      }
      rendered.withLock { $0[others[position]] = result }
      progress?(renderedCount.add(1, ordering: .relaxed).newValue, fileWriters.count)
    }
    let task: @Sendable (Int) -> Void = { $0 == 0 ? renderJSON() : renderOther($0 - 1) }
    // A large run's data already fills hundreds of megabytes: one rendered file at a time.
    let stripes = spool != nil && report.results.count > concurrentLimit ? 1 : max(1, min(jobs, others.count + 1))
    if stripes == 1 {
      for index in 0...others.count { task(index) }
    } else {
      // Task 0 is the JSON: the tasks are taken in order, so it is claimed before any task that
      // waits for it, and a waiting task never holds the only thread still rendering.
      let next = Atomic<Int>(0)
      DispatchQueue.concurrentPerform(iterations: stripes) { _ in
        while case let index = next.add(1, ordering: .relaxed).oldValue, index <= others.count { task(index) }
      }
    }
    let (id, jsonFile) = try json.withLock { $0 }!.get()
    let results = rendered.withLock { $0 }
    var files: [ReportFileWriter.File] = []
    for (writer, result) in zip(fileWriters, results) {
      if writer.format == .json, let jsonFile {
        files.append(jsonFile)
        files.append(.init(name: ReportSchema.fileName, data: Data(ReportSchema.text.utf8)))
      } else if let result {
        files.append(try result.get())
      }
    }
    return (id, files)
  }

  /// One format's bytes with the id put in (see the type's documentation); unchanged for a
  /// format without a known place, which `ReportSetTests` refuses for every file format.
  package static func stamp(_ data: consuming Data, format: ReportFormat, id: String) -> Data {
    // Consumed and changed in place: a large file is not copied to take a few bytes more.
    var stamped = data
    switch format.name {
    case "sarif":
      // The log's property bag, in sorted position between "$schema" and "runs".
      guard let runs = ByteSearch.range(of: Array("\n  \"runs\" : [".utf8), in: stamped) else { return stamped }
      stamped.insert(
        contentsOf: Data("\n  \"properties\" : {\n    \"layoutAuditRunID\" : \"\(id)\"\n  },".utf8),
        at: stamped.startIndex + runs.lowerBound)
    case "junit", "html", "markdown":
      if stamped.last != 0x0A { stamped.append(0x0A) }
      stamped.append(Data("<!-- layout-audit-run: \(id) -->\n".utf8))
    default:
      break
    }
    return stamped
  }

  /// The id a file carries, if any: the first `runID`, `layoutAuditRunID` or
  /// `layout-audit-run:` marker followed by an id.
  package static func find(in data: Data) -> String? {
    for marker in ["\"runID\":\"", "\"layoutAuditRunID\" : \"", "<!-- layout-audit-run: "] {
      let pattern = Array(marker.utf8)
      var from = 0
      while let found = ByteSearch.range(of: pattern, in: data, from: from) {
        from = found.lowerBound + 1
        let start = data.startIndex + found.upperBound
        guard start + length <= data.endIndex else { break }
        let candidate = data[start..<(start + length)]
        if candidate.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) {
          return String(decoding: candidate, as: UTF8.self)
        }
      }
    }
    return nil
  }

  /// FNV-1a (128-bit) of the bytes, skipping every occurrence of `leavingOut`.
  static func digest(_ data: Data, leavingOut spellings: [String]) -> String {
    let patterns = spellings.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    // A table, not a Set: the test runs on every byte, and hashing it was most of the digest.
    var startsPattern = [Bool](repeating: false, count: 256)
    for pattern in patterns { startsPattern[Int(pattern[0])] = true }
    var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
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
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: length - hex.count) + hex
  }
}

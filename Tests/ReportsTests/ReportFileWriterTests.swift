import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("Atomic report files")
struct ReportFileWriterTests {
  /// A writer that fails while rendering, as a bug or an interrupted encoder would.
  struct ThrowingWriter: ReportWriter {
    var format: ReportFormat { .markdown }
    func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
      throw .encoding(format: .markdown, detail: "simulated failure")
    }
  }

  let old = Data("old report, must survive\n".utf8)

  func contents(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("writes every file format, the schema beside the JSON, and skips stdout formats")
  func writesAll() throws {
    let directory = try Python.temporaryDirectory().appendingPathComponent("Reports/nested")
    let paths = try ReportSetWriter(directory: directory.path).write(
      Fixtures.report(), writers: ReportFormat.all.map(\.writer), context: ReportContext()).replaced
    #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
      "report.json", "report.schema.json", "report.junit.xml", "report.sarif", "report.md", "report.html",
    ])
    #expect(try contents(directory) == [
      "report.html", "report.json", "report.junit.xml", "report.md", "report.sarif", "report.schema.json",
    ])
    // report.json is the writer's rendering of the report with the set's id in it.
    let json = try Data(contentsOf: directory.appendingPathComponent("report.json"))
    var stamped = Fixtures.report()
    stamped.runID = try ReportRunID.stamp(stamped).id
    #expect(try JSONReportWriter.read(json, path: "report.json").runID == stamped.runID)
    #expect(json == (try JSONReportWriter().render(stamped, context: ReportContext())))
  }

  @Test("replaces an existing report")
  func replaces() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    try ReportFileWriter(directory: directory.path).write([.init(name: "report.json", data: Data("new".utf8))])
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == Data("new".utf8))
    #expect(try contents(directory) == ["report.json"])
  }

  @Test("leaves every report untouched when a writer throws")
  func writerThrows() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    let error = #expect(throws: ReportError.self) {
      try ReportSetWriter(directory: directory.path).write(
        Fixtures.report(), writers: [JSONReportWriter(), ThrowingWriter()], context: ReportContext())
    }
    #expect(error == .encoding(format: .markdown, detail: "simulated failure"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == ["report.json"])
  }

  @Test("removes its temporary files and replaces nothing when a write fails midway")
  func failsMidway() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    // Block the second file's temporary name: the first temporary file is already written.
    let blocker = ".report.md.\(getpid()).tmp"
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(blocker).appendingPathComponent("child"), withIntermediateDirectories: true)
    let error = #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: directory.path).write([
        .init(name: "report.json", data: Data("new json".utf8)), .init(name: "report.md", data: Data("new md".utf8)),
      ])
    }
    guard case .write(let path, let detail)? = error else {
      Issue.record("expected .write, got \(String(describing: error))")
      return
    }
    #expect(path == directory.appendingPathComponent("report.md").path)
    #expect(detail.contains("remove it and run again"))
    #expect(error?.description.contains("No existing report was changed.") == true)
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == [blocker, "report.json"])
  }

  @Test("refuses an output path that is a file, naming it")
  func outputIsAFile() throws {
    let file = try Python.temporaryDirectory().appendingPathComponent("Reports")
    try old.write(to: file)
    let error = #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: file.path).write([.init(name: "report.json", data: Data())])
    }
    #expect(error == .outputDirectory(path: file.path, detail: "it is a file, not a directory"))
    #expect(error?.description == "cannot write reports into \(file.path): it is a file, not a directory.")
    #expect(try Data(contentsOf: file) == old)
  }

  @Test("refuses a directory in a report's place before writing anything")
  func directoryInTheWay() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("report.md"), withIntermediateDirectories: true)
    #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: directory.path).write([
        .init(name: "report.json", data: Data("new".utf8)), .init(name: "report.md", data: Data("new".utf8)),
      ])
    }
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == ["report.json", "report.md"])
  }

  @Test("refuses names that are not plain file names")
  func badNames() throws {
    let directory = try Python.temporaryDirectory()
    for name in ["", "../report.json", ".", "a/b"] {
      #expect(throws: ReportError.self) {
        try ReportFileWriter(directory: directory.path).write([.init(name: name, data: Data())])
      }
    }
    #expect(try contents(directory).isEmpty)
  }

  @Test("explains disk full and permission errors with what to do")
  func explanations() {
    #expect(ReportFileWriter.explain(ENOSPC, directory: "/nowhere").contains("disk is full"))
    #expect(ReportFileWriter.explain(EACCES, directory: "/nowhere").contains("choose another output folder"))
    #expect(ReportFileWriter.explain(EROFS, directory: "/nowhere").contains("read-only"))
    #expect(ReportFileWriter.explain(ENOENT, directory: "/nowhere").contains("does not exist"))
    // A folder that is there but will not hold files (/proc) is not said not to exist.
    #expect(!ReportFileWriter.explain(ENOENT, directory: "/proc").contains("does not exist"))
  }

  @Test("leaves a report whose only change is its timestamp as it is, in every format")
  func keepsUnchangedReports() throws {
    let directory = try Python.temporaryDirectory()
    let writer = ReportSetWriter(directory: directory.path)
    let formats = ReportFormat.all.map(\.writer)
    var report = Fixtures.report()
    let first = try writer.write(report, writers: formats, context: ReportContext()).replaced
    #expect(first.count == 6)
    let before = try contents(directory).map { try Data(contentsOf: directory.appendingPathComponent($0)) }

    report.generatedAt = "2031-02-03T04:05:06Z"
    #expect(try writer.write(report, writers: formats, context: ReportContext()).replaced.isEmpty)
    let after = try contents(directory).map { try Data(contentsOf: directory.appendingPathComponent($0)) }
    #expect(after == before, "every file keeps its first timestamp")

    // A change other than the timestamp rewrites the whole set (every file carries the new run
    // id), with the new timestamp.
    report.auditor = "A. Auditor"
    let rewritten = try writer.write(report, writers: formats, context: ReportContext()).replaced
      .map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(rewritten.count == 6)
    let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("2031-02-03T04:05:06Z") && !html.contains("2025-11-30T12:00:00Z"))
  }

  @Test("compares reports ignoring only the timestamps, as each format spells them")
  func timestampComparison() {
    func same(_ old: String, _ new: String, _ generatedAt: String = "2031-02-03T04:05:06Z") -> Bool {
      ReportTimestamps.sameExceptTimestamps(
        old: Array(old.utf8), new: Array(new.utf8), spellings: ReportTimestamps.spellings(of: generatedAt))
    }
    #expect(ReportTimestamps.spellings(of: "2031-02-03T04:05:06Z") == ["2031-02-03T04:05:06Z", "2031-02-03T04:05:06"])
    #expect(same(#"{"generatedAt" : "2025-11-30T12:00:00Z", "x" : 1}"#, #"{"generatedAt" : "2031-02-03T04:05:06Z", "x" : 1}"#))
    #expect(same(#"<testsuite timestamp="2025-11-30T12:00:00">"#, #"<testsuite timestamp="2031-02-03T04:05:06">"#))
    #expect(same("| Generated | 2025-11-30T12:00:00.250+01:00 |", "| Generated | 2031-02-03T04:05:06Z |"))
    #expect(same("same", "same"))
    #expect(!same(#"{"generatedAt" : "2025-11-30T12:00:00Z", "x" : 1}"#, #"{"generatedAt" : "2031-02-03T04:05:06Z", "x" : 2}"#))
    #expect(!same("at 2025-11-30T12:00:00Z", "at 2031-02-03T04:05:06Z and more"))
    #expect(!same("at 2025-11-30T12:00:00Z and more", "at 2031-02-03T04:05:06Z"))
    #expect(!same("at yesterday", "at 2031-02-03T04:05:06Z"), "the old file must have a timestamp where the new one has")
    #expect(same("no timestamp in it", "no timestamp in it", "2025-11-30T12:00:00Z"))
    #expect(!same("", "x"))
  }

  /// The comparison as first written, byte by byte: the reference for the one that runs.
  static func referenceSame(old: [UInt8], new: [UInt8], spellings: [String]) -> Bool {
    let patterns = spellings.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    var (oldIndex, newIndex, segmentStart) = (0, 0, 0)
    while newIndex < new.count {
      guard let match = patterns.first(where: { new[newIndex...].starts(with: $0) }) else {
        newIndex += 1
        continue
      }
      let segment = new[segmentStart..<newIndex]
      guard old[oldIndex...].starts(with: segment) else { return false }
      oldIndex += segment.count
      let length = old.withUnsafeBufferPointer { ReportTimestamps.timestampLength(in: $0, at: oldIndex) }
      guard let length else { return false }
      oldIndex += length
      newIndex += match.count
      segmentStart = newIndex
    }
    return old[oldIndex...].elementsEqual(new[segmentStart...])
  }

  @Test("the comparison agrees with the byte-by-byte reference on 3,000 generated pairs")
  func timestampComparisonMatchesReference() {
    // Pieces that make near misses likely: both spellings, other timestamps, their prefixes.
    let pieces = [
      "2031-02-03T04:05:06Z", "2031-02-03T04:05:06", "2025-11-30T12:00:00Z", "2025-11-30T12:00:00.5+01:00",
      "2031-02-03T04:05", "2", "20", "Z", "x", " ", "\"", "<a t=\"", "|",
    ]
    var generator = SeededGenerator(seed: 16)
    func text() -> [UInt8] {
      Array((0..<Int(generator.next() % 9)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined().utf8)
    }
    let spellings = ReportTimestamps.spellings(of: "2031-02-03T04:05:06Z")
    var agreedSame = 0
    for round in 0..<3_000 {
      let new = text()
      // Half the pairs are the new text with its timestamps rewritten, so that most of those compare as the same.
      let old = round.isMultiple(of: 2)
        ? Array(String(decoding: new, as: UTF8.self).replacingOccurrences(of: "2031-02-03T04:05:06", with: "2025-11-30T12:00:00").utf8)
        : text()
      let expected = Self.referenceSame(old: old, new: new, spellings: spellings)
      #expect(
        ReportTimestamps.sameExceptTimestamps(old: old, new: new, spellings: spellings) == expected,
        "old \(String(decoding: old, as: UTF8.self)) new \(String(decoding: new, as: UTF8.self))")
      if expected { agreedSame += 1 }
    }
    #expect(agreedSame > 500, "the generated pairs exercise the matching path")
  }
}

@Suite("Report set rendering")
struct ReportSetRenderingTests {
  static let writers: [any ReportWriter] = [
    JSONReportWriter(), SARIFWriter(), JUnitWriter(), MarkdownWriter(), HTMLWriter(),
  ]

  static func contents(_ files: [ReportFileWriter.File]) throws -> [String: Data] {
    Dictionary(uniqueKeysWithValues: try files.map { ($0.name, try $0.contents()) })
  }

  @Test("Formats rendered at once, in turn into a spool, or in memory: the same files in the same order")
  func renderingOrderDoesNotShow() throws {
    let report = Fixtures.report()
    let inMemory = try ReportRunID.render(report, writers: Self.writers, context: ReportContext())
    let spools = [try #require(ReportSpool()), try #require(ReportSpool())]
    defer { spools.forEach { $0.remove() } }
    let atOnce = try ReportRunID.render(report, writers: Self.writers, context: ReportContext(), spool: spools[0])
    let inTurn = try ReportRunID.render(
      report, writers: Self.writers, context: ReportContext(), spool: spools[1], concurrentLimit: 0)
    #expect(atOnce.id == inMemory.id && inTurn.id == inMemory.id)
    #expect(atOnce.files.map(\.name) == inMemory.files.map(\.name))
    #expect(inTurn.files.map(\.name) == inMemory.files.map(\.name))
    #expect(try Self.contents(atOnce.files) == Self.contents(inMemory.files))
    #expect(try Self.contents(inTurn.files) == Self.contents(inMemory.files))
    // One job renders on the calling thread; more jobs than formats are as many as there are.
    for jobs in [1, 2, 3, 64] {
      let limited = try ReportRunID.render(report, writers: Self.writers, context: ReportContext(), jobs: jobs)
      #expect(limited.id == inMemory.id, "jobs \(jobs)")
      #expect(limited.files.map(\.name) == inMemory.files.map(\.name), "jobs \(jobs)")
      #expect(try Self.contents(limited.files) == Self.contents(inMemory.files), "jobs \(jobs)")
    }
  }

  @Test("Each file format writes the id the report carries, once, where its format puts it; none without one")
  func everyFormatWritesTheID() throws {
    var report = Fixtures.report()
    let id = try ReportRunID.stamp(report).id
    #expect(id.count == ReportRunID.length && id != ReportRunID.placeholder)
    let places = [
      "json": #""runID":"\#(id)""#, "sarif": "\n  \"properties\" : {\n    \"layoutAuditRunID\" : \"\(id)\"\n  },\n  \"runs\" : [",
      "junit": "\n<!-- layout-audit-run: \(id) -->\n", "markdown": "\n<!-- layout-audit-run: \(id) -->\n",
      "html": "\n<!-- layout-audit-run: \(id) -->\n",
    ]
    for writer in Self.writers {
      report.runID = nil
      let without = String(decoding: try writer.render(report, context: ReportContext()), as: UTF8.self)
      report.runID = id
      let with = String(decoding: try writer.render(report, context: ReportContext()), as: UTF8.self)
      let place = try #require(places[writer.format.name])
      #expect(with.components(separatedBy: id).count == 2, "\(writer.format)")
      #expect(with.contains(place), "\(writer.format)")
      #expect(!without.contains("layout-audit-run") && !without.contains("layoutAuditRunID") && !without.contains("runID"))
      if writer.format != .sarif { #expect(with.hasSuffix(place) || writer.format == .json, "\(writer.format)") }
    }
  }

  @Test("A set past the spool threshold, spooled, and one below it, in memory, write the same files")
  func spooledAndInMemorySetsAgree() throws {
    let report = Fixtures.report()
    let spooled = try Python.temporaryDirectory().appendingPathComponent("spooled")
    let inMemory = try Python.temporaryDirectory().appendingPathComponent("in-memory")
    let spooledOutcome = try ReportSetWriter(directory: spooled.path, spoolThreshold: 0)
      .write(report, writers: Self.writers, context: ReportContext(), jobs: 1)
    let inMemoryOutcome = try ReportSetWriter(directory: inMemory.path)
      .write(report, writers: Self.writers, context: ReportContext())
    #expect(report.results.count <= ReportSetWriter.defaultSpoolThreshold && !report.results.isEmpty)
    #expect(spooledOutcome.runID == inMemoryOutcome.runID)
    let names = try FileManager.default.contentsOfDirectory(atPath: spooled.path).sorted()
    #expect(try FileManager.default.contentsOfDirectory(atPath: inMemory.path).sorted() == names)
    #expect(names.count == 6)
    for name in names {
      #expect(
        try Data(contentsOf: spooled.appendingPathComponent(name)) == Data(contentsOf: inMemory.appendingPathComponent(name)),
        "\(name)")
    }
  }

  @Test("A spool left by a killed process is removed by the next; spools live in a folder of the user's own")
  func staleSpoolsAreRemoved() throws {
    let parent = try #require(ReportSpool.parent(in: FileManager.default.temporaryDirectory.path))
    // Above the kernel's largest pid (2^22), so no process has it.
    let stale = parent + "/4194305.abcdef"
    try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
    try Data("left".utf8).write(to: URL(fileURLWithPath: stale + "/report.sarif"))
    let spool = try #require(ReportSpool())
    defer { spool.remove() }
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(spool.folder.hasPrefix(parent + "/\(getpid())."))
  }

  @Test("A spool parent that is a link, or open to others, is not written into", arguments: ["link", "open"])
  func foreignSpoolParentIsRefused(kind: String) throws {
    let base = try Scratch.folder("spool-base")
    let name = base.path + "/layout-audit-spools-\(getuid())"
    if kind == "link" {
      let elsewhere = try Scratch.folder("elsewhere")
      try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: elsewhere.path)
    } else {
      try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false)
      chmod(name, 0o777)
    }
    #expect(ReportSpool.parent(in: base.path) == nil)
  }

  @Test(
    "The run id digest is FNV-1a, 128 bits (published vectors), with the timestamp's spellings left out",
    arguments: [("", "6c62272e07bb014262b821756295c58d"), ("a", "d228cb696f1a8caf78912b704e4a8964"),
                ("foobar", "343e1662793c64bf6f0d3597ba446f18")])
  func digestIsFNV1a(text: String, expected: String) {
    #expect(ReportRunID.digest([Data(text.utf8)], leavingOut: []) == expected)
    let stamped = "2026-12-01T00:00:00Z" + text + "2026-12-01" + text
    #expect(
      ReportRunID.digest([Data(stamped.utf8)], leavingOut: ["2026-12-01T00:00:00Z", "2026-12-01"])
        == ReportRunID.digest([Data((text + text).utf8)], leavingOut: []))
  }
}

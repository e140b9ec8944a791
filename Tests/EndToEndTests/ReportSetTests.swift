import Foundation
import LayoutAudit
import TestSupport
import Testing

/// Issue 15, item 4: reports are written as a set. A kill or a failed rename at any point, and
/// two audits into one folder at once, leave one whole set — every file carrying the same run
/// id — never a new `report.json` beside an old HTML; temporaries do not outlive their process.
///
/// Faults are injected with `strace -e inject=…` (Debian's `strace`; `.ci/run` installs it and
/// sets `LAYOUT_AUDIT_REQUIRE_STRACE=1`, so in CI a missing strace fails instead of skipping).
@Suite("report sets, end to end", .serialized)
struct ReportSetTests {
  static let subset = [
    "--locales", "en,ar", "--platforms", "ios-26", "--settings", "default", "--fail-on", "never", "--no-progress",
  ]
  static let quotedSubset = subset.map(Shell.quote).joined(separator: " ")

  static var strace: String? {
    ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// strace, or a skip saying why (a failure where `LAYOUT_AUDIT_REQUIRE_STRACE=1`, as in CI).
  static func requireStrace() throws -> String {
    if let strace { return strace }
    let required = ProcessInfo.processInfo.environment["LAYOUT_AUDIT_REQUIRE_STRACE"] == "1"
    try #require(!required, "strace is missing: apt-get install strace (.ci/run does)")
    try #require(Bool(false), "skipped: strace is not installed (apt-get install strace); CI requires it")
    fatalError()
  }

  /// The run id of every file in a folder (report.schema.json carries none).
  static func ids(_ folder: URL) throws -> [String: String?] {
    var ids: [String: String?] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("report.") {
      guard name != "report.schema.json" else { continue }
      ids[name] = ReportRunIDProbe.find(in: try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    return ids
  }

  /// Temporaries beside or inside the output folder.
  static func temporaries(_ work: URL, _ name: String = "o") throws -> [String] {
    let beside = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasPrefix(".\(name).") }
    let inside = (try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(name).path)) ?? []
    return beside + inside.filter { $0.hasPrefix(".") }
  }

  static let fileNames = ["report.html", "report.json", "report.junit.xml", "report.md", "report.sarif"]

  /// A workspace whose `o/` holds a whole set signed by "Old"; returns it and the set's id.
  static func previousSet() throws -> (URL, String) {
    let work = try CLI.workspace(["return-glass-timer"])
    let result = try CLI.run(["audit", "--output", "o", "--auditor", "Old", "--quiet"] + subset, in: work)
    #expect(result.status == 0, "\(result.stderr)")
    let ids = try Self.ids(work.appendingPathComponent("o"))
    #expect(Set(ids.keys) == Set(fileNames))
    let id = try #require(Set(ids.values).count == 1 ? ids.values.first! : nil, "\(ids)")
    return (work, id)
  }

  /// Checks `o/` holds one whole set: every format, one id; returns the id.
  @discardableResult
  static func expectWholeSet(_ work: URL, _ context: String) throws -> String? {
    let ids = try Self.ids(work.appendingPathComponent("o"))
    #expect(Set(ids.keys) == Set(fileNames), "\(context): \(ids.keys.sorted())")
    #expect(Set(ids.values).count == 1, "\(context): a mixed set \(ids)")
    return ids.values.first ?? nil
  }

  @Test("Every file of a set carries the same run id; the id follows the content, not the clock")
  func everyFileCarriesTheID() throws {
    let (work, id) = try Self.previousSet()
    let again = try CLI.run(
      ["audit", "--output", "p", "--auditor", "Old", "--quiet"] + Self.subset, in: work,
      environment: ["SOURCE_DATE_EPOCH": "1795999999"])
    #expect(again.status == 0)
    #expect(Set(try Self.ids(work.appendingPathComponent("p")).values) == [id])
    let other = try CLI.run(["audit", "--output", "p", "--auditor", "New", "--quiet"] + Self.subset, in: work)
    #expect(other.status == 0)
    let ids = Set(try Self.ids(work.appendingPathComponent("p")).values)
    #expect(ids.count == 1 && ids != [id])
  }

  @Test("A failed swap (EXDEV, EIO, EACCES) replaces nothing and says so, leaves no temporaries (was a mixed set)", arguments: [
    "EXDEV", "EIO", "EACCES",
  ])
  func failedRename(error: String) throws {
    let strace = try Self.requireStrace()
    let (work, old) = try Self.previousSet()
    let before = try Self.fileNames.map { try CLI.read(work, "o/\($0)") }
    // The first and the second rename of any kind fail: between files of a file-by-file write,
    // or the one swap of the folder.
    for when in ["1", "2"] {
      let result = try Shell.run(
        "\(strace) -f -qq -o /dev/null -e inject=rename,renameat,renameat2:error=\(error):when=\(when) "
          + "$B audit --output o --auditor New \(Self.quotedSubset)", in: work)
      let id = try Self.expectWholeSet(work, "\(error) at rename \(when)")
      #expect(!Shell.trapped(result))
      if result.status == 70 {
        #expect(id == old, "failed: \(result.stderr)")
        #expect(try Self.fileNames.map { try CLI.read(work, "o/\($0)") } == before)
        #expect(result.stderr.contains("nothing in it was replaced"), "\(result.stderr)")
        #expect(!result.stderr.contains("already replaced"))
      } else {
        #expect(result.status <= 1, "\(result.stderr)")
        #expect(id != old)
      }
      let left = try Self.temporaries(work)
      #expect(left.isEmpty, "\(left)")
    }
  }

  @Test("A kill at any point of writing the set leaves one whole set; the next run removes the dead run's temporaries (was a mixed set)")
  func killAnywhere() throws {
    let strace = try Self.requireStrace()
    let (work, old) = try Self.previousSet()
    // Each fsync of the write (one per file, then the folders) and the swap itself.
    var points = (1...9).map { "fsync:signal=SIGKILL:when=\($0)" }
    points += (1...2).map { "rename,renameat,renameat2:signal=SIGKILL:when=\($0)" }
    var sawOld = false
    var sawNew = false
    for point in points {
      _ = try Shell.run(
        "\(strace) -f -qq -o /dev/null -e inject=\(point) $B audit --output o --auditor New \(Self.quotedSubset)", in: work)
      let id = try Self.expectWholeSet(work, point)
      if id == old { sawOld = true } else { sawNew = true }
      // The next run (which says the same as the killed one) cleans up after it.
      let next = try CLI.run(["audit", "--output", "o", "--auditor", "Next", "--quiet"] + Self.subset, in: work)
      #expect(next.status == 0, "\(next.stderr)")
      try Self.expectWholeSet(work, "after \(point)")
      let left = try Self.temporaries(work)
      #expect(left.isEmpty, "after \(point): \(left)")
      let back = try CLI.run(["audit", "--output", "o", "--auditor", "Old", "--quiet"] + Self.subset, in: work)
      #expect(back.status == 0)
      #expect(try Self.expectWholeSet(work, "restored") == old)
    }
    // Kills before the swap kept the old set, kills after it the new one: both happened.
    #expect(sawOld && sawNew)
  }

  @Test("SIGINT and SIGTERM while the set is written remove its temporaries (were left behind)", arguments: ["SIGINT", "SIGTERM"])
  func interrupted(signal: String) throws {
    let strace = try Self.requireStrace()
    let (work, old) = try Self.previousSet()
    let result = try Shell.run(
      "\(strace) -f -qq -o /dev/null -e inject=fsync:signal=\(signal):when=3 $B audit --output o --auditor New "
        + "\(Self.quotedSubset); echo \"rc=$?\"", in: work)
    #expect(!result.stdout.contains("rc=0"), "\(result.stdout)")
    let left = try Self.temporaries(work)
      #expect(left.isEmpty, "\(left)")
    #expect(try Self.expectWholeSet(work, signal) == old)
  }

  @Test("Temporaries of dead processes are removed at start (were never removed)")
  func staleTemporaries() throws {
    let (work, _) = try Self.previousSet()
    let dead = work.appendingPathComponent(".o.layout-audit.999999")
    try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: dead.appendingPathComponent("report.json"))
    try Data("half".utf8).write(to: work.appendingPathComponent("o/.report.html.999999.tmp"))
    let result = try CLI.run(["audit", "--output", "o", "--auditor", "New", "--quiet"] + Self.subset, in: work)
    #expect(result.status == 0)
    let left = try Self.temporaries(work)
      #expect(left.isEmpty, "\(left)")
  }

  @Test("Two audits into one folder at once, 20 times: always one whole set (was no lock, interleaved)")
  func concurrentAudits() throws {
    let (work, _) = try Self.previousSet()
    for trial in 1...20 {
      // Two processes started together, from Swift (a shell's `wait` can hang when the test
      // runner's thread has SIGCHLD blocked).
      let pair = (0..<2).map { index in
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["audit", "--output", "o", "--auditor", "\(index == 0 ? "A" : "B")\(trial)", "--quiet"] + Self.subset
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "1795996800"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      for process in pair { try process.run() }
      for process in pair { process.waitUntilExit() }
      #expect(pair.allSatisfy { $0.terminationReason == .exit && $0.terminationStatus == 0 }, "trial \(trial)")
      try Self.expectWholeSet(work, "trial \(trial)")
      let report = try JSONSerialization.jsonObject(with: CLI.read(work, "o/report.json")) as? [String: Any]
      let auditor = report?["auditor"] as? String
      #expect(auditor == "A\(trial)" || auditor == "B\(trial)", "trial \(trial): \(auditor ?? "none")")
      let left = try Self.temporaries(work)
      #expect(left.isEmpty, "\(left)")
    }
  }

  @Test("A folder that cannot be swapped (it holds a folder) is written file by file, still under the lock, files carried")
  func fileByFile() throws {
    let (work, old) = try Self.previousSet()
    try FileManager.default.createDirectory(at: work.appendingPathComponent("o/keep"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: work.appendingPathComponent("o/notes.txt"))
    let result = try CLI.run(["audit", "--output", "o", "--auditor", "New"] + Self.subset, in: work)
    #expect(result.status == 0, "\(result.stderr)")
    let ids = try Self.ids(work.appendingPathComponent("o"))
    #expect(Set(Self.fileNames.map { ids[$0] ?? nil }).count == 1)
    #expect(ids["report.json"] != old)
    #expect(try CLI.read(work, "o/notes.txt") == Data("mine".utf8))
    #expect(result.stderr.contains("left as they were in o (not written by this run): keep, notes.txt"), "\(result.stderr)")
  }
}

/// Reads a file's run id the way `ReportRunID` writes it (the test sees only the library door).
enum ReportRunIDProbe {
  static func find(in data: Data) -> String? {
    let text = String(decoding: data, as: UTF8.self)
    for pattern in [/"runID":"([0-9a-f]{32})"/, /"layoutAuditRunID" : "([0-9a-f]{32})"/, /<!-- layout-audit-run: ([0-9a-f]{32}) -->/] {
      if let match = text.firstMatch(of: pattern) { return String(match.1) }
    }
    return nil
  }
}

#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import LayoutAudit
import TestSupport
import Testing

/// Hostile input through the CLI: every one gets a located `path:line:column: error:` and exit
/// 65 before any work, never a crash, a hang or a partial report; the valid but nasty ones
/// (bidi controls, zero-width characters, markup) are audited and come out escaped.
@Suite("hostile input, end to end")
struct HostileInputTests {
  static let subset = ["--locales", "en,ar", "--platforms", "ios-26,tvos-26"]
  static var previous: Data { Data("{ \"previous\": \"report\" }\n".utf8) }

  /// The production case with another id, as a starting point for each mutation.
  static func baseCase(id: String) throws -> String {
    let text = try String(contentsOf: CLI.shippedCases.appendingPathComponent("return-glass-timer.json"), encoding: .utf8)
    return try replacing(#""id": "return-glass-timer""#, with: "\"id\": \"\(id)\"", in: text)
  }

  /// The tvOS regression fixture with another id: a case with an expect block to mutate.
  static func fixtureCase(id: String) throws -> String {
    let text = try String(
      contentsOf: CLI.shippedCases.appendingPathComponent("return-timer-tvos-regression.json"), encoding: .utf8)
    return try replacing(#""id": "return-timer-tvos-regression""#, with: "\"id\": \"\(id)\"", in: text)
  }

  /// `text` with `target` replaced; fails when the target is missing, so a changed shipped case
  /// cannot make a test pass vacuously.
  static func replacing(_ target: String, with replacement: String, in text: String) throws -> String {
    guard text.contains(target) else { throw HostileError("\(target) is not in the base case") }
    return text.replacingOccurrences(of: target, with: replacement)
  }

  struct HostileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// One hostile case file and the first error it must give.
  struct Hostile: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let make: @Sendable () throws -> Data
    /// `path:line:column: error: message` (a prefix of the line).
    let error: String
    var testDescription: String { name }
  }

  static let hostile: [Hostile] = [
    Hostile(name: "invalid UTF-8", file: "bad-utf8.json", make: {
      var data = Data(try baseCase(id: "bad-utf8").utf8)
      data.insert(0xFF, at: data.range(of: Data("glass timer digits".utf8))!.lowerBound)
      return data
    }, error: "Cases/bad-utf8.json:4:21: error: invalid UTF-8 byte 0xFF; save the file as UTF-8"),
    Hostile(name: "deeply nested arrays", file: "deep.json", make: {
      let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
      return Data(try replacing(#""title":"#, with: "\"deep\": \(nested), \"title\":", in: baseCase(id: "deep")).utf8)
    }, error: "Cases/deep.json:4:138: error: nesting is too deep: more than 128 levels of arrays and objects"),
    Hostile(name: "a number too large for a double", file: "huge-number.json", make: {
      Data(try replacing(#""from": 1500"#, with: #""from": 1e400"#, in: baseCase(id: "huge-number")).utf8)
    }, error: "Cases/huge-number.json:12:28: error: number 1e400 is out of range: it is not a finite double"),
    Hostile(name: "a whole number past 2^53", file: "big-integer.json", make: {
      Data(try replacing(#""from": 1500"#, with: #""from": 18446744073709551617"#, in: baseCase(id: "big-integer")).utf8)
    }, error: "Cases/big-integer.json:12:28: error: \"from\" must be a whole number of at most 2^53 in magnitude"),
    Hostile(name: "a 101-digit number", file: "long-number.json", make: {
      Data(try replacing(#""from": 1500"#, with: "\"from\": 1\(String(repeating: "0", count: 100))", in: baseCase(id: "long-number")).utf8)
    }, error: "Cases/long-number.json:12:28: error: number is too long (101 characters; at most 100 are accepted)"),
    Hostile(name: "duplicate keys", file: "dup.json", make: {
      Data(try replacing(#""title":"#, with: #""id": "dup", "title":"#, in: baseCase(id: "dup")).utf8)
    }, error: "Cases/dup.json:4:3: error: duplicate key \"id\"; it is already defined at line 3, column 3"),
    Hostile(name: "a reflection cycle", file: "cycle.json", make: {
      Data(try replacing(#""of": "timer""#, with: #""of": "reflection""#, in: baseCase(id: "cycle")).utf8)
    }, error: "Cases/cycle.json:34:7: error: reflection cycle: \"reflection\" → \"reflection\""),
    Hostile(name: "a million-tick timeline", file: "million.json", make: {
      Data(try replacing(#""from": 1500"#, with: #""from": 999999"#, in: baseCase(id: "million")).utf8)
    }, error: "Cases/million.json:12:18: error: the countdown shows 1000000 values; at most 100000 are allowed"),
    Hostile(name: "a case id that is a path", file: "x.json", make: {
      Data(try baseCase(id: "../../etc/x").utf8)
    }, error: "Cases/x.json:3:9: error: invalid case id \"../../etc/x\"; use 1 to 80 lowercase letters, digits and hyphens"),
    Hostile(name: "a case id with characters unsafe in a file name", file: "unsafe.json", make: {
      Data(try baseCase(id: #"a b<c>:*?|\\d\u0000"#).utf8)
    }, error: "Cases/unsafe.json:3:9: error: invalid case id \"a b<c>:*?|\\d\\u{0}\""),
    Hostile(name: "a 2,000-character locale in expect", file: "long-locale.json", make: {
      let locale = String(repeating: "a", count: 2_000)
      return Data(try replacing(#""locales": "all""#, with: "\"locales\": [\"\(locale)\"]", in: fixtureCase(id: "long-locale")).utf8)
    }, error: "Cases/long-locale.json:48:74: error: the string for \"locales\" is too long (2000 characters; at most 1000)"),
    Hostile(name: "an unpaired high surrogate escape in a label", file: "surrogate.json", make: {
      Data(try replacing("Time remaining: $spoken", with: #"Time \ud800 remaining: $spoken"#, in: baseCase(id: "surrogate")).utf8)
    }, error: "Cases/surrogate.json:28:41: error: unpaired high surrogate \\uD800; it must be followed by a low surrogate"),
    Hostile(name: "an unpaired low surrogate escape in a label", file: "low-surrogate.json", make: {
      Data(try replacing("Time remaining: $spoken", with: #"Time \udc00 remaining: $spoken"#, in: baseCase(id: "low-surrogate")).utf8)
    }, error: "Cases/low-surrogate.json:28:41: error: unpaired low surrogate \\uDC00; it must follow a high surrogate"),
    Hostile(name: "a 100 MB file (sparse)", file: "huge.json", make: {
      Data()  // made sparse by the test instead: see `write(_:to:)`
    }, error: "Cases/huge.json:1:1: error: the file is too large (104857600 bytes; at most 1048576 bytes)"),
  ]

  /// Writes the hostile file; the 100 MB one is made sparse with `truncate`.
  static func write(_ example: Hostile, to url: URL) throws {
    guard example.file == "huge.json" else {
      try example.make().write(to: url)
      return
    }
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: url.path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
  }

  @Test("A hostile case file: a located error, exit 65, the previous report intact", arguments: hostile)
  func rejects(_ example: Hostile) throws {
    let work = try CLI.workspace(["return-glass-timer"])
    defer { try? FileManager.default.removeItem(at: work) }
    let reports = work.appendingPathComponent("Reports")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try Self.previous.write(to: reports.appendingPathComponent("report.json"))
    try Self.write(example, to: work.appendingPathComponent("Cases/\(example.file)"))

    for arguments in [["audit", "--format", "json"] + Self.subset, ["validate", "Cases"]] {
      let result = try CLI.run(arguments, in: work)
      #expect(result.status == 65, "\(arguments[0]): \(result.stderr)")
      let output = arguments[0] == "audit" ? result.stderr : result.stdout
      let lines = output.split(separator: "\n").map(String.init)
      // `audit` prefixes its first line with "Error: ".
      #expect(lines.contains { $0.hasPrefix(example.error) || $0.hasPrefix("Error: " + example.error) }, "\(arguments[0]): \(output.prefix(2_000))")
      #expect(output.count < 4_000, "a short answer, not a flood: \(output.count) characters")
    }
    #expect(try CLI.read(work, "Reports/report.json") == Self.previous)
    #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path) == ["report.json"])
    // Nothing escaped the workspace through the path-like id.
    #expect(!FileManager.default.fileExists(atPath: work.deletingLastPathComponent().appendingPathComponent("etc/x.json").path))
  }

  @Test("A file of tens of thousands of mistakes: the first 50 and a count of the rest, quickly")
  func manyMistakes() throws {
    let work = try CLI.workspace(["return-glass-timer"])
    defer { try? FileManager.default.removeItem(at: work) }
    let base = try Self.baseCase(id: "many")
    let mistake = #"{ "accesibilityHiden": true }, "#
    let count = ((1 << 20) - base.utf8.count - 16) / mistake.utf8.count
    // Into the first modifiers list (the cell's), as the only change.
    let anchor = try #require(base.range(of: #""modifiers": [ "#))
    let text = base.replacingCharacters(in: anchor, with: #""modifiers": [ "# + String(repeating: mistake, count: count))
    #expect(text.utf8.count <= 1 << 20)
    try Data(text.utf8).write(to: work.appendingPathComponent("Cases/many.json"))
    let result = try CLI.run(["validate", "Cases/many.json"], in: work)
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 52, "50 errors, the count of the rest, the summary")
    #expect(lines[0].hasPrefix("Cases/many.json:23:28: error: unknown modifier \"accesibilityHiden\"; did you mean \"accessibilityHidden\"?"))
    #expect(lines[50].contains("error: too many errors: \(count - 50) more not shown; fix the errors above and run again"), "\(lines[50])")
  }

  @Test("validate checks the rules an expect block names, as audit does")
  func validateKnowsTheRules() throws {
    // The regression fixture declares clear-glass-legibility in its expect block.
    let text = try Self.replacing(
      #""rule": "clear-glass-legibility""#, with: #""rule": "clear-glass-legibilty""#, in: Self.fixtureCase(id: "misspelt-rule"))
    let work = try CLI.workspace([], extra: ["Cases/misspelt-rule.json": text])
    defer { try? FileManager.default.removeItem(at: work) }
    let validate = try CLI.run(["validate", "Cases"], in: work)
    let audit = try CLI.run(["audit", "--format", "json"] + Self.subset, in: work)
    // Located at the expectation object that names the rule.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(#""rule": "clear-glass-legibilty""#) }) + 1
    let column = try #require(lines[line - 1].firstIndex(of: "{")).utf16Offset(in: lines[line - 1]) + 1
    let message = "Cases/misspelt-rule.json:\(line):\(column): error: unknown rule \"clear-glass-legibilty\"; did you mean \"clear-glass-legibility\"?"
    #expect(validate.status == 65)
    #expect(validate.stdout.hasPrefix(message), "\(validate.stdout)")
    #expect(audit.status == 65)
    #expect(audit.stderr.hasPrefix("Error: " + message), "\(audit.stderr)")
  }

  @Test("A UTF-8 byte order mark is accepted and the case audited")
  func byteOrderMark() throws {
    let text = try Self.baseCase(id: "with-bom")
    let work = try CLI.workspace([])
    defer { try? FileManager.default.removeItem(at: work) }
    try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: work.appendingPathComponent("Cases/with-bom.json"))
    let result = try CLI.run(["audit", "--format", "json"] + Self.subset, in: work)
    #expect(result.status == 0, "\(result.stderr)")
    let report = try Auditor().readReport(data: try CLI.read(work, "Reports/report.json"), path: "report.json")
    #expect(report.inputs.map(\.caseID) == ["with-bom"])
  }

  @Test("A 2,000-character locale in --locales is a short usage error, exit 64, nothing written")
  func longLocaleOption() throws {
    let work = try CLI.workspace(["return-glass-timer"])
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(["audit", "--locales", String(repeating: "x", count: 2_000)], in: work)
    #expect(result.status == 64)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: unknown locale \"xxxx"), "\(first)")
    #expect(first.count < 300, "the identifier is shortened: \(first.count) characters")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Reports").path))
  }

  /// Every character a case can use to hide, reorder or disguise text.
  static let hiddenScalars: [UInt32] = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    0x200B, 0x2060, 0xFEFF, 0x2028, 0x2029, 0x07, 0x1B, 0x7F, 0x85,
  ]

  @Test("Labels and titles with every bidi control, zero-width and control character: audited, every report escapes them")
  func hiddenCharacters() throws {
    let escapes = (Self.hiddenScalars + [0x200C, 0x200D]).map { String(format: "\\u%04X", $0) }.joined()
    var text = try String(contentsOf: CLI.shippedCases.appendingPathComponent("zoo-label-bidi-override.json"), encoding: .utf8)
    for (target, replacement) in [
      (#""id": "zoo-label-bidi-override""#, #""id": "hostile-labels""#),
      (#""title": "Zoo: an accessibility label wrapped in a right-to-left override""#,
       "\"title\": \"T\(escapes)<script>alert(1)</script> & \\\"q\\\" 'a'\""),
      (#""accessibilityLabel": "\u202ETime remaining: $spoken\u202C""#, "\"accessibilityLabel\": \"\(escapes)Time remaining: $spoken\""),
      (#""id": "timer""#, #""id": "timer\u202E<img src=x onerror=alert(1)>""#),
      (#""of": "timer""#, #""of": "timer\u202E<img src=x onerror=alert(1)>""#),
    ] {
      text = try Self.replacing(target, with: replacement, in: text)
    }
    let work = try CLI.workspace([], extra: ["Cases/hostile-labels.json": text])
    defer { try? FileManager.default.removeItem(at: work) }
    let formats = ["json", "sarif", "html", "junit", "markdown", "text", "github"].flatMap { ["--format", $0] }
    let result = try CLI.run(["audit"] + formats + Self.subset, in: work)
    // The case declares its bidi-control-characters failure, so the run passes.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("title=bidi-control-characters"))

    let hidden = Set(Self.hiddenScalars)
    let outputs = try ["report.json", "report.sarif", "report.html", "report.junit.xml", "report.md"].map {
      ($0, String(decoding: try CLI.read(work, "Reports/\($0)"), as: UTF8.self))
    } + [("stdout", result.stdout)]
    for (name, output) in outputs {
      let raw = Set(output.unicodeScalars.map(\.value).filter(hidden.contains))
      #expect(raw.isEmpty, "\(name) shows raw \(raw.sorted().map { String($0, radix: 16) })")
      switch name {
      case "report.html", "report.junit.xml":
        #expect(!output.contains("<script>alert(1)</script>"), "\(name)")
        #expect(!output.contains("<img src=x"), "\(name)")
      case "report.md":
        // Markup is escaped in text and literal inside code spans, where Markdown shows it as is.
        for line in output.split(separator: "\n") where line.contains("<img src=x") || line.contains("<script>") {
          let before = line.components(separatedBy: line.contains("<img") ? "<img src=x" : "<script>")[0]
          #expect(before.filter { $0 == "`" }.count % 2 == 1, "raw markup outside a code span: \(line)")
        }
      default:
        break  // JSON strings may hold markup; text and annotations are not markup
      }
    }
    // JSON escapes are only a spelling: the report reads back with the case's exact strings.
    let report = try Auditor().readReport(data: try CLI.read(work, "Reports/report.json"), path: "report.json")
    let title = try #require(report.inputs.first?.title)
    #expect(title.unicodeScalars.map(\.value).filter(hidden.contains) == Self.hiddenScalars,
            "the title keeps every character")
    let html = String(decoding: try CLI.read(work, "Reports/report.html"), as: UTF8.self)
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("\\u{202E}"))
    let parse = try Python.run("import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", [work.appendingPathComponent("Reports/report.html").path])
    #expect(parse.status == 0, "\(parse.output)")
  }
}

/// Report output into a directory that cannot take it: the error names the path and says what
/// to do, exit 70, and the previous reports stay byte for byte.
@Suite("report output that cannot be written, end to end")
struct UnwritableOutputTests {
  static let arguments = ["audit", "--format", "json", "--format", "markdown", "--fail-on", "never"] + HostileInputTests.subset

  /// A small tmpfs mounted for one test (only root may mount; `nil` elsewhere or when the
  /// container forbids it, and the test that needs it is skipped).
  final class TinyFileSystem {
    let directory: URL

    init?(size: String) {
      guard geteuid() == 0, let directory = try? Python.temporaryDirectory() else { return nil }
      self.directory = directory
      guard Self.run(["mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory.path]) else {
        try? FileManager.default.removeItem(at: directory)
        return nil
      }
    }

    /// Makes the file system read-only, as a read-only mount or volume is.
    func remountReadOnly() -> Bool {
      Self.run(["mount", "-o", "remount,ro", directory.path])
    }

    deinit {
      _ = Self.run(["umount", directory.path])
      try? FileManager.default.removeItem(at: directory)
    }

    static func run(_ arguments: [String]) -> Bool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return false }
      process.waitUntilExit()
      return process.terminationStatus == 0
    }

    static let available: Bool = TinyFileSystem(size: "64k") != nil
  }

  /// The reports in a directory, by name.
  static func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  @Test("A directory that is not writable: the path and what to do, exit 70, previous reports intact",
        .enabled(if: geteuid() != 0 || TinyFileSystem.available, "root ignores permissions, and this root may not mount"))
  func notWritable() throws {
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    // Root ignores permission bits, so as root the directory is a read-only mount instead.
    var mount: TinyFileSystem?
    let reports: URL
    if geteuid() == 0 {
      let tiny = try #require(TinyFileSystem(size: "4m"))
      mount = tiny
      reports = tiny.directory
    } else {
      reports = work.appendingPathComponent("Reports")
    }
    let first = try CLI.run(Self.arguments + ["--output", reports.path], in: work)
    #expect(first.status == 0, "\(first.stderr)")
    let before = try Self.snapshot(reports)
    #expect(before.keys.sorted() == ["report.json", "report.md", "report.schema.json"])
    if let mount {
      #expect(mount.remountReadOnly())
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: reports.path)
    }
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reports.path) }

    // A second run whose reports differ (reports that would only get a new timestamp are kept).
    let result = try CLI.run(Self.arguments + ["--output", reports.path, "--auditor", "Second run"], in: work)
    #expect(result.status == 70)
    #expect(result.stderr.contains(reports.appendingPathComponent("report.json").path), "\(result.stderr)")
    #expect(result.stderr.contains("read-only") || result.stderr.contains("permission denied"), "\(result.stderr)")
    #expect(try Self.snapshot(reports) == before)
    withExtendedLifetime(mount) {}
  }

  @Test("A full disk: the path and what to do, exit 70, previous reports intact, no temporary files left",
        .enabled(if: TinyFileSystem.available, "needs root and permission to mount a small tmpfs"))
  func full() throws {
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    let tiny = try #require(TinyFileSystem(size: "2m"))
    let reports = tiny.directory.appendingPathComponent("Reports")
    let first = try CLI.run(Self.arguments + ["--output", reports.path], in: work)
    #expect(first.status == 0, "\(first.stderr)")
    let before = try Self.snapshot(reports)
    // Fill what is left.
    let filler = try #require(FileHandle(forWritingAtPath: {
      let path = tiny.directory.appendingPathComponent("filler").path
      _ = FileManager.default.createFile(atPath: path, contents: nil)
      return path
    }()))
    let chunk = Data(count: 64 << 10)
    while (try? filler.write(contentsOf: chunk)) != nil {}
    try? filler.close()

    // A second run whose reports differ (reports that would only get a new timestamp are kept).
    let result = try CLI.run(Self.arguments + ["--output", reports.path, "--auditor", "Second run"], in: work)
    #expect(result.status == 70)
    #expect(result.stderr.contains(reports.path + "/report."), "\(result.stderr)")
    #expect(result.stderr.contains("the disk is full"), "\(result.stderr)")
    #expect(try Self.snapshot(reports) == before, "previous reports intact and no temporary file left")
  }
}

/// Reports read back (`--baseline`, `merge`) are bounded too.
@Suite("hostile reports")
struct HostileReportTests {
  @Test("A 100 MB --baseline is refused at once with its size, exit 65, nothing written")
  func hugeBaseline() throws {
    let work = try CLI.workspace(["return-glass-timer"])
    defer { try? FileManager.default.removeItem(at: work) }
    let baseline = work.appendingPathComponent("baseline.json")
    #expect(FileManager.default.createFile(atPath: baseline.path, contents: Data("{".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: baseline.path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    // Refused by its size before reading: the message states the size the file system gives.
    let result = try CLI.run(["audit", "--baseline", "baseline.json", "--locales", "en,he"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("baseline.json: error: the file is 100 MiB, more than the 64 MiB"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Reports").path))
    let merge = try CLI.run(["merge", "baseline.json"], in: work)
    #expect(merge.status == 65)
  }
}

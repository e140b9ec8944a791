import Foundation
import TestSupport
import Testing

/// Issue 15, items 5–9 on the command line: `merge` checks it has one whole run, selections and
/// shard specs are never empty, reports the tool wrote can be read back, baselines say where they
/// came from, and whatever the user typed is echoed escaped and bounded.
@Suite("run inputs, end to end")
struct RunInputTests {
  static let subset = ["--locales", "en,ar", "--platforms", "ios-26", "--settings", "default", "--no-progress"]

  // MARK: 5. merge

  /// A workspace with shards of one run (`shard1/`…), each audited with `extra[i]` added.
  static func shards(_ count: Int, extra: [Int: [String]] = [:], files: [String: String] = [:]) throws -> URL {
    let work = try CLI.workspace(extra: files)
    for index in 1...count {
      let result = try CLI.run(
        ["audit", "--format", "json", "--output", "shard\(index)", "--shard", "\(index)/\(count)"] + subset
          + (extra[index] ?? []), in: work)
      #expect(result.status <= 1, "\(result.stderr)")
    }
    return work
  }

  static func merge(_ work: URL, _ count: Int) throws -> CLI.Result {
    try CLI.run(["merge", "--format", "json", "--output", "merged"] + (1...count).map { "shard\($0)/report.json" }, in: work)
  }

  @Test("merge of shard 1/3 alone is refused, naming the missing shards (was exit 0 and a complete-looking report)")
  func missingShards() throws {
    let work = try Self.shards(3)
    let result = try CLI.run(["merge", "shard1/report.json", "--output", "merged"], in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("shards 2/3, 3/3 of the run are missing"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("merged").path))
  }

  @Test("merge refuses shards signed by different auditors (was exit 0)")
  func differentAuditors() throws {
    let work = try Self.shards(2, extra: [1: ["--auditor", "Ana"], 2: ["--auditor", "Bo"]])
    let result = try Self.merge(work, 2)
    #expect(result.status == 65)
    #expect(result.stderr.contains("shard2/report.json: error: its auditor (--auditor) differs from shard1/report.json's"), "\(result.stderr)")
  }

  @Test("merge refuses shards judged with different waiver files that both say W1 (was exit 0, waivers credited across)")
  func differentWaivers() throws {
    func waiver(_ reason: String) -> String {
      """
      { "waivers": [ { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression",
        "reason": "\(reason)", "approvedBy": "lead", "reviewBy": "2099-01-01" } ] }
      """
    }
    let work = try Self.shards(
      2, extra: [1: ["--waivers", "a.json"], 2: ["--waivers", "b.json"]],
      files: ["a.json": waiver("team A"), "b.json": waiver("team B")])
    let result = try Self.merge(work, 2)
    #expect(result.status == 65)
    #expect(result.stderr.contains("its waivers differ: it was audited with the waivers file with SHA-256"), "\(result.stderr)")
  }

  @Test("merge refuses a baseline in one shard only (was exit 0)")
  func baselineInOneShard() throws {
    let work = try Self.shards(2)
    try FileManager.default.copyItem(
      at: work.appendingPathComponent("shard1/report.json"), to: work.appendingPathComponent("base.json"))
    let again = try CLI.run(
      ["audit", "--format", "json", "--output", "shard2", "--shard", "2/2", "--baseline", "base.json"] + Self.subset,
      in: work)
    #expect(again.status <= 1, "\(again.stderr)")
    let result = try Self.merge(work, 2)
    #expect(result.status == 65)
    #expect(result.stderr.contains("its baseline differs: it was audited with the baseline with SHA-256"), "\(result.stderr)")
  }

  @Test("merge refuses --selftest in one shard only (was exit 0)")
  func selftestInOneShard() throws {
    try #require(FileManager.default.fileExists(atPath: "/usr/share/unicode/BidiTest.txt"), "needs Debian's unicode-data")
    let work = try Self.shards(2, extra: [2: ["--selftest"]])
    let result = try Self.merge(work, 2)
    #expect(result.status == 65)
    #expect(result.stderr.contains("its self-test differs"), "\(result.stderr)")
  }

  @Test("Every shard once still merges, the identity recorded")
  func wholeRun() throws {
    let work = try Self.shards(2, extra: [1: ["--auditor", "Ana"], 2: ["--auditor", "Ana"]])
    let result = try Self.merge(work, 2)
    #expect(result.status <= 1, "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: CLI.read(work, "merged/report.json")) as? [String: Any]
    let identity = report?["identity"] as? [String: Any]
    #expect(identity?["selftest"] as? Bool == false)
    #expect(report?["auditor"] as? String == "Ana")
  }

  // MARK: 6. selections

  static let emptySelections: [[String]] = [
    ["--locales", ""], ["--locales", ",,,"], ["--platforms", ""], ["--rules", ""], ["--settings", ""],
    ["--shard", "1/x/2"], ["--shard", "1//2"], ["--shard", "/1/2"], ["--shard", ""],
  ]

  @Test("Empty or malformed selections and shard specs are usage errors, 64 (were 0)", arguments: emptySelections)
  func emptySelection(arguments: [String]) throws {
    let work = try CLI.workspace()
    let result = try CLI.run(["audit", "--format", "json", "--output", "out", "--no-progress"] + arguments, in: work)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("in '\(arguments[0])'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
  }

  // MARK: 7. report size

  @Test("A report larger than 64 MiB is read back (an audit of 1,000 cases writes 188 MiB; was refused at 64 MiB)")
  func largeReportIsRead() throws {
    let work = try CLI.workspace()
    let path = work.appendingPathComponent("big.json").path
    // A sparse file: 200 MiB of zero bytes, no disk used. It is read, and refused for what it is.
    #expect(truncate(path, 200 << 20) == 0 || FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, 200 << 20) == 0)
    let result = try CLI.run(["audit", "--baseline", "big.json", "--format", "json"] + Self.subset, in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("it is not a JSON object"), "\(result.stderr)")
    #expect(!result.stderr.contains("MiB"), "\(result.stderr)")
  }

  @Test("Past the documented bound the message does not tell the user to pass the report they passed")
  func hugeReportMessage() throws {
    let work = try CLI.workspace()
    let path = work.appendingPathComponent("report.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, (1 << 30) + 1) == 0)
    let result = try CLI.run(["merge", "report.json"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("more than the 1024 MiB LayoutAudit reads back"), "\(result.stderr)")
    #expect(!result.stderr.contains("give the report.json an audit wrote"))
  }

  // MARK: 8. baselines

  @Test("A baseline from another tool is refused (was used silently)")
  func baselineFromAnotherTool() throws {
    let work = try Self.shards(1)
    var text = String(decoding: try CLI.read(work, "shard1/report.json"), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"name\":\"layout-audit\"", with: "\"name\":\"other-audit\"")
    try text.write(to: work.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", "--baseline", "other.json", "--format", "json"] + Self.subset, in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("other.json: error: this baseline was written by other-audit"), "\(result.stderr)")
  }

  @Test("A baseline from another version and ICU is noted on stderr and recorded in the report (was silent)")
  func baselineFromAnotherVersion() throws {
    let work = try Self.shards(1)
    var text = String(decoding: try CLI.read(work, "shard1/report.json"), as: UTF8.self)
    let version = try #require(text.firstRange(of: /"version":"[0-9.]+"/))
    text.replaceSubrange(version, with: "\"version\":\"0.0.1\"")
    text = text.replacingOccurrences(of: "\"icu\":\"72.1\"", with: "\"icu\":\"74.2\"")
    try text.write(to: work.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["audit", "--baseline", "old.json", "--format", "json", "--output", "out"] + Self.subset, in: work)
    #expect(result.status <= 1, "\(result.stderr)")
    #expect(result.stderr.contains("note: old.json was written by layout-audit 0.0.1"), "\(result.stderr)")
    #expect(result.stderr.contains("note: old.json was made with ICU 74.2, this run uses ICU 72.1"), "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: CLI.read(work, "out/report.json")) as? [String: Any]
    let baseline = (report?["identity"] as? [String: Any])?["baseline"] as? [String: Any]
    #expect((baseline?["tool"] as? [String: Any])?["version"] as? String == "0.0.1")
    #expect((baseline?["engine"] as? [String: Any])?["icu"] as? String == "74.2")
  }

  // MARK: 9. echoes

  @Test("validate escapes file names: a line feed cannot forge a diagnostic line, ESC cannot reach the terminal (was raw)")
  func validateEscapesNames() throws {
    let work = try CLI.workspace([])
    try Data("{".utf8).write(to: work.appendingPathComponent("Cases/a\nb.json: error: forged.json"))
    try Data("{".utf8).write(to: work.appendingPathComponent("Cases/\u{1B}[31mred.json"))
    let result = try CLI.run(["validate", "Cases"], in: work)
    #expect(result.status == 65)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("Cases/a\\u{A}b.json: error: forged.json:1:2: error:"), "\(result.stdout)")
    #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("b.json") }, "\(result.stdout)")
  }

  @Test("validate of a folder without cases exits 65 like audit (was 0)")
  func validateEmptyFolder() throws {
    let work = try CLI.workspace([])
    try FileManager.default.removeItem(at: work.appendingPathComponent("Cases/case.schema.json"))
    let validate = try CLI.run(["validate", "Cases"], in: work)
    let audit = try CLI.run(["audit", "Cases"], in: work)
    #expect(validate.status == 65, "\(validate.stdout)")
    #expect(audit.status == 65)
    #expect(validate.stderr.contains("no case files in Cases"), "\(validate.stderr)")
  }

  @Test("audit with no paths in a folder without Cases/ says what to audit (exit 64), instead of a located error at Cases:1:1")
  func nothingToAudit() throws {
    let work = try CLI.workspace([])
    try FileManager.default.removeItem(at: work.appendingPathComponent("Cases"))
    let audit = try CLI.run(["audit", "--no-config"], in: work)
    #expect(audit.status == 64, "\(audit.stderr)")
    #expect(audit.stderr.contains("nothing to audit: no paths were given and there is no Cases folder"), "\(audit.stderr)")
    #expect(audit.stderr.contains(".layout-audit.json"), "\(audit.stderr)")
    #expect(!audit.stderr.contains("Cases:1:1"), "\(audit.stderr)")
  }

  @Test("A 100 KB argument is echoed bounded, wherever it goes (was echoed in full)", arguments: [
    ["audit", "--%@"], ["audit", "--locales", "%@"], ["audit", "Cases", "--rules", "%@"], ["bidi", "x", "%@"],
    ["%@"], ["audit", "--output", "%@/x"],
  ])
  func longArgument(template: [String]) throws {
    let work = try CLI.workspace()
    let long = String(repeating: "a", count: 100_000)
    let result = try CLI.run(template.map { $0.replacingOccurrences(of: "%@", with: long) } + ["--no-progress"], in: work)
    #expect(result.status != 0)
    #expect(result.stderr.count < 3_000, "\(result.stderr.count) characters")
    #expect(!Shell.trapped(result))
  }

  @Test("--output /proc says what is wrong, not that it does not exist (was 'does not exist')")
  func outputProc() throws {
    let work = try CLI.workspace()
    let result = try CLI.run(["audit", "--format", "json", "--output", "/proc"] + Self.subset, in: work)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(!result.stderr.contains("does not exist"), "\(result.stderr)")
    #expect(result.stderr.contains("/proc"), "\(result.stderr)")
  }
}

import Foundation
import LayoutAudit
import TestSupport
import Testing

/// `layout-audit audit` end to end, on temporary copies of the shipped cases.
@Suite("audit, end to end")
struct AuditCommandTests {
  static let subset = ["--locales", "en,he,ar-EG,fa,ps,ff-Adlm"]

  @Test("With no arguments: Cases/ under the full matrix, every report written, exit 0")
  func defaultRun() throws {
    let work = try CLI.workspace()
    let result = try CLI.run(["audit"], in: work)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("805 locales (75 RTL)"))
    for name in ["report.json", "report.schema.json", "report.junit.xml", "report.sarif", "report.md", "report.html"] {
      #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("Reports/\(name)").path), "\(name)")
    }
    // The JSON report reads back into the same value and renders to the same bytes.
    let data = try CLI.read(work, "Reports/report.json")
    let report = try Auditor().readReport(data: data, path: "report.json")
    #expect(try Auditor().render(report, as: .json) == data)
    #expect(report.matrix.locales.count == 805)
    #expect(report.matrix.platforms.count == 6)
    #expect(report.matrix.settings.count == 8)
  }

  @Test("The main job run again on another day leaves its reports as they were (a clean clone stays clean)")
  func unchangedReportsKept() throws {
    let work = try CLI.workspace()
    let first = try CLI.run([], in: work, environment: ["SOURCE_DATE_EPOCH": "1795996800"])
    #expect(first.status == 0, "\(first.stderr)")
    let names = ["report.json", "report.schema.json", "report.junit.xml", "report.sarif", "report.md", "report.html"]
    let before = try names.map { try CLI.read(work, "Reports/\($0)") }
    let again = try CLI.run([], in: work, environment: ["SOURCE_DATE_EPOCH": "1796083200"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stderr.contains("Reports: reports unchanged"), "\(again.stderr)")
    #expect(try names.map { try CLI.read(work, "Reports/\($0)") } == before)
    // A different run (here: with an auditor) is a change, written with the new date.
    let changed = try CLI.run(["--auditor", "A. Auditor"], in: work, environment: ["SOURCE_DATE_EPOCH": "1796083200"])
    #expect(changed.status == 0 && changed.stderr.contains("wrote Reports/report.json"), "\(changed.stderr)")
    #expect(String(decoding: try CLI.read(work, "Reports/report.md"), as: UTF8.self).contains("2026-12-01T00:00:00Z"))
  }

  @Test("SARIF and JUnit validate against the published schemas; JSON against its own")
  func schemas() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["audit"] + Self.subset, in: work).status == 0)
    let reports = work.appendingPathComponent("Reports")
    let sarif = try Python.run(Python.validateJSONDraft7, [reports.appendingPathComponent("report.sarif").path, Python.sharedSchema("sarif-schema-2.1.0.json").path])
    #expect(sarif.status == 0, "\(sarif.output)")
    let junit = try Python.run(Python.validateXSD, [reports.appendingPathComponent("report.junit.xml").path, Python.sharedSchema("JUnit.xsd").path])
    #expect(junit.status == 0, "\(junit.output)")
    let json = try Python.run(Python.validateJSONDraft2020, [reports.appendingPathComponent("report.json").path, reports.appendingPathComponent("report.schema.json").path])
    #expect(json.status == 0, "\(json.output)")
  }

  @Test("SOURCE_DATE_EPOCH makes two runs byte-identical in every format")
  func reproducible() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["audit", "--output", "A"] + Self.subset, in: work).status == 0)
    #expect(try CLI.run(["audit", "--output", "B", "--jobs", "1"] + Self.subset, in: work).status == 0)
    for name in ["report.json", "report.junit.xml", "report.sarif", "report.md", "report.html"] {
      #expect(try CLI.read(work, "A/\(name)") == CLI.read(work, "B/\(name)"), "\(name)")
    }
  }

  @Test("--jobs 1 runs on one thread from start to end; --jobs 2 starts a second")
  func oneJobIsOneThread() throws {
    let strace = try ReportSetTests.requireStrace()
    let work = try CLI.workspace()
    var threads: [Int: Int] = [:]
    for jobs in [1, 2] {
      let trace = work.appendingPathComponent("threads-\(jobs).txt").path
      let result = try Shell.run(
        "\(strace) -f -qq -e trace=clone,clone3 -o \(Shell.quote(trace)) $B audit --output R\(jobs) --jobs \(jobs) "
          + "--quiet \(Self.subset.map(Shell.quote).joined(separator: " "))", in: work)
      #expect(result.status == 0, "\(result.stderr)")
      let text = try String(contentsOfFile: trace, encoding: .utf8)
      threads[jobs] = text.split(separator: "\n").count { $0.contains("clone") && !$0.contains("resumed") }
    }
    #expect(threads[1] == 0, "--jobs 1 started \(threads[1] ?? -1) threads")
    #expect((threads[2] ?? 0) >= 1)
  }

  @Test("Case strings are escaped in HTML (text and attributes), and the HTML is well-formed")
  func htmlEscaping() throws {
    let regression = try String(contentsOf: CLI.shippedCases.appendingPathComponent("return-timer-tvos-regression.json"), encoding: .utf8)
      .replacingOccurrences(of: #""title": "Return: glass timer before the tvOS fix (environment override only)""#,
                            with: #""title": "<script>alert(1)</script> \"quoted\" & 'single'""#)
    let work = try CLI.workspace(["return-glass-timer"], extra: ["Cases/return-timer-tvos-regression.json": regression])
    #expect(try CLI.run(["audit", "--format", "html"] + Self.subset, in: work).status == 0)
    let html = String(decoding: try CLI.read(work, "Reports/report.html"), as: UTF8.self)
    #expect(!html.contains("<script>alert(1)</script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("<svg"), "a failing layout is drawn")
    let parse = try Python.run("import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", [work.appendingPathComponent("Reports/report.html").path])
    #expect(parse.status == 0, "\(parse.output)")
  }

  @Test("An invalid case stops the run before any work: every error located, exit 65, old reports intact")
  func invalidCase() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["audit", "--format", "json"] + Self.subset, in: work).status == 0)
    let before = try CLI.read(work, "Reports/report.json")
    let broken = """
      {
        "id": "broken", "title": "x",
        "deploymentTarget": { "iOS": "26.0" },
        "timeline": { "countdown": { "from": 10, "to": 0, "step": 1 }, "display": { "pattern": "mm:ss" } },
        "view": { "type": "Text", "text": "$display", "modifiers": [ { "accesibilityHidden": true } ] },
        "colour": "red"
      }
      """
    try broken.write(to: work.appendingPathComponent("Cases/broken.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", "--format", "json"] + Self.subset, in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("Cases/broken.json:5:66: error: unknown modifier \"accesibilityHidden\""), "\(result.stderr)")
    #expect(result.stderr.contains("did you mean \"accessibilityHidden\""))
    #expect(result.stderr.contains("Cases/broken.json:6:3: error"))
    #expect(try CLI.read(work, "Reports/report.json") == before)
  }

  @Test("Usage errors exit 64 with the usage line")
  func usage() throws {
    let work = try CLI.workspace()
    for arguments in [["audit", "--locale", "he"], ["audit", "--fail-on", "sometimes"], ["audit", "--shard", "3/2"], ["bogus"]] {
      let result = try CLI.run(arguments, in: work)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
      #expect(result.stderr.contains("Usage") || result.stderr.contains("USAGE"), "\(arguments)")
    }
    #expect(try CLI.run(["audit", "--locale", "he"], in: work).stderr.contains("did you mean '--locales'?"))
  }

  @Test("An undeclared failure exits 1; --fail-on never exits 0")
  func findings() throws {
    let unpinned = try String(contentsOf: CLI.shippedCases.appendingPathComponent("return-glass-timer.json"), encoding: .utf8)
      .replacingOccurrences(of: #"{ "flipsForRightToLeftLayoutDirection": false },"#, with: "")
    let work = try CLI.workspace(["return-timer-tvos-regression"], extra: ["Cases/return-glass-timer.json": unpinned])
    let failing = try CLI.run(["audit", "--format", "text", "--format", "github"] + Self.subset, in: work)
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("::error file=Cases/return-glass-timer.json,line="), "\(failing.stdout)")
    #expect(!failing.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    #expect(try CLI.run(["audit", "--format", "json", "--fail-on", "never"] + Self.subset, in: work).status == 0)
  }

  @Test("Shards merged are byte-identical to the whole run")
  func shardAndMerge() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["audit", "--format", "json", "--output", "whole"] + Self.subset, in: work).status == 0)
    for index in 1...3 {
      let result = try CLI.run(["audit", "--format", "json", "--shard", "\(index)/3", "--output", "shard\(index)"] + Self.subset, in: work)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let merged = try CLI.run(
      ["merge", "shard3/report.json", "shard1/report.json", "shard2/report.json", "--format", "json", "--output", "merged"], in: work)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(try CLI.read(work, "merged/report.json") == CLI.read(work, "whole/report.json"))
    let duplicate = try CLI.run(["merge", "shard1/report.json", "shard1/report.json", "--output", "x"], in: work)
    #expect(duplicate.status == 65)
  }

  @Test("A baseline classifies failures as new, existing or fixed; --fail-on new")
  func baseline() throws {
    let production = try String(contentsOf: CLI.shippedCases.appendingPathComponent("return-glass-timer.json"), encoding: .utf8)
    let unpinned = production.replacingOccurrences(of: #"{ "flipsForRightToLeftLayoutDirection": false },"#, with: "")
    let work = try CLI.workspace(["return-glass-timer"])
    // Without the repository's waivers, so the production case's known failures are in the
    // baseline as failures (existing), beside the new ones.
    let before = try CLI.run(["audit", "--no-config", "--format", "json", "--output", "before"] + Self.subset, in: work)
    #expect(before.status == 1)
    try unpinned.write(to: work.appendingPathComponent("Cases/return-glass-timer.json"), atomically: true, encoding: .utf8)
    let after = try CLI.run(
      ["audit", "--no-config", "--format", "json", "--output", "after", "--baseline", "before/report.json", "--fail-on", "new"]
        + Self.subset, in: work)
    #expect(after.status == 1)
    let report = try Auditor().readReport(data: try CLI.read(work, "after/report.json"), path: "after")
    #expect(report.baseline?.new == 5)
    #expect((report.baseline?.existing ?? 0) > 0)
    try production.write(to: work.appendingPathComponent("Cases/return-glass-timer.json"), atomically: true, encoding: .utf8)
    let fixed = try CLI.run(
      ["audit", "--no-config", "--format", "json", "--output", "fixed", "--baseline", "after/report.json", "--fail-on", "new"]
        + Self.subset, in: work)
    #expect(fixed.status == 0)
    let fixedReport = try Auditor().readReport(data: try CLI.read(work, "fixed/report.json"), path: "fixed")
    #expect(fixedReport.baseline?.fixed.count == 5)
  }

  @Test("An expired waiver no longer applies and is reported; an unused one is reported")
  func waivers() throws {
    let waivers = """
      { "waivers": [
        { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "platforms": ["tvos-26"],
          "reason": "accepted for 1.0", "approvedBy": "a11y lead", "reviewBy": "2020-01-31" },
        { "rule": "glass-on-glass", "case": "return-glass-timer",
          "reason": "stale", "approvedBy": "someone", "reviewBy": "2099-01-01" } ] }
      """
    let work = try CLI.workspace(["return-timer-tvos-regression"], extra: ["waivers.json": waivers])
    let result = try CLI.run(["audit", "--format", "json", "--waivers", "waivers.json"] + Self.subset, in: work)
    #expect(result.status == 0, "\(result.stderr)")
    let report = try Auditor().readReport(data: try CLI.read(work, "Reports/report.json"), path: "r")
    #expect(report.waivers.expired.map(\.id) == ["W1"])
    #expect(report.waivers.unused.map(\.id) == ["W2"])
    #expect(report.results.flatMap(\.findings).allSatisfy { $0.status != .waived })
  }

  @Test("Reports that cannot be written: the error names the path, exit 70, previous reports intact")
  func unwritableOutput() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["audit"] + Self.subset, in: work).status == 0)
    let before = try CLI.read(work, "Reports/report.json")
    let sarif = work.appendingPathComponent("Reports/report.sarif")
    try FileManager.default.removeItem(at: sarif)
    try FileManager.default.createDirectory(at: sarif, withIntermediateDirectories: false)
    let result = try CLI.run(["audit", "--fail-on", "never"] + Self.subset, in: work)
    #expect(result.status == 70)
    #expect(result.stderr.contains("report.sarif"), "\(result.stderr)")
    #expect(try CLI.read(work, "Reports/report.json") == before)
    let file = try CLI.run(["audit", "--output", "Cases/return-glass-timer.json"] + Self.subset, in: work)
    #expect(file.status == 70)
    #expect(file.stderr.contains("Cases/return-glass-timer.json"))
  }
}

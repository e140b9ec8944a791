import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("JSON report")
struct JSONReportWriterTests {
  @Test("round-trips: render, read, equal")
  func roundTrip() throws {
    let report = Fixtures.report()
    let data = try JSONReportWriter().render(report, context: ReportContext())
    #expect(try JSONReportWriter.read(data, path: "report.json") == report)
  }

  @Test("encodes long arrays on several threads into the same bytes as on one")
  func threadsGiveTheSameBytes() throws {
    var report = Fixtures.report()
    // Past two chunks of 1,024 elements, with a short last one.
    let results = report.results
    report.results = (0..<2_500).map { index in
      var result = results[index % results.count]
      result.caseID += "-\(index)"
      return result
    }
    let one = try JSONReportWriter().render(report, context: ReportContext())
    let members = try JSONReportWriter.members(of: report, threads: 3)
    #expect(JSONReportWriter.document(members, results: report.results.count) == one)
    // The run id's digest reads the members in pieces, as if joined.
    #expect(
      ReportRunID.digest(JSONLines.pieces(members), leavingOut: [report.generatedAt])
        == ReportRunID.digest([one], leavingOut: [report.generatedAt]))
    #expect(try JSONReportWriter.read(one, path: "report.json").results.count == 2_500)
  }

  @Test("gives byte-identical output for the same report")
  func deterministic() throws {
    let first = try JSONReportWriter().render(Fixtures.report(), context: ReportContext())
    let second = try JSONReportWriter().render(Fixtures.report(), context: ReportContext(colour: true))
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains(#""path":"Cases/return-timer-tvos-regression.json""#))  // slashes unescaped
    #expect(text.hasSuffix("}\n"))
  }

  @Test("is Foundation's JSON with sorted keys, hidden characters escaped, laid out one member or element a line")
  func foundationBytesInLines() throws {
    for report in [Fixtures.report(), try ShippedReportTests.report()] {
      let text = String(decoding: try JSONReportWriter().render(report, context: ReportContext()), as: UTF8.self)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.userInfo = [LocaleRanges.tableKey: LocaleTable(report.matrix.locales)]
      let compact = String(decoding: JSONEscaping.escapingHidden(try encoder.encode(report)), as: UTF8.self)
      // Strings hold no raw line breaks: every break, and the indentation after it, is layout.
      #expect(text.replacing(/\n */, with: "") == compact)
      let lines = text.split(separator: "\n")
      #expect(lines.first == "{" && lines.last == "}")
      #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("  \"") || $0.hasPrefix("    ") || $0.hasPrefix("  ]") })
    }
  }

  @Test("refuses an unknown schema version with a message naming both versions")
  func unknownVersion() throws {
    var report = Fixtures.report()
    report.schemaVersion = 99
    let data = try JSONReportWriter().render(report, context: ReportContext())
    let error = #expect(throws: ReportError.self) { try JSONReportWriter.read(data, path: "old/report.json") }
    #expect(error == .unsupportedSchemaVersion(path: "old/report.json", found: 99, supported: AuditReport.currentSchemaVersion))
    #expect(error?.description.contains("old/report.json has report schema version 99") == true)
    #expect(error?.description.contains("reads version \(AuditReport.currentSchemaVersion)") == true)
  }

  @Test("refuses a version 1 report (locales listed in full) and says what changed")
  func versionOne() throws {
    var report = Fixtures.report()
    report.schemaVersion = 1
    let data = try JSONReportWriter().render(report, context: ReportContext())
    let error = #expect(throws: ReportError.self) { try JSONReportWriter.read(data, path: "baseline/report.json") }
    #expect(error == .unsupportedSchemaVersion(path: "baseline/report.json", found: 1, supported: 3))
    #expect(error?.description.contains("version 1, from an earlier layout-audit, lists locales in full") == true)
    #expect(error?.description.contains("audit the baseline's commit again") == true)
  }

  @Test("refuses a version 2 report (every result's findings in full) and says what changed")
  func versionTwo() throws {
    var report = Fixtures.report()
    report.schemaVersion = 2
    let data = try JSONReportWriter().render(report, context: ReportContext())
    let error = #expect(throws: ReportError.self) { try JSONReportWriter.read(data, path: "baseline/report.json") }
    #expect(error == .unsupportedSchemaVersion(path: "baseline/report.json", found: 2, supported: 3))
    #expect(error?.description.contains("version 2, from an earlier layout-audit, lists every result") == true)
    #expect(error?.description.contains("writes each finding once") == true)
  }

  @Test("writes each distinct finding and picture once, one line per unit, and reads them back")
  func sharedTables() throws {
    var report = Fixtures.report()
    // The same finding and picture on a second platform: written once, referred to twice.
    let copies = report.results.map { result -> CaseResult in
      var copy = result
      copy.platform = "other-platform"
      copy.pictures = copy.pictures.map { picture in
        var moved = picture
        moved.platform = "other-platform"
        return moved
      }
      return copy
    }
    report.results += copies
    let data = try JSONReportWriter().render(report, context: ReportContext())
    #expect(try JSONReportWriter.read(data, path: "report.json") == report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(object["findings"] as? [Any])
    #expect(findings.count == Set(report.results.flatMap(\.findings)).count)
    #expect(findings.count < report.results.reduce(0) { $0 + $1.findings.count })
    let text = String(decoding: data, as: UTF8.self)
    let units = try #require(object["results"] as? [Any])
    let unitLines = text.split(separator: "\n").filter { $0.hasPrefix("    {\"caseID\":") && $0.contains("\"rules\":[") }
    #expect(unitLines.count == units.count)
  }

  @Test("explains a file that is not a report", arguments: ["[1, 2]", "{}", "not json", #"{"schemaVersion": 3}"#])
  func notAReport(_ text: String) throws {
    let error = #expect(throws: ReportError.self) { try JSONReportWriter.read(Data(text.utf8), path: "x.json") }
    guard case .unreadable(let path, let detail)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(path == "x.json")
    #expect(!detail.isEmpty)
    if text.hasPrefix("{\"schemaVersion") { #expect(detail.contains("is missing")) }
  }

  @Test(
    "says where text that is not JSON goes wrong, and refuses deep nesting without a crash",
    arguments: [
      ("{\n  \"schemaVersion\": [1,\n  2,,\n]}", "around character 29"),
      (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), "Too many nested"),
    ])
  func notJSON(text: String, reason: String) throws {
    let error = #expect(throws: ReportError.self) { try JSONReportWriter.read(Data(text.utf8), path: "x.json") }
    guard case .unreadable(_, let detail)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("it is not a JSON object ("), "\(detail)")
    #expect(detail.contains(reason), "\(detail)")
  }

  @Test("reads what Foundation's decoder reads: a missing key or a wrong type is named with its path")
  func decodingErrorsNameThePath() throws {
    var object = try #require(
      JSONSerialization.jsonObject(with: try JSONReportWriter().render(Fixtures.report(), context: ReportContext()))
        as? [String: Any])
    object["matrix"] = ["locales": ["en"], "rtlLocales": "none"]
    let error = #expect(throws: ReportError.self) {
      try JSONReportWriter.read(try JSONSerialization.data(withJSONObject: object), path: "x.json")
    }
    guard case .unreadable(_, let detail)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("matrix.rtlLocales: "), "\(detail)")
  }

  @Test("validates against report.schema.json (draft 2020-12)")
  func validatesAgainstSchema() throws {
    let data = try JSONReportWriter().render(Fixtures.report(), context: ReportContext())
    let directory = try Python.temporaryDirectory()
    let report = directory.appendingPathComponent("report.json")
    let schema = directory.appendingPathComponent(ReportSchema.fileName)
    try data.write(to: report)
    try Data(ReportSchema.text.utf8).write(to: schema)
    let outcome = try Python.run(Python.validateJSONDraft2020, [report.path, schema.path])
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  @Test("the schema is closed: an unknown field fails validation")
  func schemaIsClosed() throws {
    let data = try JSONReportWriter().render(Fixtures.report(), context: ReportContext())
    var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["surprise"] = true
    let directory = try Python.temporaryDirectory()
    let report = directory.appendingPathComponent("report.json")
    let schema = directory.appendingPathComponent(ReportSchema.fileName)
    try JSONSerialization.data(withJSONObject: object).write(to: report)
    try Data(ReportSchema.text.utf8).write(to: schema)
    let outcome = try Python.run(Python.validateJSONDraft2020, [report.path, schema.path])
    #expect(outcome.status == 1, "\(outcome.output)")
    #expect(outcome.output.contains("surprise"))
  }
}

import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("JUnit XML")
struct JUnitWriterTests {
  func render(_ report: AuditReport = Fixtures.report()) throws -> String {
    String(decoding: try JUnitWriter().render(report, context: ReportContext()), as: UTF8.self)
  }

  @Test("is valid against JUnit.xsd")
  func validatesAgainstXSD() throws {
    let file = try Python.file(Data(try render().utf8), named: "report.junit.xml")
    let outcome = try Python.run(Python.validateXSD, [file.path, Python.sharedSchema("JUnit.xsd").path])
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  @Test("an empty report is valid too")
  func emptyReportValidates() throws {
    var report = Fixtures.report()
    report.results = []
    report.inputs = []
    let file = try Python.file(Data(try render(report).utf8), named: "report.junit.xml")
    let outcome = try Python.run(Python.validateXSD, [file.path, Python.sharedSchema("JUnit.xsd").path])
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  @Test("counts every suite and the totals")
  func counts() throws {
    let xml = try render()
    #expect(
      xml.contains(
        #"<testsuite name="return-timer-tvos-regression" package="layoutaudit" id="0" timestamp="2025-11-30T12:00:00" hostname="layout-audit" tests="6" failures="1" errors="1" skipped="1" time="0">"#
      ))
    #expect(xml.contains(#"name="zoo-escaping" package="layoutaudit" id="1""#))
    #expect(xml.contains(#"tests="6" failures="1" errors="0" skipped="2""#))
    #expect(xml.contains("<!-- 12 tests, 2 failures, 1 error (can't tell), 3 skipped (not applicable) in 2 suites -->"))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 12)
  }

  @Test("maps statuses: failure, error for can't tell, skipped, waived as a pass with a note")
  func statusMapping() throws {
    let xml = try render()
    #expect(xml.contains(#"<testcase name="digit-order-ltr [tvos-26]" classname="layoutaudit.return-timer-tvos-regression" time="0">"#))
    #expect(xml.contains(#"<failure message="Timer digits are reversed under right-to-left locales (3 locales: he, ar, fa)" type="digit-order-ltr">"#))
    #expect(xml.contains(#"<error message="Glass frames are not known for this profile (8 locales"#))
    #expect(xml.contains(#"type="cantTell">"#))
    #expect(xml.contains(#"<skipped message="not applicable: the rule does not apply"/>"#))
    #expect(xml.contains(#"<testcase name="reflection-accessibility-hidden [tvos-26]" classname="layoutaudit.return-timer-tvos-regression" time="0"/>"#))
    #expect(xml.contains(#"<property name="waived: reflection-accessibility-hidden [tvos-26]" value="W1: Reflection is removed in 2.1 | tracked in #42 (approved by A. Auditor, review by 2026-03-31)"/>"#))
    #expect(xml.contains("expected: 25:00"))
    #expect(xml.contains("shown: 00:52"))
    #expect(xml.contains("at: Cases/return-timer-tvos-regression.json:19:9"))
    #expect(xml.contains("unmet expectation for glass-container [ios-26] (line 44)"))
  }

  @Test("is ASCII and escapes markup, non-ASCII and characters XML forbids")
  func escaping() throws {
    let xml = try render()
    #expect(xml.utf8.allSatisfy { $0 < 0x80 })
    #expect(!xml.contains("<script>"))
    #expect(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(xml.contains("&quot;quotes&quot; &amp; &lt;tags&gt; and &#39;apostrophes&#39;"))
    #expect(xml.contains(#"Time \u{202E}left\u{0}\u{7} 100% done"#))
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("gives unique test names within a suite")
  func uniqueNames() throws {
    var report = Fixtures.report()
    report.results.append(report.results[0])
    let xml = try render(report)
    #expect(xml.contains(#"name="digit-order-ltr [ios-26] #2""#))
  }

  @Test("turns generatedAt into the schema's timestamp form", arguments: [
    ("2025-11-30T12:00:00Z", "2025-11-30T12:00:00"),
    ("2025-11-30T14:00:00+02:00", "2025-11-30T12:00:00"),
    ("2025-11-30T12:00:00.250Z", "2025-11-30T12:00:00"),
  ])
  func timestamps(_ example: (String, String)) throws {
    #expect(try JUnitWriter.timestamp(example.0) == example.1)
  }

  @Test("refuses a generatedAt that is not a date")
  func badTimestamp() {
    #expect(throws: ReportError.self) { try JUnitWriter.timestamp("yesterday") }
  }
}

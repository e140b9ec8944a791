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

  @Test("counts every suite and the totals: failures are exactly what fails the run")
  func counts() throws {
    let xml = try render()
    // The regression case: the new error-level failure and the unmet expectation fail the run.
    #expect(
      xml.contains(
        #"<testsuite name="return-timer-tvos-regression" package="layoutaudit" id="0" timestamp="2025-11-30T12:00:00" hostname="layout-audit" tests="7" failures="2" errors="0" skipped="2" time="0">"#
      ))
    // The other case fails only a warning rule, below the error threshold: no failure.
    #expect(xml.contains(#"name="zoo-escaping" package="layoutaudit" id="1""#))
    #expect(xml.contains(#"tests="6" failures="0" errors="0" skipped="2""#))
    #expect(xml.contains("<!-- 13 tests, 2 failures, 0 errors, 4 skipped (can't tell or not applicable) in 2 suites -->"))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 13)
  }

  @Test("maps outcomes: failure only for what fails the run, skipped for can't tell, accepted failures as passes with a note")
  func statusMapping() throws {
    let xml = try render()
    #expect(xml.contains(#"<testcase name="digit-order-ltr [tvos-26]" classname="layoutaudit.return-timer-tvos-regression" time="0">"#))
    #expect(xml.contains(#"<failure message="Timer digits are reversed under right-to-left locales (3 locales: he, ar, fa)" type="digit-order-ltr">"#))
    #expect(xml.contains(#"<skipped message="can&#39;t tell: Glass frames are not known for this profile (8 locales"#))
    #expect(!xml.contains("<error "))
    #expect(xml.contains(#"<skipped message="not applicable: the rule does not apply"/>"#))
    #expect(xml.contains(#"<testcase name="reflection-accessibility-hidden [tvos-26]" classname="layoutaudit.return-timer-tvos-regression" time="0"/>"#))
    #expect(xml.contains(#"<property name="accepted: reflection-accessibility-hidden [tvos-26]" value="waived by W1: Reflection is removed in 2.1 | tracked in #42 (approved by A. Auditor, review by 2026-03-31)"/>"#))
    #expect(xml.contains(#"<property name="accepted: glass-container [ios-26]" value="Two glass elements without a container"#))
    #expect(xml.contains("below the fail-on threshold error"))
    #expect(xml.contains("expected: 25:00"))
    #expect(xml.contains("shown: 00:52"))
    #expect(xml.contains("at: Cases/return-timer-tvos-regression.json:19:9"))
    #expect(xml.contains(#"<testcase name="expectation: glass-container [ios-26]" classname="layoutaudit.return-timer-tvos-regression" time="0">"#))
    #expect(xml.contains(#"type="unmetExpectation">"#))
  }

  @Test("a run that passes shows no failures and no errors")
  func passingRunHasNoFailures() throws {
    var report = Fixtures.report()
    report.expectations = []
    report.summary.failOn = .never
    let xml = try render(report)
    #expect(xml.contains("<!-- 12 tests, 0 failures, 0 errors,"))
    #expect(!xml.contains("<failure") && !xml.contains("<error"))
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

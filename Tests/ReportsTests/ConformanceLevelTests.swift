import Testing
@testable import Reports
import ReportModel

@Suite("VPAT conformance levels")
struct ConformanceLevelTests {
  func result(_ counts: StatusCounts, status: ResultStatus = .passed) -> CaseResult {
    CaseResult(caseID: "c", ruleID: "r", platform: "p", status: status, counts: counts, findings: [], pictures: [])
  }

  static let examples: [([StatusCounts], ConformanceLevel)] = [
    ([[.passed: 3], [.inapplicable: 2]], .supports),
    ([[.passed: 3], [.waived: 2]], .supports),
    ([[.failed: 1, .passed: 9]], .partiallySupports),
    ([[.failed: 2], [.passed: 4]], .partiallySupports),
    // Supports only where every applicable evaluation was judged.
    ([[.cantTell: 1, .passed: 4]], .notEvaluated),
    ([[.failed: 2], [.inapplicable: 4]], .doesNotSupport),
    ([[.failed: 2, .cantTell: 1]], .doesNotSupport),
    // No rule applied: not evaluated; the tool never claims Not Applicable.
    ([[.inapplicable: 4]], .notEvaluated),
    ([], .notEvaluated),
    ([[.cantTell: 4], [.inapplicable: 1]], .notEvaluated),
  ]

  @Test("judges from the evaluations of the citing rules", arguments: examples)
  func judge(_ example: ([StatusCounts], ConformanceLevel)) {
    #expect(ConformanceLevel.judge(example.0.map { result($0) }) == example.1)
  }

  @Test("counts a result without counts as one evaluation of its status")
  func withoutCounts() {
    #expect(ConformanceLevel.judge([result([:], status: .failed)]) == .doesNotSupport)
    #expect(ConformanceLevel.judge([result([:], status: .failed), result([:])]) == .partiallySupports)
  }

  @Test(
    "a criterion whose citing rules do not measure it is Not Evaluated, however those rules ended",
    arguments: [ResultStatus.passed, .waived, .failed])
  func unmeasuredCriterion(_ status: ResultStatus) {
    let rule = RuleMetadata(
      id: "fallback-exists", title: "A fallback exists", summary: "s", rationale: "r", limits: [],
      wcag: ["1.3.2", "1.4.3"], unmeasured: ["1.4.3": "it computes no contrast ratio"], references: [],
      severity: .error, fix: "f")
    var report = Fixtures.report()
    report.rules = [rule]
    report.results = [
      CaseResult(
        caseID: Fixtures.regressionCase, ruleID: rule.id, platform: "iOS", status: status, counts: [status: 1],
        findings: [], pictures: [])
    ]
    let rows = SignOff(report).statement.requirements
    let contrast = rows.first { $0.criterion == "1.4.3" }
    #expect(contrast?.level == .notEvaluated)
    #expect(contrast?.remarks.last == "fallback-exists does not measure it (it computes no contrast ratio): not evaluated, whatever that rule's verdict.")
    // The criterion it measures is judged from its verdict.
    let order = rows.first { $0.criterion == "1.3.2" }
    #expect(order?.level == (status == .failed ? .doesNotSupport : .supports))
  }
}

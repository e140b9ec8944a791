import Testing
@testable import Reports
import Rules
import Runner

@Suite("VPAT conformance levels")
struct ConformanceLevelTests {
  func result(_ counts: [String: Int], status: OutcomeStatus = .passed) -> CaseResult {
    CaseResult(caseID: "c", ruleID: "r", platform: "p", status: status, counts: counts, findings: [], pictures: [])
  }

  @Test("judges from the evaluations of the citing rules", arguments: [
    ([["passed": 3], ["inapplicable": 2]], ConformanceLevel.supports),
    ([["passed": 3], ["waived": 2]], .supports),
    ([["failed": 1, "passed": 9]], .partiallySupports),
    ([["failed": 2], ["passed": 4]], .partiallySupports),
    ([["cantTell": 1, "passed": 4]], .partiallySupports),
    ([["failed": 2], ["inapplicable": 4]], .doesNotSupport),
    ([["failed": 2, "cantTell": 1]], .doesNotSupport),
    ([["inapplicable": 4]], .notApplicable),
    ([], .notApplicable),
    ([["cantTell": 4], ["inapplicable": 1]], .notEvaluated),
  ])
  func judge(_ example: ([[String: Int]], ConformanceLevel)) {
    #expect(ConformanceLevel.judge(example.0.map { result($0) }) == example.1)
  }

  @Test("counts a result without counts as one evaluation of its status")
  func withoutCounts() {
    #expect(ConformanceLevel.judge([result([:], status: .failed)]) == .doesNotSupport)
    #expect(ConformanceLevel.judge([result([:], status: .failed), result([:])]) == .partiallySupports)
  }
}

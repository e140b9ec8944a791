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
}

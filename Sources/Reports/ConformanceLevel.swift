import ReportModel

/// A requirement's verdict in the VPAT/ACR vocabulary, earned from the evaluations of the
/// rules that cite it.
///
/// An *evaluation* is one (case, platform, locale, settings) combination a rule judged; a
/// result's `counts` say how many had each status (a result without counts is one evaluation of
/// its status). Waived failures count as met, because a named person accepted them until a
/// review date; the remarks always name them. A level is only claimed where the rules judged:
/// "Supports" needs every applicable evaluation judged and met; anything the rules could not
/// judge, or no rule applied to, is "Not Evaluated". The tool never claims "Not Applicable":
/// whether a criterion cannot apply to a product is a person's judgement.
package enum ConformanceLevel: String, Sendable, Hashable, CaseIterable, Codable {
  /// Every applicable evaluation was judged, and passed or was waived.
  case supports = "Supports"
  /// Some evaluations failed and others passed or were waived.
  case partiallySupports = "Partially Supports"
  /// Evaluations failed and none passed or was waived.
  case doesNotSupport = "Does Not Support"
  /// A person decided the criterion cannot apply to the product; never the tool's verdict.
  case notApplicable = "Not Applicable"
  /// No rule applied, or some applicable evaluations could not be judged (can't tell) and none
  /// failed: the tool shows nothing either way for what it could not judge.
  case notEvaluated = "Not Evaluated"

  /// The definitions, in the order the sign-off lists them, for the text under the table.
  package static let definitions: [(ConformanceLevel, String)] = [
    (
      .supports,
      "the rules that cite and measure the criterion judged every evaluation that applies to the layout "
        + "(platform × locale × setting), and each passed or failed and was waived by a named approver"
    ),
    (.partiallySupports, "at least one evaluation failed (unwaived) and at least one passed or was waived"),
    (.doesNotSupport, "evaluations failed (unwaived) and none passed or was waived"),
    (
      .notEvaluated,
      "no rule citing the criterion applied to the layout, the rules citing it do not measure what it asks, "
        + "or some evaluations could not be judged (can't tell) and none failed: a person must check it "
        + "(see the manual checks)"
    ),
    (
      .notApplicable,
      "never claimed by the tool: whether a criterion cannot apply to a product is a person's judgement"
    ),
  ]

  /// The level for a set of results of the rules that cite one requirement.
  package static func judge(_ results: [CaseResult]) -> ConformanceLevel {
    var failed = 0
    var unjudged = 0
    var met = 0
    for result in results {
      var counts = result.counts
      if counts.total == 0 { counts[result.status] = 1 }
      failed += counts[.failed]
      unjudged += counts[.cantTell]
      met += counts[.passed] + counts[.waived]
    }
    switch (failed > 0, unjudged > 0, met > 0) {
    case (true, _, false): return .doesNotSupport
    case (true, _, true): return .partiallySupports
    case (false, false, true): return .supports
    case (false, true, _), (false, false, false): return .notEvaluated
    }
  }

  /// Whether the level stands in the way of a statement that the product conforms.
  package var blocksConformance: Bool { self == .doesNotSupport || self == .partiallySupports }
}

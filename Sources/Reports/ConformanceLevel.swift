import ReportModel

/// A requirement's verdict in the VPAT/ACR vocabulary, judged from the evaluations of the rules
/// that cite it.
///
/// An *evaluation* is one (case, platform, locale, settings) combination a rule judged; a
/// result's `counts` say how many had each status (a result without counts is one evaluation of
/// its status). Waived failures count as met, because a named person accepted them until a
/// review date; the remarks always name them.
package enum ConformanceLevel: String, Sendable, Hashable, CaseIterable, Codable {
  /// Every evaluation the requirement applies to passed or was waived.
  case supports = "Supports"
  /// Some evaluations failed and others passed or were waived, or none failed but some could
  /// not be judged while others passed: the requirement is not met everywhere it applies.
  case partiallySupports = "Partially Supports"
  /// Evaluations failed and none passed or was waived: it fails everywhere it could be judged.
  case doesNotSupport = "Does Not Support"
  /// No evaluation applied (every result inapplicable, or no rule citing it ran).
  case notApplicable = "Not Applicable"
  /// Evaluations applied but every one of them was "can't tell": nothing was shown either way.
  case notEvaluated = "Not Evaluated"

  /// The definitions, in the order the sign-off lists them, for the text under the table.
  package static let definitions: [(ConformanceLevel, String)] = [
    (
      .supports,
      "every evaluation the requirement applies to passed, or failed and was waived by a named approver"
    ),
    (
      .partiallySupports,
      "at least one evaluation failed and at least one passed or was waived (it fails on some "
        + "platforms, locales or settings but not all); or none failed, some passed and some could not "
        + "be judged (can't tell)"
    ),
    (
      .doesNotSupport,
      "at least one evaluation failed and none passed or was waived: it fails everywhere it applies "
        + "and could be judged"
    ),
    (.notApplicable, "no rule citing the requirement applied to any case, platform, locale or setting"),
    (.notEvaluated, "the requirement applied, but every evaluation was can't tell"),
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
    case (false, false, false): return .notApplicable
    case (true, _, false): return .doesNotSupport
    case (true, _, true): return .partiallySupports
    case (false, true, true): return .partiallySupports
    case (false, true, false): return .notEvaluated
    case (false, false, true): return .supports
    }
  }
}

import ReportModel

/// What one (case, platform) unit contributes to a report. The unsharded run and `merge`
/// both build their report from these, which is what makes a merged report equal the whole.
struct UnitOutput: Sendable {
  var results: [CaseResult] = []
  var expectations: [ExpectationCheck] = []
  /// Failures each waiver turned into `waived`, by waiver id.
  var waiverMatches: [String: Int] = [:]
  var baselineNew = 0
  var baselineExisting = 0
  var fixed: [FindingKey] = []
  /// Layouts resolved, and the naive count (every tick × locale × setting).
  var resolved = 0
  var naive = 0
}


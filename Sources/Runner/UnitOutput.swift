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

extension UnitOutput {
  /// Replaces each finding's locale list with an equal one from `pool` (adding those it lacks),
  /// so equal lists share one buffer.
  mutating func shareLocaleLists(_ pool: inout Set<[String]>) {
    for resultIndex in results.indices {
      for findingIndex in results[resultIndex].findings.indices {
        let locales = results[resultIndex].findings[findingIndex].locales
        if let shared = pool.firstIndex(of: locales) {
          results[resultIndex].findings[findingIndex].locales = pool[shared]
        } else {
          pool.insert(locales)
        }
      }
    }
  }
}

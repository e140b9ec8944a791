/// One problem as a person or a dashboard sees it: the same finding of one rule on one case and
/// node, gathered across the platforms where it occurs, with what it means for the run.
///
/// The report keeps results per (case, rule, platform) because that is how the matrix is
/// evaluated and sharded; everything that counts or shows findings (the summary, the console,
/// SARIF, annotations, the sign-off) counts and shows these groups, so one defect on six
/// platforms is one line, one alert, one annotation.
public struct FindingGroup: Sendable, Hashable {
  /// The case.
  public var caseID: String
  /// The rule.
  public var ruleID: String
  /// The finding, as its first platform has it.
  public var finding: Finding
  /// The platforms where it occurs, in the report's order.
  public var platforms: [String]
  /// Every locale it occurs under on any of them, in the report's locale order.
  public var locales: [String]
  /// Every setting it occurs under.
  public var settings: [String]
  /// `new` when it is new against the baseline on any platform.
  public var baseline: BaselineState?
  /// What it means for the run.
  public var disposition: FindingDisposition
}

/// What a finding means for a run, judged the same way by the verdict and by every writer.
public enum FindingDisposition: String, Sendable, Hashable, Codable, CaseIterable {
  /// An unwaived, undeclared failure at or above the fail-on threshold: it fails the run.
  case failsRun
  /// An unwaived, undeclared failure below the threshold: reported, not failing.
  case belowThreshold
  /// A failure a fixture's `expect` block declares: the fixture works.
  case declared
  /// A failure accepted by a waiver until its review date.
  case waived
  /// The rule could not judge.
  case cantTell
}

extension FailOn {
  /// Whether an unwaived, undeclared failure of a rule with `severity` fails a run with this
  /// threshold (`baseline`: the failure's state against the baseline, `nil` without one).
  public func fails(severity: Severity, baseline: BaselineState?) -> Bool {
    switch self {
    case .error: severity == .error
    case .warning: severity >= .warning
    case .new: (baseline ?? .new) == .new && severity >= .warning
    case .never: false
    }
  }
}

extension AuditReport {
  /// What one finding of a result means for this run.
  public func disposition(of finding: Finding, in result: CaseResult) -> FindingDisposition {
    switch finding.status {
    case .waived: return .waived
    case .cantTell, .passed, .inapplicable: return .cantTell
    case .failed:
      if finding.expected { return .declared }
      let severity = rule(result.ruleID)?.severity ?? .error
      return summary.failOn.fails(severity: severity, baseline: finding.baseline) ? .failsRun : .belowThreshold
    }
  }

  /// The findings gathered across platforms, in the report's case, rule and platform order.
  public var findingGroups: [FindingGroup] {
    struct Key: Hashable {
      let caseID: String
      let ruleID: String
      let status: ResultStatus
      let node: String
      let message: String
      let expected: Bool
      let waiver: String?
    }
    let localeOrder = Dictionary(matrix.locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var groups: [FindingGroup] = []
    var index: [Key: Int] = [:]
    for result in results {
      for finding in result.findings {
        let key = Key(
          caseID: result.caseID, ruleID: result.ruleID, status: finding.status, node: finding.node?.path ?? "",
          message: finding.message, expected: finding.expected, waiver: finding.waiver)
        let disposition = disposition(of: finding, in: result)
        if let existing = index[key] {
          var group = groups[existing]
          if !group.platforms.contains(result.platform) { group.platforms.append(result.platform) }
          group.locales = Self.union(group.locales, finding.locales, order: localeOrder)
          group.settings = Self.union(group.settings, finding.settings, order: nil)
          if finding.baseline == .new { group.baseline = .new }
          // A finding that fails the run anywhere fails it: the group takes the most urgent.
          if disposition == .failsRun { group.disposition = .failsRun }
          groups[existing] = group
        } else {
          index[key] = groups.count
          groups.append(
            FindingGroup(
              caseID: result.caseID, ruleID: result.ruleID, finding: finding, platforms: [result.platform],
              locales: finding.locales, settings: finding.settings, baseline: finding.baseline,
              disposition: disposition))
        }
      }
    }
    return groups
  }

  private static func union(_ lhs: [String], _ rhs: [String], order: [String: Int]?) -> [String] {
    var seen = Set(lhs)
    var merged = lhs
    for value in rhs where seen.insert(value).inserted { merged.append(value) }
    guard let order else { return merged }
    return merged.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
  }
}

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
  /// A failure only as if the app shipped a localisation it does not: it appears once that
  /// localisation is added, and fails a run only with `--fail-on latent`.
  case latent
}

extension FailOn {
  /// Whether an unwaived, undeclared failure of a rule with `severity` fails a run with this
  /// threshold (`baseline`: the failure's state against the baseline, `nil` without one).
  public func fails(severity: Severity, baseline: BaselineState?) -> Bool {
    switch self {
    case .error, .latent: severity == .error
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
    case .latent, .failed:
      if finding.expected { return .declared }
      let severity = rule(result.ruleID)?.severity ?? .error
      guard finding.status == .failed else { return summary.failOn == .latent && severity >= .warning ? .failsRun : .latent }
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
    /// A group's locales while findings join it: bits over the matrix's locales, and any
    /// locale the matrix does not list (only an edited report has those) apart.
    struct LocaleUnion {
      var bits: [UInt64]
      var unlisted = Set<String>()
      var joined = false
    }
    let localeOrder = Dictionary(matrix.locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let words = (matrix.locales.count + 63) / 64
    var groups: [FindingGroup] = []
    var unions: [LocaleUnion] = []
    var index: [Key: Int] = [:]
    func add(_ locales: [String], to union: inout LocaleUnion) {
      for locale in locales {
        if let position = localeOrder[locale] {
          union.bits[position >> 6] |= 1 << UInt64(position & 63)
        } else {
          union.unlisted.insert(locale)
        }
      }
    }
    for result in results {
      for finding in result.findings {
        let key = Key(
          caseID: result.caseID, ruleID: result.ruleID, status: finding.status, node: finding.node?.path ?? "",
          message: finding.message, expected: finding.expected, waiver: finding.waiver)
        let disposition = disposition(of: finding, in: result)
        if let existing = index[key] {
          if !groups[existing].platforms.contains(result.platform) { groups[existing].platforms.append(result.platform) }
          if !unions[existing].joined {
            unions[existing].joined = true
            add(groups[existing].locales, to: &unions[existing])
          }
          // The same defect on another platform usually has the same list (often the same
          // storage, which makes the comparison free): its locales are in the union already.
          if finding.locales != groups[existing].locales { add(finding.locales, to: &unions[existing]) }
          for setting in finding.settings where !groups[existing].settings.contains(setting) {
            groups[existing].settings.append(setting)
          }
          if finding.baseline == .new { groups[existing].baseline = .new }
          // A finding that fails the run anywhere fails it: the group takes the most urgent.
          if disposition == .failsRun { groups[existing].disposition = .failsRun }
        } else {
          index[key] = groups.count
          unions.append(LocaleUnion(bits: Array(repeating: 0, count: words)))
          groups.append(
            FindingGroup(
              caseID: result.caseID, ruleID: result.ruleID, finding: finding, platforms: [result.platform],
              locales: finding.locales, settings: finding.settings, baseline: finding.baseline,
              disposition: disposition))
        }
      }
    }
    // A group that more than one finding joined lists its locales once each, in the matrix's
    // order, then any the matrix does not list by name; a group of one finding keeps its list.
    for (position, union) in unions.enumerated() where union.joined {
      var locales: [String] = []
      for (word, value) in union.bits.enumerated() {
        var rest = value
        while rest != 0 {
          locales.append(matrix.locales[word * 64 + rest.trailingZeroBitCount])
          rest &= rest - 1
        }
      }
      groups[position].locales = locales + union.unlisted.sorted()
    }
    return groups
  }
}

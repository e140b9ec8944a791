import LayoutModel
import ReportModel

/// What a case's `expect` block declares for one rule on one platform, as sets of locales.
///
/// A case must produce exactly the failures it declares: a rule it does not mention must not
/// fail anywhere. Passed, inapplicable and can't-tell outcomes are checked only where declared
/// (a locale without spoken units makes every labelled timer "can't tell"; that is a property
/// of the locale, not something every case should have to list).
struct ExpectedLocales {
  /// The locales each outcome is declared in (a case declares outcomes in the report's words:
  /// every status is an outcome of its name); a status declared nowhere has no entry.
  private(set) var locales: [ResultStatus: Set<Int>] = [:]
  let caseID: String
  let rule: String
  let platform: String
  let line: Int?
  let declared: Bool
  /// Only fixtures have expectations: a product case's failures are findings.
  let isFixture: Bool
  /// The `reason` of the declaring entry, per outcome.
  private let reasons: [ResultStatus: String]

  /// The declaring entry's reason for an outcome of `status` the fixture expects.
  func reason(declaring status: ResultStatus) -> String? { reasons[status] }

  /// - Parameters:
  ///   - members: the run's locales each of the case's `expect` entries covers.
  ///   - deployed: whether the case deploys to the platform; an entry without `platforms`
  ///     means the platforms the case deploys to.
  init(layoutCase: LayoutCase, rule: String, platform: String, deployed: Bool, members: [Set<Int>]) {
    caseID = layoutCase.id
    self.rule = rule
    self.platform = platform
    isFixture = layoutCase.purpose == .fixture
    let relevant = layoutCase.expect.indices.filter {
      layoutCase.expect[$0].rule == rule && (layoutCase.expect[$0].platforms?.contains(platform) ?? deployed)
    }
    func status(_ index: Int) -> ResultStatus { ResultStatus(rawValue: layoutCase.expect[index].outcome.rawValue)! }
    reasons = Dictionary(
      relevant.map { (status($0), layoutCase.expect[$0].reason) }, uniquingKeysWith: { first, _ in first })
    declared = !relevant.isEmpty
    line = relevant.first.map { layoutCase.expect[$0].location.line }
    for index in relevant { locales[status(index), default: []].formUnion(members[index]) }
  }

  /// The locales declared for `status`.
  func expected(_ status: ResultStatus) -> Set<Int> { locales[status] ?? [] }

  /// The locales declared for each status a finding records a declaration of (failed, waived,
  /// can't tell, latent), as bits; only the statuses declared at all (most cases declare
  /// nothing for most rules).
  func declaredLocales(count: Int) -> [ResultStatus: LocaleBits] {
    locales.filter { [.failed, .waived, .cantTell, .latent].contains($0.key) && !$0.value.isEmpty }
      .mapValues { LocaleBits($0, count: count) }
  }

  /// Whether `check` judges this unit's rule at all: a fixture's, where it declares an outcome
  /// or something failed (or was waived).
  func checks(anyFailedOrWaived: Bool) -> Bool {
    isFixture && (declared || anyFailedOrWaived)
  }

  /// The comparison with what the run found (`found`: the locales with an outcome of each
  /// status), or `nil` when there is nothing to compare.
  func check(actual found: [ResultStatus: Set<Int>], localeIDs: [String]) -> ExpectationCheck? {
    func actual(_ status: ResultStatus) -> Set<Int> { found[status] ?? [] }
    guard checks(anyFailedOrWaived: !actual(.failed).isEmpty || !actual(.waived).isEmpty) else { return nil }
    var problems: [String] = []
    func compare(_ name: String, expected: Set<Int>, actual: Set<Int>) {
      let missing = expected.subtracting(actual)
      let extra = actual.subtracting(expected)
      if !missing.isEmpty { problems.append("declared \(name) but not in \(Self.list(missing, localeIDs))") }
      if !extra.isEmpty { problems.append("\(name) undeclared in \(Self.list(extra, localeIDs))") }
    }
    if expected(.waived).isEmpty {
      // A waiver on a declared failure still satisfies the declaration.
      compare("failed", expected: expected(.failed), actual: actual(.failed).union(actual(.waived)))
    } else {
      compare("failed", expected: expected(.failed), actual: actual(.failed))
      compare("waived", expected: expected(.waived), actual: actual(.waived))
    }
    for (name, status) in [("can't tell", ResultStatus.cantTell), ("latent", .latent)] where !expected(status).isEmpty {
      compare(name, expected: expected(status), actual: actual(status))
    }
    let notPassing = actual(.failed).union(actual(.cantTell)).union(actual(.waived))
    let notPassed = expected(.passed).intersection(notPassing)
    if !notPassed.isEmpty { problems.append("declared passed but not passing in \(Self.list(notPassed, localeIDs))") }
    let applicable = expected(.inapplicable).intersection(notPassing.union(actual(.passed)))
    if !applicable.isEmpty {
      problems.append("declared inapplicable but applicable in \(Self.list(applicable, localeIDs))")
    }
    func failures(_ locales: Set<Int>) -> String {
      locales.isEmpty ? "no failure" : "fails in \(locales.count) locale\(locales.count == 1 ? "" : "s")"
    }
    let expectedText = failures(expected(.failed))
    return ExpectationCheck(
      caseID: caseID, rule: rule, platform: platform, expected: expectedText, actual: failures(actual(.failed)),
      matched: problems.isEmpty,
      message: problems.isEmpty ? "as declared: \(expectedText)" : problems.joined(separator: "; "), line: line)
  }

  /// `he, ar, fa and 12 more`.
  static func list(_ members: Set<Int>, _ ids: [String]) -> String {
    let sorted = members.sorted().map { ids[$0] }
    return sorted.count <= 6 ? sorted.joined(separator: ", ") : sorted.prefix(6).joined(separator: ", ") + " and \(sorted.count - 6) more"
  }
}

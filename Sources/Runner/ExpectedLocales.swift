import LayoutModel
import ReportModel

/// What a case's `expect` block declares for one rule on one platform, as sets of locales.
///
/// A case must produce exactly the failures it declares: a rule it does not mention must not
/// fail anywhere. Passed, inapplicable and can't-tell outcomes are checked only where declared
/// (a locale without spoken units makes every labelled timer "can't tell"; that is a property
/// of the locale, not something every case should have to list).
struct ExpectedLocales {
  var failed = Set<Int>()
  var waived = Set<Int>()
  var cantTell = Set<Int>()
  var passed = Set<Int>()
  var inapplicable = Set<Int>()
  var latent = Set<Int>()
  let caseID: String
  let rule: String
  let platform: String
  let line: Int?
  let declared: Bool
  /// Only fixtures have expectations: a product case's failures are findings.
  let isFixture: Bool
  /// The `reason` of the declaring entry, per outcome.
  let reasons: [ExpectedOutcome: String]

  /// The declaring entry's reason for an outcome of `status` the fixture expects.
  func reason(declaring status: ResultStatus) -> String? {
    // A case declares outcomes in the report's words: every status is an outcome of its name.
    ExpectedOutcome(rawValue: status.rawValue).flatMap { reasons[$0] }
  }

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
    reasons = Dictionary(
      relevant.map { (layoutCase.expect[$0].outcome, layoutCase.expect[$0].reason) }, uniquingKeysWith: { first, _ in first })
    declared = !relevant.isEmpty
    line = relevant.first.map { layoutCase.expect[$0].location.line }
    for index in relevant {
      let members = members[index]
      switch layoutCase.expect[index].outcome {
      case .failed: failed.formUnion(members)
      case .waived: waived.formUnion(members)
      case .cantTell: cantTell.formUnion(members)
      case .passed: passed.formUnion(members)
      case .inapplicable: inapplicable.formUnion(members)
      case .latent: latent.formUnion(members)
      }
    }
  }

  /// The locales declared for each status a finding records a declaration of (failed, waived,
  /// can't tell, latent), as bits; only the statuses declared at all (most cases declare
  /// nothing for most rules).
  func declaredLocales(count: Int) -> [ResultStatus: LocaleBits] {
    var declared: [ResultStatus: LocaleBits] = [:]
    for (status, locales) in [(ResultStatus.failed, failed), (.waived, waived), (.cantTell, cantTell), (.latent, latent)]
    where !locales.isEmpty {
      declared[status] = LocaleBits(locales, count: count)
    }
    return declared
  }

  /// Whether `check` judges this unit's rule at all: a fixture's, where it declares an outcome
  /// or something failed (or was waived).
  func checks(anyFailedOrWaived: Bool) -> Bool {
    isFixture && (declared || anyFailedOrWaived)
  }

  /// The comparison with what the run found, or `nil` when there is nothing to compare.
  func check(
    actualFailed: Set<Int>, actualWaived: Set<Int>, actualCantTell: Set<Int>, actualPassed: Set<Int>,
    actualInapplicable: Set<Int>, actualLatent: Set<Int> = [], localeIDs: [String]
  ) -> ExpectationCheck? {
    guard checks(anyFailedOrWaived: !actualFailed.isEmpty || !actualWaived.isEmpty) else { return nil }
    var problems: [String] = []
    func compare(_ name: String, expected: Set<Int>, actual: Set<Int>) {
      let missing = expected.subtracting(actual)
      let extra = actual.subtracting(expected)
      if !missing.isEmpty { problems.append("declared \(name) but not in \(Self.list(missing, localeIDs))") }
      if !extra.isEmpty { problems.append("\(name) undeclared in \(Self.list(extra, localeIDs))") }
    }
    if waived.isEmpty {
      // A waiver on a declared failure still satisfies the declaration.
      compare("failed", expected: failed, actual: actualFailed.union(actualWaived))
    } else {
      compare("failed", expected: failed, actual: actualFailed)
      compare("waived", expected: waived, actual: actualWaived)
    }
    if !cantTell.isEmpty { compare("can't tell", expected: cantTell, actual: actualCantTell) }
    if !latent.isEmpty { compare("latent", expected: latent, actual: actualLatent) }
    let notPassing = actualFailed.union(actualCantTell).union(actualWaived)
    if !passed.intersection(notPassing).isEmpty {
      problems.append("declared passed but not passing in \(Self.list(passed.intersection(notPassing), localeIDs))")
    }
    let applicable = actualFailed.union(actualPassed).union(actualCantTell).union(actualWaived)
    if !inapplicable.intersection(applicable).isEmpty {
      problems.append("declared inapplicable but applicable in \(Self.list(inapplicable.intersection(applicable), localeIDs))")
    }
    let expectedText = failed.isEmpty ? "no failure" : "fails in \(failed.count) locale\(failed.count == 1 ? "" : "s")"
    let actualText = actualFailed.isEmpty ? "no failure" : "fails in \(actualFailed.count) locale\(actualFailed.count == 1 ? "" : "s")"
    return ExpectationCheck(
      caseID: caseID, rule: rule, platform: platform, expected: expectedText, actual: actualText,
      matched: problems.isEmpty,
      message: problems.isEmpty ? "as declared: \(expectedText)" : problems.joined(separator: "; "), line: line)
  }

  /// `he, ar, fa and 12 more`.
  static func list(_ members: Set<Int>, _ ids: [String]) -> String {
    let sorted = members.sorted().map { ids[$0] }
    return sorted.count <= 6 ? sorted.joined(separator: ", ") : sorted.prefix(6).joined(separator: ", ") + " and \(sorted.count - 6) more"
  }
}

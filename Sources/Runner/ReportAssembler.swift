import Foundation
import LayoutEngine
import LocaleEngine
import ReportModel
import Rules

/// Builds the final report from unit outputs — for a run and, identically, for `merge`.
enum ReportAssembler {
  /// The report of a run.
  static func report(plan: AuditPlan, units: [UnitOutput]) -> AuditReport {
    let request = plan.request
    let inputs = request.cases.map(\.loaded).map { loaded in
      InputFile(
        caseID: loaded.layoutCase.id, path: loaded.path, sha256: SHA256.hex(loaded.contents),
        title: loaded.layoutCase.title, description: loaded.layoutCase.description,
        purpose: ReportModel.CasePurpose(rawValue: loaded.layoutCase.purpose.rawValue),
        localizations: loaded.layoutCase.localizations.ids)
    }
    let localeIDs = plan.localeIDs
    var matrix = Matrix(
      locales: localeIDs, rtlLocales: request.locales.filter { $0.direction == .rtl }.count,
      platforms: request.platforms.map(\.id), settings: request.settings.map(\.description),
      rules: request.rules.map(\.id),
      ticks: Dictionary(uniqueKeysWithValues: request.cases.map { ($0.layoutCase.id, $0.layoutCase.timeline.countdown.tickCount) }),
      shard: request.shard, evaluations: 0, naiveEvaluations: 0)
    matrix.exampleLocale = plan.exampleLocale.map { localeIDs[$0] }
    let classes = zip(request.cases, plan.classes).flatMap { loaded, groups in
      groups.map { LocaleClass(caseID: loaded.layoutCase.id, key: VisibleText.make($0.key), locales: $0.members.map { localeIDs[$0] }) }
    }
    let today = request.today
    var matched: [String: Int] = [:]
    for unit in units { matched.merge(unit.waiverMatches, uniquingKeysWith: +) }
    let records = request.waivers.waivers.map { waiver in
      (waiver.record(matched: matched[waiver.id] ?? 0), waiver.isExpired(on: today))
    }
    let skeleton = AuditReport(
      tool: request.tool, engine: EngineVersions(ICUVersions.current), selftest: request.selftest,
      generatedAt: request.timestamp, auditor: request.auditor, inputs: inputs, matrix: matrix,
      rules: request.rules.map(\.metadata), localeClasses: classes, results: [],
      waivers: WaiverSummary(), baseline: nil, expectations: [],
      summary: Summary(
        cases: 0, rules: 0, platforms: 0, locales: 0, passed: 0, failed: 0, cantTell: 0, inapplicable: 0,
        waived: 0, errors: 0, warnings: 0, new: nil, unmetExpectations: 0, findings: nil, verdict: .pass,
        failOn: request.failOn))
    let baseline = request.baseline.map { base, path in
      BaselineComparison(file: path, baselineGeneratedAt: base.generatedAt, new: 0, existing: 0, fixed: [])
    }
    return finish(skeleton, units: units, waivers: records, baseline: baseline)
  }

  /// Fills in results, expectations, waivers, the baseline's counts and summary from units, in
  /// canonical order, so the result does not depend on how the matrix was split.
  static func finish(
    _ skeleton: AuditReport, units: [UnitOutput], waivers: [(WaiverRecord, Bool)], baseline: BaselineComparison?
  ) -> AuditReport {
    var report = skeleton
    // First position wins: a merged report read from disk is checked for repeats before it gets
    // here, but ordering must never be the place a repeat traps.
    func positions(_ keys: [String]) -> [String: Int] {
      Dictionary(keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
    let caseOrder = positions(report.inputs.map(\.caseID))
    let platformOrder = positions(report.matrix.platforms)
    let ruleOrder = positions(report.matrix.rules)
    func order(_ caseID: String, _ platform: String, _ rule: String) -> (Int, Int, Int) {
      (caseOrder[caseID] ?? .max, platformOrder[platform] ?? .max, ruleOrder[rule] ?? .max)
    }
    // Each key is looked up once, not at every comparison of the sort.
    report.results = units.flatMap(\.results).map { (order($0.caseID, $0.platform, $0.ruleID), $0) }
      .sorted { $0.0 < $1.0 }.map(\.1)
    report.expectations = units.flatMap(\.expectations).map { (order($0.caseID, $0.platform, $0.rule), $0) }
      .sorted { $0.0 < $1.0 }.map(\.1)
    report.matrix.evaluations = units.reduce(0) { $0 + $1.resolved }
    report.matrix.naiveEvaluations = units.reduce(0) { $0 + $1.naive }
    // Waivers in id order (W2 before W10), whatever order shards listed them in.
    let waivers = waivers.sorted { $0.0.id.compare($1.0.id, options: .numeric) == .orderedAscending }
    report.waivers = WaiverSummary(
      applied: waivers.filter { !$0.1 && $0.0.matched > 0 }.map(\.0),
      expired: waivers.filter(\.1).map(\.0),
      unused: waivers.filter { !$0.1 && $0.0.matched == 0 }.map(\.0))
    if var baseline {
      baseline.new = units.reduce(0) { $0 + $1.baselineNew }
      baseline.existing = units.reduce(0) { $0 + $1.baselineExisting }
      baseline.fixed = units.flatMap(\.fixed).sorted()
      report.baseline = baseline
    }
    report.summary = summary(report)
    return report
  }

  /// Counts and the verdict. Findings are counted once across platforms
  /// (`AuditReport.findingGroups`), judged by `AuditReport.disposition`, the same judgement every
  /// writer shows: the verdict fails exactly when a listed finding fails the run or a fixture's
  /// expectation does not hold.
  static func summary(_ report: AuditReport) -> Summary {
    let severity = Dictionary(report.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
    func count(_ status: ResultStatus) -> Int { report.results.filter { $0.status == status }.count }
    let groups = report.findingGroups
    let unexpected = groups.filter { $0.disposition == .failsRun || $0.disposition == .belowThreshold }
    let unmet = report.expectations.filter { !$0.matched }.count
    let failOn = report.summary.failOn
    let counts = FindingCounts(groups, in: report)
    let fails = counts.failingRun > 0 || (unmet > 0 && failOn != .never)
    return Summary(
      cases: report.inputs.count, rules: report.rules.count, platforms: report.matrix.platforms.count,
      locales: report.matrix.locales.count, passed: count(.passed), failed: count(.failed), cantTell: count(.cantTell),
      inapplicable: count(.inapplicable), waived: count(.waived),
      errors: unexpected.count { severity[$0.ruleID] == .error },
      warnings: unexpected.count { severity[$0.ruleID] == .warning },
      new: counts.new, unmetExpectations: unmet, findings: counts, verdict: fails ? .fail : .pass, failOn: failOn
    ).with(latent: count(.latent))
  }
}

extension EngineVersions {
  /// The report's record of the ICU this process runs.
  package init(_ versions: ICUVersions) {
    self.init(icu: versions.icu, unicode: versions.unicode, cldr: versions.cldr)
  }
}

extension SelftestResult {
  /// The report's record of a conformance run.
  package init(_ result: ConformanceResult) {
    self.init(
      name: result.name, cases: result.cases, passed: result.passed, knownDeviations: result.knownDeviations,
      failed: result.failed,
      failures: result.failures.map { Failure(line: $0.line, paragraph: $0.paragraph, message: $0.message) },
      deviations: result.deviations.map { Deviation(line: $0.line, cause: $0.cause.rawValue) })
  }
}

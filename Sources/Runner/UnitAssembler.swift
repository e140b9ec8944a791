import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

/// Turns the class outcomes of one unit into its report results.
///
/// Outcomes stay grouped by locale class: a class joins a finding, the counts and the
/// per-status locale sets as one bit set, and only what can tell the locales of a class apart
/// (an `expect` entry's locales, a waiver's, a baseline's keys) splits it. The results equal
/// those of the tests' `ExpandedUnitAssembler`, which expands every outcome to each locale (the
/// equivalence tests compare the two).
struct UnitAssembler {
  let plan: AuditPlan
  let evaluator: ClassEvaluator

  /// Applies waivers, the baseline and the case's expectations to a unit's class outcomes
  /// (`classes[i]` is the unit's class `i`) and groups failures into findings.
  func assemble(_ unit: ShardUnit, classes evaluated: [ClassOutcomes]) -> UnitOutput {
    let configuration = plan.configuration
    let groupsOfCase = plan.classes[unit.caseIndex]
    let memberBits = plan.memberBits[unit.caseIndex]
    let baselineFailures = plan.baselineFailures
    let loaded = configuration.cases[unit.caseIndex]
    let layoutCase = loaded.layoutCase
    let platform = configuration.platforms[unit.platformIndex]
    let localeIDs = plan.localeIDs
    let localeCount = localeIDs.count
    let settingsNames = configuration.settings.map(\.description)
    let today = configuration.today
    // Indices kept: `plan.waiverLocales` is parallel to the configuration's waivers.
    let waivers = configuration.waivers.enumerated().filter { $0.element.caseID == layoutCase.id && !$0.element.isExpired(on: today) }
    var output = UnitOutput()
    output.resolved = evaluated.reduce(0) { $0 + $1.resolved }
    output.naive = layoutCase.timeline.countdown.tickCount * configuration.locales.count * configuration.settings.count
    let deployed = platform.deploymentTarget(of: layoutCase) != nil

    for (ruleIndex, rule) in configuration.rules.enumerated() {
      let expectation = ExpectedLocales(
        layoutCase: layoutCase, rule: rule.id, platform: platform.id, deployed: deployed,
        members: plan.expectedLocales[unit.caseIndex])
      // Most cases declare nothing for most rules: only declared statuses get bits.
      var expectedBits: [ResultStatus: LocaleBits] = [:]
      for (status, locales) in [
        (ResultStatus.failed, expectation.failed), (.waived, expectation.waived), (.cantTell, expectation.cantTell),
        (.latent, expectation.latent),
      ] where !locales.isEmpty {
        expectedBits[status] = LocaleBits(locales, count: localeCount)
      }
      var counts = StatusCounts()
      var perLocale: [ResultStatus: LocaleBits] = [:]
      var groups: [OutcomeGroup] = []
      var groupIndex: [OutcomeGroup.Key: Int] = [:]
      let slot = BaselineFailures.Slot(rule: rule.id, caseID: layoutCase.id, platform: platform.id)
      /// Per node path, the locales failing now (for the baseline's counts and `fixed`).
      var current: [String: LocaleBits] = [:]

      /// Adds `locales` (members of one class) with one status under one setting.
      func add(
        _ locales: LocaleBits, status: ResultStatus, outcome: RuleOutcome, settings settingsIndex: Int,
        waiver waiverID: String?, baseline tag: BaselineState?, expected: Bool, representative: Int
      ) {
        let key = OutcomeGroup.Key(
          status: status, node: outcome.node?.path ?? "", message: outcome.message, reason: outcome.reason,
          waiver: waiverID, baseline: tag, expected: expected)
        if let index = groupIndex[key] {
          groups[index].add(locales: locales, settings: settingsIndex)
        } else {
          groupIndex[key] = groups.count
          groups.append(
            OutcomeGroup(
              key: key, outcome: outcome, locales: locales, settings: settingsIndex,
              exampleLocale: localeIDs[representative], expectReason: expected ? expectation.reason(declaring: status) : nil))
        }
      }

      /// Counts `locales` (members of one class, possibly none) under a status and adds them to
      /// findings: the class splits only where an `expect` entry covers part of it.
      func record(
        _ locales: LocaleBits, status: ResultStatus, outcome: RuleOutcome, settings settingsIndex: Int,
        waiver waiverID: String?, baseline tag: BaselineState?, representative: Int
      ) {
        guard !locales.isEmpty else { return }
        counts[status] += locales.count
        perLocale[status, default: LocaleBits(count: localeCount)].formUnion(locales)
        guard let declaring = expectedBits[status] else {
          add(
            locales, status: status, outcome: outcome, settings: settingsIndex, waiver: waiverID, baseline: tag,
            expected: false, representative: representative)
          return
        }
        let declared = declaring.intersection(locales)
        for (part, expected) in [(declared, true), (locales.subtracting(declared), false)] where !part.isEmpty {
          add(
            part, status: status, outcome: outcome, settings: settingsIndex, waiver: waiverID, baseline: tag,
            expected: expected, representative: representative)
        }
      }

      for (classIndex, result) in evaluated.enumerated() {
        let group = groupsOfCase[classIndex]
        let members = memberBits[classIndex]
        for (settingsIndex, outcome) in result.outcomes[ruleIndex].enumerated() {
          var status = ResultStatus(outcome.status)
          // What fails only as if the app shipped the locale's language is latent: never
          // waived, never in the baseline.
          if !result.latent.isEmpty, result.latent[ruleIndex][settingsIndex] { status = .latent }
          if status == .failed, !waivers.isEmpty || baselineFailures != nil {
            // Waivers and baseline keys name locales: they split the class, each waiver taking
            // the members it names that no earlier waiver took.
            var rest = members
            for (waiverIndex, waiver) in waivers
            where waiver.covers(rule: rule.id, node: outcome.node, platform: platform.id) {
              let taken = rest.intersection(plan.waiverLocales[waiverIndex])
              guard !taken.isEmpty else { continue }
              rest = rest.subtracting(taken)
              output.waiverMatches[waiver.id, default: 0] += taken.count
              record(taken, status: .waived, outcome: outcome, settings: settingsIndex, waiver: waiver.id, baseline: nil,
                representative: group.representative)
            }
            guard !rest.isEmpty else { continue }
            guard let baselineFailures else {
              record(rest, status: .failed, outcome: outcome, settings: settingsIndex, waiver: nil, baseline: nil,
                representative: group.representative)
              continue
            }
            let node = outcome.node?.path ?? ""
            let known = baselineFailures.locales(slot, node: node) ?? LocaleBits(count: localeCount)
            // A locale failing under several settings is one failure to the baseline counts.
            let firstSeen = current[node].map { rest.subtracting($0) } ?? rest
            output.baselineExisting += firstSeen.intersection(known).count
            output.baselineNew += firstSeen.subtracting(known).count
            current[node, default: LocaleBits(count: localeCount)].formUnion(rest)
            record(rest.intersection(known), status: .failed, outcome: outcome, settings: settingsIndex, waiver: nil,
              baseline: .existing, representative: group.representative)
            record(rest.subtracting(known), status: .failed, outcome: outcome, settings: settingsIndex, waiver: nil,
              baseline: .new, representative: group.representative)
            continue
          }
          guard status == .failed || status == .cantTell || status == .latent else {
            counts[status] += group.members.count
            perLocale[status, default: LocaleBits(count: localeCount)].formUnion(members)
            continue
          }
          record(members, status: status, outcome: outcome, settings: settingsIndex, waiver: nil, baseline: nil,
            representative: group.representative)
        }
      }
      if let baselineFailures {
        output.fixed += baselineFailures.fixed(slot, current: current, localeIDs: localeIDs)
      }
      // The same problem on several platforms is one finding to a dashboard: the platform is
      // not part of its identity.
      let fingerprintBase = "\(rule.id)|\(layoutCase.id)"
      let findings = groups.map { ($0.sortKey, $0) }.sorted { $0.0 < $1.0 }.map { _, group in
        group.finding(
          localeIDs: localeIDs, settingsNames: settingsNames, fingerprintBase: fingerprintBase, file: loaded.path,
          imported: layoutCase.imported)
      }
      let status = counts.overall
      var pictures: [LayoutPicture] = []
      if status == .failed, rule.failuresNeedPictures, let first = perLocale[.failed]?.min {
        let tick = findings.first { $0.status == .failed }?.tick ?? layoutCase.timeline.countdown.from
        pictures = evaluator.failurePictures(unit, firstFailing: first, tick: tick)
      }
      output.results.append(
        CaseResult(
          caseID: layoutCase.id, ruleID: rule.id, platform: platform.id, status: status,
          counts: counts, findings: findings, pictures: pictures))
      func actual(_ status: ResultStatus) -> Set<Int> { perLocale[status]?.set ?? [] }
      // The sets are made only for a rule the expectation judges: most are not (not a fixture).
      let anyFailedOrWaived = !(perLocale[.failed]?.isEmpty ?? true) || !(perLocale[.waived]?.isEmpty ?? true)
      if expectation.checks(anyFailedOrWaived: anyFailedOrWaived), let check = expectation.check(
        actualFailed: actual(.failed), actualWaived: actual(.waived), actualCantTell: actual(.cantTell),
        actualPassed: actual(.passed), actualInapplicable: actual(.inapplicable), actualLatent: actual(.latent),
        localeIDs: localeIDs)
      {
        output.expectations.append(check)
      }
    }
    return output
  }
}

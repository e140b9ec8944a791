import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

@testable import Runner

/// Turns the class outcomes of one unit into its report results the straightforward way: every
/// outcome expanded to each locale of its class and each setting, each locale judged on its own
/// by the waivers, the baseline and the case's expectations. `UnitAssembler` gives the same
/// results with whole classes at a time; this one is the reference the equivalence tests compare
/// it with (`ReferenceRun`).
struct ExpandedUnitAssembler {
  let plan: AuditPlan
  let evaluator: ClassEvaluator

  /// Expands a unit's class outcomes into per-locale outcomes, applies waivers, the baseline and
  /// the case's expectations, and groups failures into findings.
  func assemble(_ unit: ShardUnit, classes evaluated: [ClassOutcomes]) -> UnitOutput {
    let request = plan.request
    let classes = plan.classes
    let baselineFailures = plan.baselineFailures
    let loaded = request.cases[unit.caseIndex]
    let layoutCase = loaded.layoutCase
    let platform = request.platforms[unit.platformIndex]
    let localeIDs = plan.localeIDs
    let localeIndex = Dictionary(localeIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let settingsNames = request.settings.map(\.description)
    let today = request.today
    let waivers = request.waivers.waivers.filter { $0.caseID == layoutCase.id && !$0.isExpired(on: today) }
    var output = UnitOutput()
    output.resolved = evaluated.reduce(0) { $0 + $1.resolved }
    output.naive = layoutCase.timeline.countdown.tickCount * request.locales.count * request.settings.count

    for (ruleIndex, rule) in request.rules.map(\.rule).enumerated() {
      let expectation = ExpectedLocales(
        layoutCase: layoutCase, rule: rule.id, platform: platform.id,
        deployed: platform.deploymentTarget(of: layoutCase) != nil, members: plan.expectedLocales[unit.caseIndex])
      var counts = StatusCounts()
      var perLocale: [ResultStatus: Set<Int>] = [:]
      var groups: [OutcomeGroup] = []
      var groupIndex: [OutcomeGroup.Key: Int] = [:]
      let slot = BaselineFailures.Slot(rule: rule.id, caseID: layoutCase.id, platform: platform.id)
      var current = Set<FindingKey>()
      for (classIndex, result) in evaluated.enumerated() {
        let group = classes[unit.caseIndex][classIndex]
        let members = group.members
        for (settingsIndex, outcome) in result.outcomes[ruleIndex].enumerated() {
          for member in members {
            var status = ResultStatus(outcome.status)
            if result.latent.isEmpty == false, result.latent[ruleIndex][settingsIndex] { status = .latent }
            var waiverID: String?
            if status == .failed,
              let waiver = waivers.first(where: {
                $0.covers(rule: rule.id, node: outcome.node, platform: platform.id, locale: request.locales[member])
              })
            {
              status = .waived
              waiverID = waiver.id
              output.waiverMatches[waiver.id, default: 0] += 1
            }
            counts[status] += 1
            perLocale[status, default: []].insert(member)
            guard status == .failed || status == .cantTell || status == .waived || status == .latent else { continue }
            var tag: BaselineState?
            if status == .failed {
              let key = FindingKey(
                rule: rule.id, caseID: layoutCase.id, node: outcome.node?.path ?? "", platform: platform.id,
                locale: localeIDs[member])
              if let baselineFailures {
                let known = baselineFailures.locales(slot, node: key.node)?.contains(member) ?? false
                if current.insert(key).inserted {
                  if known { output.baselineExisting += 1 } else { output.baselineNew += 1 }
                }
                tag = known ? .existing : .new
              }
            }
            let expected = [.failed, .waived, .cantTell, .latent].contains(status)
              && expectation.expected(status).contains(member)
            let key = OutcomeGroup.Key(
              status: status, node: outcome.node?.path ?? "", message: outcome.message, reason: outcome.reason,
              waiver: waiverID, baseline: tag, expected: expected)
            if let index = groupIndex[key] {
              groups[index].add(locale: member, settings: settingsIndex)
            } else {
              groupIndex[key] = groups.count
              groups.append(
                OutcomeGroup(
                  key: key, outcome: outcome, locales: LocaleBits([member], count: localeIDs.count),
                  settings: settingsIndex,
                  exampleLocale: localeIDs[group.representative],
                  expectReason: expected ? expectation.reason(declaring: status) : nil))
            }
          }
        }
      }
      if let baselineFailures {
        var failingNow: [String: LocaleBits] = [:]
        for key in current {
          failingNow[key.node, default: LocaleBits(count: localeIDs.count)].insert(localeIndex[key.locale]!)
        }
        output.fixed += baselineFailures.compare(slot, failing: failingNow, localeIDs: localeIDs).fixed
      }
      // The same problem on several platforms is one finding to a dashboard: the platform is
      // not part of its identity.
      let fingerprintBase = "\(rule.id)|\(layoutCase.id)"
      let findings = groups.sorted { $0.sortKey < $1.sortKey }.map { group in
        group.finding(
          localeNames: LocaleNames(localeIDs), settingsNames: settingsNames, fingerprintBase: fingerprintBase, file: loaded.path,
          imported: layoutCase.imported)
      }
      let status = counts.overall
      var pictures: [LayoutPicture] = []
      if status == .failed, rule.failuresNeedPictures, let first = perLocale[.failed]?.min() {
        let tick = findings.first { $0.status == .failed }?.tick ?? layoutCase.timeline.countdown.from
        pictures = evaluator.failurePictures(unit, firstFailing: first, tick: tick)
      }
      output.results.append(
        CaseResult(
          caseID: layoutCase.id, ruleID: rule.id, platform: platform.id, status: status,
          counts: counts, findings: findings, pictures: pictures))
      if let check = expectation.check(actual: perLocale, localeIDs: localeIDs) {
        output.expectations.append(check)
      }
    }
    return output
  }
}

extension Waiver {
  /// Whether the waiver covers a failure of `rule` at `node` on `platform` in a locale.
  func covers(rule: String, node: NodeReference?, platform: String, locale: LocaleProfile) -> Bool {
    covers(rule: rule, node: node, platform: platform) && covers(locale: locale)
  }
}

extension OutcomeGroup {
  /// Adds one locale under one setting.
  mutating func add(locale: Int, settings index: Int) {
    locales.insert(locale)
    settings.insert(index)
  }
}

import LayoutEngine
import LayoutModel
import ReportModel
import Rules

/// Turns the class outcomes of one unit into its report results.
///
/// Outcomes stay grouped by locale class: a class's members travel as one bit set
/// (`OutcomePart`), and only what names locales splits it, in three steps over each failing,
/// can't-tell or latent outcome — waivers (`waiving`), the baseline (`comparing`) and the case's
/// expectations (`declaring`) — before the parts are gathered into findings (`RuleTally`).
/// Passed and inapplicable outcomes are only counted. The tests' `ExpandedUnitAssembler` states
/// the same rules a locale at a time; the equivalence tests compare the two.
struct UnitAssembler {
  let plan: AuditPlan
  let evaluator: ClassEvaluator

  /// Applies waivers, the baseline and the case's expectations to a unit's class outcomes
  /// (`classes[i]` is the unit's class `i`) and gathers what they find into results.
  func assemble(_ unit: ShardUnit, classes evaluated: [ClassOutcomes]) -> UnitOutput {
    let request = plan.request
    let loaded = request.cases[unit.caseIndex]
    let layoutCase = loaded.layoutCase
    let platform = request.platforms[unit.platformIndex]
    let classes = plan.classes[unit.caseIndex]
    let localeIDs = plan.localeIDs
    let today = request.today
    // The case's waivers still in force, each with the run's locales it names.
    let waivers = zip(request.waivers.waivers, plan.waiverLocales)
      .filter { waiver, _ in waiver.caseID == layoutCase.id && !waiver.isExpired(on: today) }
      .map { (waiver: $0, locales: $1) }
    var output = UnitOutput()
    output.resolved = evaluated.reduce(0) { $0 + $1.resolved }
    output.naive = layoutCase.timeline.countdown.tickCount * request.locales.count * request.settings.count
    let deployed = platform.deploymentTarget(of: layoutCase) != nil

    for (ruleIndex, rule) in request.rules.map(\.rule).enumerated() {
      let expectation = ExpectedLocales(
        layoutCase: layoutCase, rule: rule.id, platform: platform.id, deployed: deployed,
        members: plan.expectedLocales[unit.caseIndex])
      let declared = expectation.declaredLocales(count: localeIDs.count)
      let slot = BaselineFailures.Slot(rule: rule.id, caseID: layoutCase.id, platform: platform.id)
      var tally = RuleTally(localeCount: localeIDs.count)
      /// Per node path, the locales failing now (neither waived nor latent): what the baseline
      /// is compared with.
      var failing: [String: LocaleBits] = [:]
      for (classIndex, result) in evaluated.enumerated() {
        let members = plan.memberBits[unit.caseIndex][classIndex]
        let exampleLocale = localeIDs[classes[classIndex].representative]
        for (settingsIndex, outcome) in result.outcomes[ruleIndex].enumerated() {
          var status = ResultStatus(outcome.status)
          // What fails only as if the app shipped the locale's language is latent: never
          // waived, never in the baseline.
          if !result.latent.isEmpty, result.latent[ruleIndex][settingsIndex] { status = .latent }
          let whole = OutcomePart(locales: members, status: status)
          guard status == .failed || status == .cantTell || status == .latent else {
            tally.count(whole)
            continue
          }
          let node = outcome.node?.path ?? ""
          let failed = status == .failed
          let covering = failed
            ? waivers.filter { $0.waiver.covers(rule: rule.id, node: outcome.node, platform: platform.id) }
              .map { (id: $0.waiver.id, locales: $0.locales) } : []
          let known = failed
            ? plan.baselineFailures.map { $0.locales(slot, node: node) ?? LocaleBits(count: localeIDs.count) } : nil
          // Each step only where something can split the class: most outcomes pass all three.
          var parts = [whole]
          if !covering.isEmpty { parts = parts.flatMap { Self.waiving($0, by: covering) } }
          if known != nil { parts = parts.flatMap { Self.comparing($0, with: known) } }
          if !declared.isEmpty { parts = parts.flatMap { Self.declaring($0, in: declared) } }
          for part in parts where !part.locales.isEmpty {
            tally.count(part)
            tally.gather(
              part, outcome: outcome, settings: settingsIndex, exampleLocale: exampleLocale,
              expectReason: part.expected ? expectation.reason(declaring: part.status) : nil)
            if let waiver = part.waiver { output.waiverMatches[waiver, default: 0] += part.locales.count }
            if known != nil, part.status == .failed {
              failing[node, default: LocaleBits(count: localeIDs.count)].formUnion(part.locales)
            }
          }
        }
      }
      if let baselineFailures = plan.baselineFailures {
        let comparison = baselineFailures.compare(slot, failing: failing, localeIDs: localeIDs)
        output.baselineNew += comparison.new
        output.baselineExisting += comparison.existing
        output.fixed += comparison.fixed
      }
      // The same problem on several platforms is one finding to a dashboard: the platform is
      // not part of its identity.
      let findings = tally.findings(
        localeNames: plan.localeNames, settingsNames: request.settings.map(\.description),
        fingerprintBase: "\(rule.id)|\(layoutCase.id)", file: loaded.path, imported: layoutCase.imported)
      let status = tally.counts.overall
      var pictures: [LayoutPicture] = []
      if status == .failed, rule.failuresNeedPictures, let first = tally.locales[.failed]?.min {
        let tick = findings.first { $0.status == .failed }?.tick ?? layoutCase.timeline.countdown.from
        pictures = evaluator.failurePictures(unit, firstFailing: first, tick: tick)
      }
      output.results.append(
        CaseResult(
          caseID: layoutCase.id, ruleID: rule.id, platform: platform.id, status: status,
          counts: tally.counts, findings: findings, pictures: pictures))
      // The sets are made only for a rule the expectation judges: most are not (not a fixture).
      let anyFailedOrWaived = !(tally.locales[.failed]?.isEmpty ?? true) || !(tally.locales[.waived]?.isEmpty ?? true)
      if expectation.checks(anyFailedOrWaived: anyFailedOrWaived),
        let check = expectation.check(actual: tally.locales.mapValues(\.set), localeIDs: localeIDs)
      {
        output.expectations.append(check)
      }
    }
    return output
  }

  /// Waivers: each waiver that covers a failure (in order) takes the locales it names that no
  /// earlier one took; the rest stays failed. Other statuses pass through.
  static func waiving(_ part: OutcomePart, by waivers: [(id: String, locales: LocaleBits)]) -> [OutcomePart] {
    guard part.status == .failed, !waivers.isEmpty else { return [part] }
    var rest = part
    var parts: [OutcomePart] = []
    for waiver in waivers {
      let taken = rest.locales.intersection(waiver.locales)
      guard !taken.isEmpty else { continue }
      rest.locales = rest.locales.subtracting(taken)
      parts.append(OutcomePart(locales: taken, status: .waived, waiver: waiver.id))
    }
    return parts + [rest]
  }

  /// The baseline: a failure is existing in the locales the baseline (`known`: its failing
  /// locales at the same rule, case, platform and node) failed in, new in the others. Without a
  /// baseline (`nil`), or for other statuses, the part passes through.
  static func comparing(_ part: OutcomePart, with known: LocaleBits?) -> [OutcomePart] {
    guard part.status == .failed, let known else { return [part] }
    var existing = part
    existing.locales = part.locales.intersection(known)
    existing.baseline = .existing
    var new = part
    new.locales = part.locales.subtracting(known)
    new.baseline = .new
    return [existing, new]
  }

  /// Expectations: an outcome is declared in the locales an `expect` entry names for its status
  /// (`declared`), undeclared in the others.
  static func declaring(_ part: OutcomePart, in declared: [ResultStatus: LocaleBits]) -> [OutcomePart] {
    guard let declaring = declared[part.status] else { return [part] }
    var inside = part
    inside.locales = part.locales.intersection(declaring)
    inside.expected = true
    var outside = part
    outside.locales = part.locales.subtracting(declaring)
    return [inside, outside]
  }
}

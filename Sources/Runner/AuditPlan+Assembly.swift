import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules

extension AuditPlan {
  /// The rules whose failures are about order or mirroring, which a picture explains.
  static let pictureRules: Set<String> = [
    "digit-order-ltr", "text-bidi-order", "glyphs-not-mirrored", "reflection-direction-consistent",
  ]

  /// Expands a unit's task results into per-locale outcomes, applies waivers, the baseline and
  /// the case's expectations, and groups failures into findings.
  func assemble(_ unit: Unit, tasks: [(Task, TaskResult)]) throws(RunnerError) -> UnitOutput {
    let loaded = configuration.cases[unit.caseIndex]
    let layoutCase = loaded.layoutCase
    let platform = configuration.platforms[unit.platformIndex]
    let localeIDs = configuration.locales.map(\.locale.bcp47)
    let settingsNames = configuration.settings.map(\.description)
    let today = configuration.today
    let waivers = configuration.waivers.filter { $0.caseID == layoutCase.id && !$0.isExpired(on: today) }
    var output = UnitOutput()
    output.resolved = tasks.reduce(0) { $0 + $1.1.resolved }
    output.naive = layoutCase.timeline.countdown.tickCount * configuration.locales.count * configuration.settings.count
    let ordered = tasks.sorted { $0.0.classIndex < $1.0.classIndex }

    for (ruleIndex, rule) in configuration.rules.enumerated() {
      let expectation = ExpectedLocales(
        layoutCase: layoutCase, rule: rule.id, platform: platform.id, locales: configuration.locales)
      var counts: [OutcomeStatus: Int] = [:]
      var perLocale: [OutcomeStatus: Set<Int>] = [:]
      var groups: [FindingGroup] = []
      var groupIndex: [FindingGroup.Key: Int] = [:]
      var current = Set<FindingKey>()
      for (task, result) in ordered {
        let members = classes[unit.caseIndex][task.classIndex].members
        for (settingsIndex, outcome) in result.outcomes[ruleIndex].enumerated() {
          for member in members {
            var status = outcome.status
            var waiverID: String?
            if status == .failed,
              let waiver = waivers.first(where: { matches($0, rule: rule.id, node: outcome.node, platform: platform.id, locale: member) })
            {
              status = .waived
              waiverID = waiver.id
              output.waiverMatches[waiver.id, default: 0] += 1
            }
            counts[status, default: 0] += 1
            perLocale[status, default: []].insert(member)
            guard status == .failed || status == .cantTell || status == .waived else { continue }
            var tag: String?
            if status == .failed {
              let key = FindingKey(
                rule: rule.id, caseID: layoutCase.id, node: outcome.node?.path ?? "", platform: platform.id,
                locale: localeIDs[member])
              if current.insert(key).inserted, baselineFailures != nil {
                if baselineFailures!.contains(key) { output.baselineExisting += 1 } else { output.baselineNew += 1 }
              }
              if let baselineFailures { tag = baselineFailures.contains(key) ? "existing" : "new" }
            }
            let expected = (status == .failed && expectation.failed.contains(member))
              || (status == .waived && expectation.waived.contains(member))
              || (status == .cantTell && expectation.cantTell.contains(member))
            let key = FindingGroup.Key(
              status: status, node: outcome.node?.path ?? "", message: outcome.message, reason: outcome.reason,
              waiver: waiverID, baseline: tag, expected: expected)
            if let index = groupIndex[key] {
              groups[index].add(locale: member, settings: settingsIndex)
            } else {
              groupIndex[key] = groups.count
              groups.append(FindingGroup(key: key, outcome: outcome, locale: member, settings: settingsIndex))
            }
          }
        }
      }
      if let baselineFailures {
        output.fixed += baselineFailures.filter { key in
          key.rule == rule.id && key.caseID == layoutCase.id && key.platform == platform.id
            && localeIDs.contains(key.locale) && !current.contains(key)
        }.sorted()
      }
      let fingerprintBase = "\(rule.id)|\(layoutCase.id)|\(platform.id)"
      let findings = groups.sorted { $0.sortKey < $1.sortKey }.map { group in
        group.finding(localeIDs: localeIDs, settingsNames: settingsNames, fingerprintBase: fingerprintBase)
      }
      let status: OutcomeStatus =
        counts[.failed, default: 0] > 0 ? .failed
        : counts[.cantTell, default: 0] > 0 ? .cantTell
        : counts[.passed, default: 0] > 0 ? .passed
        : counts[.waived, default: 0] > 0 ? .waived : .inapplicable
      var pictures: [LayoutPicture] = []
      if status == .failed, Self.pictureRules.contains(rule.id), let first = perLocale[.failed]?.min() {
        let tick = findings.first { $0.status == .failed }?.tick ?? layoutCase.timeline.countdown.from
        let direction = configuration.locales[first].direction
        let companion = configuration.locales.firstIndex { $0.locale.bcp47 == "en" && direction == .rtl }
          ?? configuration.locales.firstIndex { $0.direction != direction }
        pictures = ([first] + (companion.map { [$0] } ?? [])).compactMap { picture(unit, locale: $0, tick: tick) }
      }
      output.results.append(
        CaseResult(
          caseID: layoutCase.id, ruleID: rule.id, platform: platform.id, status: status,
          counts: Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) }),
          findings: findings, pictures: pictures))
      if let check = expectation.check(
        actualFailed: perLocale[.failed] ?? [], actualWaived: perLocale[.waived] ?? [],
        actualCantTell: perLocale[.cantTell] ?? [], actualPassed: perLocale[.passed] ?? [],
        actualInapplicable: perLocale[.inapplicable] ?? [], localeIDs: localeIDs)
      {
        output.expectations.append(check)
      }
    }
    return output
  }

  /// Whether a waiver covers a failure of `rule` at `node` on `platform` in a locale.
  func matches(_ waiver: Waiver, rule: String, node: NodeReference?, platform: String, locale: Int) -> Bool {
    guard waiver.rule == rule else { return false }
    if let wanted = waiver.node, wanted != node?.id, wanted != node?.path { return false }
    if let platforms = waiver.platforms, !platforms.contains(platform) { return false }
    guard let locales = waiver.locales else { return true }
    let profile = configuration.locales[locale]
    return locales.contains { selector in
      switch selector {
      case "all": true
      case "rtl": profile.direction == .rtl
      case "ltr": profile.direction == .ltr
      default: LocaleCatalog.system.locale(selector) == profile.locale
      }
    }
  }
}

/// Outcomes that are the same problem in several locales and settings, gathered into one
/// finding.
struct FindingGroup {
  struct Key: Hashable {
    let status: OutcomeStatus
    let node: String
    let message: String
    let reason: String?
    let waiver: String?
    let baseline: String?
    let expected: Bool
  }

  let key: Key
  let outcome: RuleOutcome
  var locales: Set<Int>
  var settings: Set<Int>

  init(key: Key, outcome: RuleOutcome, locale: Int, settings: Int) {
    self.key = key
    self.outcome = outcome
    locales = [locale]
    self.settings = [settings]
  }

  mutating func add(locale: Int, settings index: Int) {
    locales.insert(locale)
    settings.insert(index)
  }

  var sortKey: String {
    let rank = ["failed": 0, "cantTell": 1, "waived": 2][key.status.rawValue] ?? 3
    return "\(rank)|\(String(format: "%06d", locales.min() ?? 0))|\(key.node)|\(key.message)|\(key.baseline ?? "")|\(key.waiver ?? "")"
  }

  func finding(localeIDs: [String], settingsNames: [String], fingerprintBase: String) -> Finding {
    Finding(
      status: key.status, message: outcome.message, reason: outcome.reason, node: outcome.node, tick: outcome.tick,
      evidence: outcome.evidence, locales: locales.sorted().map { localeIDs[$0] },
      settings: settings.sorted().map { settingsNames[$0] }, baseline: key.baseline, waiver: key.waiver,
      fingerprint: String(SHA256.hex("\(fingerprintBase)|\(key.node)|\(key.status.rawValue)").prefix(32)),
      expected: key.expected)
  }
}

import ReportModel

/// A baseline report's failures as locale bits per (rule, case, platform) and node.
///
/// The assembler splits a failing class into the locales the baseline knows and the new ones
/// with a few word operations, where a key per locale cost a hash of five strings each: with a
/// waiver or a baseline in play that was half of a run. Locales the run does not audit are
/// dropped when read, since no failure of this run can match them and `fixed` lists only the
/// run's locales.
struct BaselineFailures: Sendable {
  /// What a unit's rule result is filed under.
  struct Slot: Hashable, Sendable {
    let rule: String
    let caseID: String
    let platform: String
  }

  /// Per slot and node path, the failing locales (indices into the run's).
  private var failing: [Slot: [String: LocaleBits]] = [:]

  /// Reads the failures of `report` for a run over `localeIDs`.
  init(_ report: AuditReport, localeIndex: [String: Int], count: Int) {
    for result in report.results {
      let slot = Slot(rule: result.ruleID, caseID: result.caseID, platform: result.platform)
      for finding in result.findings where finding.status == .failed {
        let node = finding.node?.path ?? ""
        var bits = failing[slot, default: [:]][node] ?? LocaleBits(count: count)
        for locale in finding.locales {
          if let index = localeIndex[locale] { bits.insert(index) }
        }
        failing[slot, default: [:]][node] = bits
      }
    }
  }

  /// The baseline's failing locales of a rule on a case, node and platform.
  func locales(_ slot: Slot, node: String) -> LocaleBits? {
    failing[slot]?[node]
  }

  /// How a rule's failures on a unit compare with the baseline: `failing` holds the locales
  /// failing now per node path, so a locale failing under several settings is one failure. New
  /// and existing count those locales; `fixed` lists the baseline's failures not failing now.
  func compare(_ slot: Slot, failing: [String: LocaleBits], localeIDs: [String]) -> (
    new: Int, existing: Int, fixed: [FindingKey]
  ) {
    var existing = 0
    var all = 0
    for (node, now) in failing {
      all += now.count
      if let known = locales(slot, node: node) { existing += now.intersection(known).count }
    }
    return (all - existing, existing, fixed(slot, current: failing, localeIDs: localeIDs))
  }

  /// The baseline failures of `slot` that are not failing now (`current`: the failing locales
  /// per node path), one key per locale, sorted.
  private func fixed(_ slot: Slot, current: [String: LocaleBits], localeIDs: [String]) -> [FindingKey] {
    guard let nodes = failing[slot] else { return [] }
    var keys: [FindingKey] = []
    for (node, bits) in nodes {
      let gone = current[node].map { bits.subtracting($0) } ?? bits
      for index in gone.sorted {
        keys.append(
          FindingKey(rule: slot.rule, caseID: slot.caseID, node: node, platform: slot.platform, locale: localeIDs[index]))
      }
    }
    return keys.sorted()
  }
}

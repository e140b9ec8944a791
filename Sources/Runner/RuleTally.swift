import LayoutModel
import ReportModel
import Rules

/// What one rule's outcomes on a unit add up to: each status's count and locales, and the
/// findings the outcomes that need one are gathered into.
struct RuleTally {
  private(set) var counts = StatusCounts()
  /// Per status, the locales with an outcome of it under some setting.
  private(set) var locales: [ResultStatus: LocaleBits] = [:]
  private var groups: [OutcomeGroup] = []
  private var groupIndex: [OutcomeGroup.Key: Int] = [:]
  private let localeCount: Int

  init(localeCount: Int) {
    self.localeCount = localeCount
  }

  /// Counts a part's locales under its status.
  mutating func count(_ part: OutcomePart) {
    counts[part.status] += part.locales.count
    locales[part.status, default: LocaleBits(count: localeCount)].formUnion(part.locales)
  }

  /// Adds a part to the finding of its outcome: one a status, node, message, reason, waiver,
  /// baseline state and declaration. The first part of a finding gives its evidence and example
  /// locale.
  mutating func gather(
    _ part: OutcomePart, outcome: RuleOutcome, settings: Int, exampleLocale: String, expectReason: String?
  ) {
    let key = OutcomeGroup.Key(
      status: part.status, node: outcome.node?.path ?? "", message: outcome.message, reason: outcome.reason,
      waiver: part.waiver, baseline: part.baseline, expected: part.expected)
    if let index = groupIndex[key] {
      groups[index].add(locales: part.locales, settings: settings)
    } else {
      groupIndex[key] = groups.count
      groups.append(
        OutcomeGroup(
          key: key, outcome: outcome, locales: part.locales, settings: settings, exampleLocale: exampleLocale,
          expectReason: expectReason))
    }
  }

  /// The findings, in report order.
  func findings(
    localeNames: LocaleNames, settingsNames: [String], fingerprintBase: String, file: String, imported: ImportRecord?
  ) -> [Finding] {
    groups.map { ($0.sortKey, $0) }.sorted { $0.0 < $1.0 }.map { _, group in
      group.finding(
        localeNames: localeNames, settingsNames: settingsNames, fingerprintBase: fingerprintBase, file: file,
        imported: imported)
    }
  }
}

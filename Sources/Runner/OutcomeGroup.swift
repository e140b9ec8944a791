import Foundation
import LayoutModel
import ReportModel
import Rules

/// Outcomes that are the same problem in several locales and settings, gathered into one
/// finding.
struct OutcomeGroup {
  struct Key: Hashable {
    let status: ResultStatus
    let node: String
    let message: String
    let reason: String?
    let waiver: String?
    let baseline: BaselineState?
    let expected: Bool
  }

  let key: Key
  let outcome: RuleOutcome
  var locales: LocaleBits
  var settings: Set<Int>
  /// The locale the outcome's message and evidence were worked out in.
  let exampleLocale: String
  /// The `expect` entry's reason, when the fixture declares the outcome.
  let expectReason: String?

  init(
    key: Key, outcome: RuleOutcome, locales: LocaleBits, settings: Int, exampleLocale: String, expectReason: String?
  ) {
    self.key = key
    self.outcome = outcome
    self.locales = locales
    self.settings = [settings]
    self.exampleLocale = exampleLocale
    self.expectReason = expectReason
  }

  mutating func add(locales more: LocaleBits, settings index: Int) {
    locales.formUnion(more)
    settings.insert(index)
  }

  var sortKey: String {
    let rank = ["failed": 0, "cantTell": 1, "latent": 2, "waived": 3][key.status.rawValue] ?? 3
    let first = String(locales.min ?? 0)  // six digits, zero-padded: locale positions sort as numbers
    return "\(rank)|\(String(repeating: "0", count: max(0, 6 - first.count)) + first)|\(key.node)|\(key.message)|\(key.baseline?.rawValue ?? "")|\(key.waiver ?? "")"
  }

  func finding(
    localeNames: LocaleNames, settingsNames: [String], fingerprintBase: String, file: String, imported: ImportRecord?
  ) -> Finding {
    Finding(
      status: key.status, message: outcome.message, reason: outcome.reason,
      node: outcome.node.map { NodeLocation($0, file: file, imported: imported) }, tick: outcome.tick,
      evidence: outcome.evidence, locales: localeNames.names(locales),
      settings: settings.sorted().map { settingsNames[$0] }, baseline: key.baseline, waiver: key.waiver,
      fingerprint: String(SHA256.hex("\(fingerprintBase)|\(key.node)|\(key.status.rawValue)").prefix(32)),
      expected: key.expected, expectReason: expectReason, exampleLocale: exampleLocale)
  }
}

extension ResultStatus {
  /// A rule's verdict as a report status (before waivers).
  init(_ status: OutcomeStatus) {
    switch status {
    case .passed: self = .passed
    case .failed: self = .failed
    case .cantTell: self = .cantTell
    case .inapplicable: self = .inapplicable
    }
  }
}

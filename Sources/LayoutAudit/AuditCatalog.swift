import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules

/// Turns what a user writes (ids, lists, `2/4`) into typed values, once, at the library's door:
/// every unknown id is reported the same way, with the same did-you-mean hint, whether it comes
/// from the command line, a case file or a waivers file.
public struct AuditCatalog: Sendable {
  let engine: LocaleEngine
  let platforms: PlatformCatalog

  /// What case and waiver files are checked against: ICU's locales, these platforms, the rules.
  package var cases: CaseCatalog {
    let catalog = self
    return CaseCatalog(
      isKnownLocale: { catalog.engine.catalog.locale($0) != nil },
      localeSuggestions: { catalog.localeSuggestions(for: $0) },
      platformIDs: Set(platforms.ids), ruleIDs: Set(RuleCatalog.ids))
  }

  // MARK: Ids

  /// Every locale ICU has, by BCP 47 id, in catalogue order (805 on ICU 72).
  public var localeIDs: [String] { engine.catalog.locales.map(\.bcp47) }

  /// The platform profile ids, built-in ones first.
  public var platformIDs: [String] { platforms.ids }

  /// The rule ids, in catalogue order.
  public var ruleIDs: [String] { RuleCatalog.ids }

  /// The names `settings(_:)` accepts besides `all`: `default`, each setting alone, and each
  /// combination joined with `+`.
  public var settingNames: [String] { AccessibilitySettings.all.map(\.description) }

  /// The locale with a BCP 47 or ICU id.
  public func locale(_ id: String) throws(AuditError) -> LocaleIdentifier {
    guard id.utf8.count <= 100, let locale = engine.catalog.locale(id) else {
      throw .unknownIdentifier(
        .locale, Self.bounded(id), suggestions: localeSuggestions(for: id), known: [])
    }
    return locale
  }

  /// The locales of a selection (`all`, `rtl`, `ltr`, or ids separated by commas), in catalogue
  /// order.
  public func locales(_ text: String) throws(AuditError) -> [LocaleProfile] {
    if let selection = ["all": LocaleSelection.all, "rtl": .rtl, "ltr": .ltr][text] { return try locales(selection) }
    return try locales(.ids(Self.list(text, kind: .locale)))
  }

  /// The locale profiles of a selection, in catalogue order; each id is checked here.
  public func locales(_ selection: LocaleSelection) throws(AuditError) -> [LocaleProfile] {
    let all: [LocaleProfile]
    do {
      all = try engine.allProfiles()
    } catch {
      throw .internalFailure(.init(.localeEngine(error)))
    }
    switch selection {
    case .all: return all
    case .rtl: return all.filter { $0.direction == .rtl }
    case .ltr: return all.filter { $0.direction == .ltr }
    case .ids(let ids):
      guard !ids.isEmpty else {
        throw .invalidValue(.locale, "", expected: "give at least one locale id")
      }
      var wanted = Set<LocaleIdentifier>()
      for id in ids { wanted.insert(try locale(id)) }
      return all.filter { wanted.contains($0.locale) }
    }
  }

  /// Rules by id (separated by commas), in the order given; every rule when `text` is `nil`.
  public func rules(_ text: String?) throws(AuditError) -> [AuditRule] {
    guard let text else { return RuleCatalog.all.map(AuditRule.init) }
    return try Self.list(text, kind: .rule).map { id throws(AuditError) in try rule(id) }
  }

  /// The rule with an id.
  public func rule(_ id: String) throws(AuditError) -> AuditRule {
    AuditRule(try Self.known(RuleCatalog.rule(id), .rule, id, among: RuleCatalog.ids))
  }

  /// Platform profiles (`all` or ids separated by commas), in catalogue order.
  public func platforms(_ text: String) throws(AuditError) -> [PlatformProfile] {
    guard text != "all" else { return platforms.profiles }
    let ids = try Self.list(text, kind: .platform).map { id throws(AuditError) in try platform(id).id }
    return platforms.profiles.filter { ids.contains($0.id) }
  }

  /// The platform profile with an id.
  public func platform(_ id: String) throws(AuditError) -> PlatformProfile {
    try Self.known(platforms.profile(id), .platform, id, among: platforms.ids)
  }

  /// Settings combinations: `all`, `default`, or combinations separated by commas, each a `+`
  /// list of `reduce-motion`, `increase-contrast`, `reduce-transparency`.
  public func settings(_ text: String) throws(AuditError) -> [AccessibilitySettings] {
    guard text != "all" else { return AccessibilitySettings.all }
    var settings: [AccessibilitySettings] = []
    for name in try Self.list(text, kind: .setting) {
      guard let parsed = AccessibilitySettings(name: name) else {
        // Names with the settings in another order are accepted too; these are the spellings
        // offered (and listed when nothing is close).
        throw Self.unknown(.setting, name, among: ["all"] + settingNames)
      }
      if !settings.contains(parsed) { settings.append(parsed) }
    }
    return settings.sorted()
  }

  /// Report formats by name.
  public func formats(_ names: [String]) throws(AuditError) -> [ReportFormat] {
    try names.map { name throws(AuditError) in
      try Self.known(ReportFormat.named(name), .format, name, among: ReportFormat.all.map(\.name))
    }
  }

  /// A shard, `i/n` with 1 ≤ i ≤ n ≤ 1000.
  public func shard(_ text: String) throws(AuditError) -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }), (1...1000).contains(count),
      (1...count).contains(index)
    else {
      throw .invalidValue(.shard, Self.bounded(text), expected: "write i/n with 1 ≤ i ≤ n ≤ 1000, such as 2/4")
    }
    return Shard(index: index, count: count)
  }

  /// A number of parallel jobs, 1 to 256.
  public func jobs(_ text: String) throws(AuditError) -> Int {
    guard let jobs = Int(text), (1...256).contains(jobs) else {
      throw .invalidValue(.jobs, Self.bounded(text), expected: "give a number from 1 to 256")
    }
    return jobs
  }

  /// A fail-on threshold.
  public func failOn(_ text: String) throws(AuditError) -> FailOn {
    try Self.known(FailOn(rawValue: text), .failOn, text, among: FailOn.allCases.map(\.rawValue))
  }

  /// A timer value in whole seconds, negative in overtime, within ±100,000,000.
  public func tick(_ text: String) throws(AuditError) -> Int {
    guard let tick = Int(text), abs(tick) <= 100_000_000 else {
      throw .invalidValue(.tick, Self.bounded(text), expected: "give whole seconds, such as 1500 or -5")
    }
    return tick
  }

  /// A paragraph direction: `ltr`, `rtl` or `auto`.
  public func paragraphDirection(_ text: String) throws(AuditError) -> ParagraphDirection {
    try Self.known(
      ParagraphDirection(rawValue: text), .paragraphDirection, text, among: ParagraphDirection.allCases.map(\.rawValue))
  }

  /// A Dynamic Type size as SwiftUI names it: `xSmall` … `accessibility5`.
  package func textSize(_ text: String) throws(AuditError) -> DynamicTypeSize {
    try Self.known(DynamicTypeSize(rawValue: text), .textSize, text, among: DynamicTypeSize.allCases.map(\.rawValue))
  }

  // MARK: Helpers

  /// The ids of a comma-separated list; an empty list or an empty entry is an error, so an
  /// empty variable in a CI script never selects nothing and passes.
  static func list(_ text: String, kind: IdentifierKind) throws(AuditError) -> [String] {
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !items.isEmpty, !items.contains(where: \.isEmpty) else {
      throw .invalidValue(kind, bounded(text), expected: "give one or more ids separated by commas, with none empty")
    }
    return items
  }

  /// The value a lookup found, or the unknown-id error for `value`.
  static func known<Value>(
    _ found: Value?, _ kind: IdentifierKind, _ value: String, among known: @autoclosure () -> [String]
  ) throws(AuditError) -> Value {
    guard let found else { throw unknown(kind, value, among: known()) }
    return found
  }

  /// The unknown-id error with the closest known id, by the one did-you-mean rule.
  static func unknown(_ kind: IdentifierKind, _ value: String, among known: [String]) -> AuditError {
    .unknownIdentifier(
      kind, bounded(value), suggestions: Spelling.closest(to: value, among: known).map { [$0] } ?? [], known: known)
  }

  /// A value echoed in a message: at most `limit` characters, hidden characters spelled out.
  package static func bounded(_ value: String, to limit: Int = 100) -> String {
    let visible = VisibleText.make(value)
    return visible.count <= limit ? visible : String(visible.prefix(limit)) + "…"
  }

  /// Up to three known locale ids for an unknown one: the bare language and its regions first,
  /// then look-alikes by the one did-you-mean distance.
  func localeSuggestions(for identifier: String) -> [String] {
    let wanted = String(identifier.prefix(100)).lowercased().replacingOccurrences(of: "_", with: "-")
    let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
    let scored = engine.catalog.locales.compactMap { locale -> (Int, Int, String)? in
      let candidate = locale.bcp47.lowercased()
      let distance = Spelling.distance(Array(wanted), Array(candidate))
      let sameLanguage = candidate == language || candidate.hasPrefix(language + "-")
      guard distance <= Spelling.allowance(for: candidate) || sameLanguage else { return nil }
      let rank = candidate == language ? -1 : sameLanguage ? distance : distance + 10
      let prefix = zip(wanted, candidate).prefix { $0 == $1 }.count
      return (rank, -prefix, locale.bcp47)
    }
    return scored.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(3).map(\.2)
  }
}

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

  init(engine: LocaleEngine, platforms: PlatformCatalog) {
    self.engine = engine
    self.platforms = platforms
  }

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
  public func locales(_ text: String) throws(AuditError) -> LocaleSelection {
    switch text {
    case "all": return .all
    case "rtl": return .rtl
    case "ltr": return .ltr
    default:
      let ids = try Self.list(text, kind: .locale)
      for id in ids { _ = try locale(id) }
      return .ids(ids)
    }
  }

  /// Rules by id, in the order given; `nil` for every rule.
  public func rules(_ text: String?) throws(AuditError) -> [String]? {
    guard let text else { return nil }
    let ids = try Self.list(text, kind: .rule)
    for id in ids where RuleCatalog.rule(id) == nil {
      throw Self.unknown(.rule, id, among: RuleCatalog.ids)
    }
    return ids
  }

  /// Platform profile ids (`all` or ids separated by commas); `nil` for every platform.
  public func platforms(_ text: String) throws(AuditError) -> [String]? {
    guard text != "all" else { return nil }
    let ids = try Self.list(text, kind: .platform)
    for id in ids where platforms.profile(id) == nil {
      throw Self.unknown(.platform, id, among: platforms.ids)
    }
    return ids
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
    var formats: [ReportFormat] = []
    for name in names {
      guard let format = ReportFormat.named(name) else {
        throw Self.unknown(.format, name, among: ReportFormat.all.map(\.name))
      }
      formats.append(format)
    }
    return formats
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
    guard let failOn = FailOn(rawValue: text) else {
      throw Self.unknown(.failOn, text, among: FailOn.allCases.map(\.rawValue))
    }
    return failOn
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

  /// The unknown-id error with the closest known id, by the one did-you-mean rule.
  static func unknown(_ kind: IdentifierKind, _ value: String, among known: [String]) -> AuditError {
    .unknownIdentifier(
      kind, bounded(value), suggestions: Spelling.closest(to: value, among: known).map { [$0] } ?? [], known: known)
  }

  /// A value echoed in a message: at most 100 characters, hidden characters spelled out.
  static func bounded(_ value: String) -> String {
    let visible = VisibleText.make(value)
    return visible.count <= 100 ? visible : String(visible.prefix(100)) + "…"
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

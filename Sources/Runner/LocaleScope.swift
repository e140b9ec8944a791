import LayoutModel
import LocaleEngine

/// A set of locales as a case's `expect` block or a waiver writes it, resolved once against the
/// locale catalogue so matching a locale is a lookup, not a string comparison.
package enum LocaleScope: Sendable, Hashable {
  case all
  case rtl
  case ltr
  case locales(Set<LocaleIdentifier>)
  case filter(LocaleFilter)

  /// The scopes named in one word (waivers' locales, `expect` blocks'), in the order a writer tries them.
  package static let named: KeyValuePairs<String, LocaleScope> = ["all": .all, "rtl": .rtl, "ltr": .ltr]

  /// A selector from a case file; ids were checked when the case was validated.
  package init(_ selector: LocaleSelector) {
    switch selector {
    case .all: self = .all
    case .rtl: self = .rtl
    case .ltr: self = .ltr
    case .list(let ids): self = .locales(Set(ids.compactMap { LocaleCatalog.system.locale($0) }))
    case .filter(let filter): self = .filter(filter)
    }
  }

  /// Whether a locale is in the scope.
  package func contains(_ profile: LocaleProfile) -> Bool {
    switch self {
    case .all: true
    case .rtl: profile.direction == .rtl
    case .ltr: profile.direction == .ltr
    case .locales(let ids): ids.contains(profile.locale)
    case .filter(let filter):
      (filter.direction.map { $0 == profile.direction.rawValue } ?? true)
        && (filter.numberingSystems.map { $0.contains(profile.numberingSystem.name) } ?? true)
        && (filter.spokenUnits.map { $0 == profile.spokenUnits } ?? true)
    }
  }

  /// The members among a run's locales, as indices.
  package func members(of locales: [LocaleProfile]) -> Set<Int> {
    Set(locales.indices.filter { contains(locales[$0]) })
  }
}

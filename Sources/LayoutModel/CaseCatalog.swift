/// What the rest of the system knows that the case format cannot: which locales, platform
/// profiles and rules exist. The runner builds one from the locale engine and its profiles.
package struct CaseCatalog: Sendable {
  /// Whether a locale id exists.
  package var isKnownLocale: @Sendable (String) -> Bool
  /// Likely intended locale ids for an unknown one, best first.
  package var localeSuggestions: @Sendable (String) -> [String]
  /// The platform profile ids; nil skips the check.
  package var platformIDs: Set<String>?
  /// The rule ids; nil skips the check.
  package var ruleIDs: Set<String>?

  /// Creates a catalog.
  package init(
    isKnownLocale: @escaping @Sendable (String) -> Bool,
    localeSuggestions: @escaping @Sendable (String) -> [String] = { _ in [] },
    platformIDs: Set<String>?, ruleIDs: Set<String>?
  ) {
    self.isKnownLocale = isKnownLocale
    self.localeSuggestions = localeSuggestions
    self.platformIDs = platformIDs
    self.ruleIDs = ruleIDs
  }

  /// A catalog that accepts every locale, platform and rule, for checking syntax alone.
  package static let permissive = CaseCatalog(
    isKnownLocale: { _ in true }, platformIDs: nil, ruleIDs: nil)
}

/// An outcome a case declares for one rule, on some platforms and locales.
package struct Expectation: Sendable, Equatable {
  /// The rule id, kebab-case.
  package var rule: String
  /// The outcome the rule must produce.
  package var outcome: ExpectedOutcome
  /// The platform profile ids it applies to; nil means all.
  package var platforms: [String]?
  /// The locales it applies to; `all` when the file does not say.
  package var locales: LocaleSelector = .all
  /// Why this outcome is expected.
  package var reason: String
  /// Where the expectation's object starts.
  package var location: SourceLocation
  /// Where each listed platform id is, parallel to `platforms`.
  package var platformLocations: [SourceLocation] = []
  /// Where each listed locale id is, parallel to the ids of `locales` when it is a list.
  package var localeLocations: [SourceLocation] = []
}

/// An outcome a case declares for one rule, on some platforms and locales.
public struct Expectation: Sendable, Equatable {
  /// The rule id, kebab-case.
  public var rule: String
  /// The outcome the rule must produce.
  public var outcome: ExpectedOutcome
  /// The platform profile ids it applies to; nil means all.
  public var platforms: [String]?
  /// The locales it applies to; `all` when the file does not say.
  public var locales: LocaleSelector
  /// Why this outcome is expected.
  public var reason: String
  /// Where the expectation's object starts.
  public var location: SourceLocation
  /// Where each listed platform id is, parallel to `platforms`.
  public var platformLocations: [SourceLocation]
  /// Where each listed locale id is, parallel to the ids of `locales` when it is a list.
  public var localeLocations: [SourceLocation]

  /// Creates an expectation.
  public init(
    rule: String, outcome: ExpectedOutcome, platforms: [String]? = nil, locales: LocaleSelector = .all,
    reason: String, location: SourceLocation, platformLocations: [SourceLocation] = [],
    localeLocations: [SourceLocation] = []
  ) {
    self.rule = rule
    self.outcome = outcome
    self.platforms = platforms
    self.locales = locales
    self.reason = reason
    self.location = location
    self.platformLocations = platformLocations
    self.localeLocations = localeLocations
  }
}

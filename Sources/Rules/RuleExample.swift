import LayoutEngine

/// A small case with the outcome a rule must give it, as in W3C's ACT rules format.
public struct RuleExample: Sendable, Hashable {
  /// What the example shows.
  public let name: String
  /// The outcome the rule must give.
  public let expected: OutcomeStatus
  /// The locale it is evaluated under.
  public let locale: String
  /// The platform profile it is evaluated on.
  public let platform: String
  /// The accessibility settings.
  public let settings: AccessibilitySettings
  /// The case, as case-file JSON.
  public let caseJSON: String

  public init(
    _ name: String, expected: OutcomeStatus, locale: String = "en", platform: String = "ios-26",
    settings: AccessibilitySettings = .standard, caseJSON: String
  ) {
    self.name = name
    self.expected = expected
    self.locale = locale
    self.platform = platform
    self.settings = settings
    self.caseJSON = caseJSON
  }
}

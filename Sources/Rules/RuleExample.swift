import LayoutEngine

/// A small case with the outcome a rule must give it, as in W3C's ACT rules format.
package struct RuleExample: Sendable, Hashable {
  /// What the example shows.
  package let name: String
  /// The outcome the rule must give.
  package let expected: OutcomeStatus
  /// The locale it is evaluated under.
  package let locale: String
  /// The platform profile it is evaluated on.
  package let platform: String
  /// The accessibility settings.
  package let settings: AccessibilitySettings
  /// The case, as case-file JSON.
  package let caseJSON: String
  /// Where the example is written (`#fileID`, `#filePath`, `#line`, `#column` of its
  /// initialiser call), so a failing example's test points at the example itself.
  package let fileID: String
  package let filePath: String
  package let line: Int
  package let column: Int

  package init(
    _ name: String, expected: OutcomeStatus, locale: String = "en", platform: String = "ios-26",
    settings: AccessibilitySettings = .standard, caseJSON: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.name = name
    self.expected = expected
    self.locale = locale
    self.platform = platform
    self.settings = settings
    self.caseJSON = caseJSON
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

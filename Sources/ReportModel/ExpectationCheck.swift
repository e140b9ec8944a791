/// One comparison of a case's `expect` block with what the run found.
public struct ExpectationCheck: Sendable, Hashable, Codable {
  public var caseID: String
  public var rule: String
  public var platform: String
  /// What the case declares (`failed` for the declared platforms and locales, `passed` or
  /// `inapplicable` elsewhere).
  public var expected: String
  /// What the run found.
  public var actual: String
  /// Whether they agree.
  public var matched: Bool
  /// What differs, for a person.
  public var message: String
  /// The line of the expectation in the case file, when it comes from one.
  public var line: Int?

  public init(
    caseID: String, rule: String, platform: String, expected: String, actual: String, matched: Bool,
    message: String, line: Int?
  ) {
    self.caseID = caseID
    self.rule = rule
    self.platform = platform
    self.expected = expected
    self.actual = actual
    self.matched = matched
    self.message = message
    self.line = line
  }
}

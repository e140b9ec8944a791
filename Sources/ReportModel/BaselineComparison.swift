/// How this run's failures compare with an earlier report's. A failure is keyed by rule, case,
/// node path, platform and locale — never by message text or counts, which change.
public struct BaselineComparison: Sendable, Hashable, Codable {
  /// The baseline file as given.
  public var file: String
  /// When the baseline was generated.
  public var baselineGeneratedAt: String
  /// Failures (keyed per locale) not in the baseline.
  public var new: Int
  /// Failures also in the baseline.
  public var existing: Int
  /// Baseline failures this run no longer has.
  public var fixed: [FindingKey]

  public init(file: String, baselineGeneratedAt: String, new: Int, existing: Int, fixed: [FindingKey]) {
    self.file = file
    self.baselineGeneratedAt = baselineGeneratedAt
    self.new = new
    self.existing = existing
    self.fixed = fixed
  }
}

/// The identity of a failure across runs.
public struct FindingKey: Sendable, Hashable, Codable, Comparable {
  public var rule: String
  public var caseID: String
  public var node: String
  public var platform: String
  public var locale: String

  public init(rule: String, caseID: String, node: String, platform: String, locale: String) {
    self.rule = rule
    self.caseID = caseID
    self.node = node
    self.platform = platform
    self.locale = locale
  }

  public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
    (lhs.caseID, lhs.rule, lhs.platform, lhs.node, lhs.locale)
      < (rhs.caseID, rhs.rule, rhs.platform, rhs.node, rhs.locale)
  }
}

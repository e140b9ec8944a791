/// How serious a rule's failure is; SARIF levels and `--fail-on` follow it. The cases are
/// declared from the most serious down.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case error
  case warning
  case note

  /// Whether `lhs` is less serious than `rhs`: declared after it.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! > allCases.firstIndex(of: rhs)!
  }
}

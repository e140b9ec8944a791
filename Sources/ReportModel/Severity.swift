/// How serious a rule's failure is; SARIF levels and `--fail-on` follow it.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case error
  case warning
  case note

  private var rank: Int {
    switch self {
    case .error: 2
    case .warning: 1
    case .note: 0
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

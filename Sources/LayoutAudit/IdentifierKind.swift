/// What kind of value a user wrote.
public enum IdentifierKind: String, Sendable, Hashable, CaseIterable {
  case locale, rule, platform, setting, format, shard, jobs, failOn, tick
  case paragraphDirection, textSize

  /// How messages name it.
  public var noun: String {
    switch self {
    case .failOn: "fail-on threshold"
    case .paragraphDirection: "paragraph direction"
    case .jobs: "number of jobs"
    case .textSize: "text size"
    default: rawValue
    }
  }
}

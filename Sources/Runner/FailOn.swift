/// What makes `audit` exit 1 (`--fail-on`, as the README documents it).
public enum FailOn: String, Sendable, CaseIterable {
  /// An unwaived, unexpected failure of an `error` rule.
  case error
  /// An unwaived, unexpected failure of an `error` or `warning` rule.
  case warning
  /// A failure the baseline does not have (`error` or `warning`), so a team can adopt the tool
  /// on a codebase with known failures.
  case new
  /// Never, whatever is found.
  case never
}

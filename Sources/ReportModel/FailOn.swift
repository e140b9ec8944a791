/// The threshold above which an audit's findings fail the run (and the command exits 1).
public enum FailOn: String, Sendable, Hashable, Codable, CaseIterable {
  /// An unwaived, unexpected failure of an `error` rule.
  case error
  /// An unwaived, unexpected failure of an `error` or `warning` rule.
  case warning
  /// A failure the baseline does not have (`error` or `warning`), so a team can adopt the tool
  /// on a codebase with known failures.
  case new
  /// What `error` fails on, and also a latent failure (one that appears once the app ships a
  /// localisation it does not yet have).
  case latent
  /// Never, whatever is found.
  case never
}

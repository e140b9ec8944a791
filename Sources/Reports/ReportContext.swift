/// What a writer needs besides the report: facts about where and how it is shown.
public struct ReportContext: Sendable, Hashable {
  /// Whether the text summary may use ANSI colour (a TTY without `NO_COLOR`); only
  /// `TextWriter` reads it, so files never contain escape sequences.
  public var colour: Bool
  /// The `--fail-on` threshold to state beside the verdict, or `nil` for the one the report
  /// was judged with (`summary.failOn`).
  public var failOn: String?
  /// The repository root as an absolute path, or `nil` when unknown. Input paths are already
  /// relative to it; SARIF uses it only to make an absolute input path relative, because code
  /// scanning resolves `%SRCROOT%`-relative URIs and ignores absolute ones.
  public var repositoryRoot: String?

  /// Creates a context; the defaults suit files (no colour, the report's own threshold).
  public init(colour: Bool = false, failOn: String? = nil, repositoryRoot: String? = nil) {
    self.colour = colour
    self.failOn = failOn
    self.repositoryRoot = repositoryRoot
  }
}

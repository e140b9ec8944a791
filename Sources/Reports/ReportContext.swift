import ReportModel

/// What a writer needs besides the report: facts about where and how it is shown.
public struct ReportContext: Sendable, Hashable {
  /// Whether the text summary may use ANSI colour (a TTY without `NO_COLOR`); only
  /// `TextWriter` reads it, so files never contain escape sequences.
  public var colour: Bool

  /// Creates a context; the default suits files (no colour).
  public init(colour: Bool = false) {
    self.colour = colour
  }
}

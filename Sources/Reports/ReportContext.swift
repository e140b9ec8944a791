/// What a writer needs besides the report: facts about where and how it is shown.
package struct ReportContext: Sendable, Hashable {
  /// Whether the text summary may use ANSI colour (a TTY without `NO_COLOR`); only
  /// `TextWriter` reads it, so files never contain escape sequences.
  package var colour: Bool

  /// Creates a context; the default suits files (no colour).
  package init(colour: Bool = false) {
    self.colour = colour
  }
}

/// The size bounds a case file must respect, so a malformed or hostile file fails fast with a
/// clear message instead of exhausting memory or time.
package struct CaseLimits: Sendable, Equatable {
  /// Largest file accepted, in bytes; checked before reading.
  package var maxFileBytes: Int
  /// Deepest nesting of JSON arrays and objects.
  package var maxJSONDepth: Int
  /// Deepest view tree; the root is at depth 1.
  package var maxTreeDepth: Int
  /// Most view nodes in one case, cell templates included.
  package var maxNodeCount: Int
  /// Longest string, in Unicode scalars.
  package var maxStringLength: Int
  /// Most values in a timeline.
  package var maxTicks: Int
  /// Largest font size in points.
  package var maxFontSize: Double
  /// Most diagnostics reported for one file; the rest are counted in one last diagnostic, so a
  /// file of thousands of mistakes gets a readable answer quickly instead of a flood.
  package var maxDiagnostics: Int

  /// Creates limits; the defaults are the documented ones.
  package init(
    maxFileBytes: Int = 1 << 20, maxJSONDepth: Int = 128, maxTreeDepth: Int = 32,
    maxNodeCount: Int = 500, maxStringLength: Int = 1_000, maxTicks: Int = 100_000,
    maxFontSize: Double = 1_000, maxDiagnostics: Int = 50
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxJSONDepth = maxJSONDepth
    self.maxTreeDepth = maxTreeDepth
    self.maxNodeCount = maxNodeCount
    self.maxStringLength = maxStringLength
    self.maxTicks = maxTicks
    self.maxFontSize = maxFontSize
    self.maxDiagnostics = maxDiagnostics
  }
}

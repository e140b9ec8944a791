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
  /// Most nodes the resolver visits for one tick: the tree with every reflection replaced by a
  /// copy of its target and every digit-cell template repeated once per cell. This is what a
  /// resolution costs, and a few written nodes can make it explode (reflections of subtrees that
  /// hold reflections double at each level), so the validator counts it without expanding.
  package var maxExpandedNodes: Int
  /// Deepest level the resolver follows in that expanded tree; the root is at level 0, and each
  /// reflection adds a level on top of its target's own depth.
  package var maxResolutionDepth: Int
  /// How many cells the validator counts for each `$display` or `$spoken` in a digit-cell
  /// string: their length depends on the locale, which validation does not know. The resolver
  /// enforces `maxExpandedNodes` with the real lengths.
  package var placeholderCells: Int
  /// Longest string, in Unicode scalars.
  package var maxStringLength: Int
  /// Most values in a timeline.
  package var maxTicks: Int
  /// Largest font size in points.
  package var maxFontSize: Double
  /// Most diagnostics reported for one file; the rest are counted in one last diagnostic, so a
  /// file of thousands of mistakes gets a readable answer quickly instead of a flood.
  package var maxDiagnostics: Int

  /// Whether a font size is one a case may give: more than 0 points, at most `maxFontSize`.
  package func holdsFontSize(_ size: Double) -> Bool { size > 0 && size <= maxFontSize }

  /// Creates limits; the defaults are the documented ones.
  package init(
    maxFileBytes: Int = 1 << 20, maxJSONDepth: Int = 128, maxTreeDepth: Int = 32,
    maxNodeCount: Int = 500, maxStringLength: Int = 1_000, maxTicks: Int = 100_000,
    maxFontSize: Double = 1_000, maxDiagnostics: Int = 50, maxExpandedNodes: Int = 2_000,
    maxResolutionDepth: Int = 64, placeholderCells: Int = 32
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxJSONDepth = maxJSONDepth
    self.maxTreeDepth = maxTreeDepth
    self.maxNodeCount = maxNodeCount
    self.maxStringLength = maxStringLength
    self.maxTicks = maxTicks
    self.maxFontSize = maxFontSize
    self.maxDiagnostics = maxDiagnostics
    self.maxExpandedNodes = maxExpandedNodes
    self.maxResolutionDepth = maxResolutionDepth
    self.placeholderCells = placeholderCells
  }
}

/// The size bounds a case file must respect, so a malformed or hostile file fails fast with a
/// clear message instead of exhausting memory or time.
package struct CaseLimits: Sendable, Equatable {
  /// Largest file accepted, in bytes; checked before reading.
  package var maxFileBytes = 1 << 20
  /// Deepest nesting of JSON arrays and objects.
  package var maxJSONDepth = 128
  /// Deepest view tree; the root is at depth 1.
  package var maxTreeDepth = 32
  /// Most view nodes in one case, cell templates included.
  package var maxNodeCount = 500
  /// Most nodes the resolver visits for one tick: the tree with every reflection replaced by a
  /// copy of its target and every digit-cell template repeated once per cell. This is what a
  /// resolution costs, and a few written nodes can make it explode (reflections of subtrees that
  /// hold reflections double at each level), so the validator counts it without expanding.
  package var maxExpandedNodes = 2_000
  /// Deepest level the resolver follows in that expanded tree; the root is at level 0, and each
  /// reflection adds a level on top of its target's own depth.
  package var maxResolutionDepth = 64
  /// How many cells the validator counts for each `$display` or `$spoken` in a digit-cell
  /// string: their length depends on the locale, which validation does not know. The resolver
  /// enforces `maxExpandedNodes` with the real lengths.
  package var placeholderCells = 32
  /// Longest string, in Unicode scalars.
  package var maxStringLength = 1_000
  /// Most values in a timeline.
  package var maxTicks = 100_000
  /// Largest font size in points.
  package var maxFontSize: Double = 1_000
  /// Most diagnostics reported for one file; the rest are counted in one last diagnostic, so a
  /// file of thousands of mistakes gets a readable answer quickly instead of a flood.
  package var maxDiagnostics = 50

  /// Whether a font size is one a case may give: more than 0 points, at most `maxFontSize`.
  package func holdsFontSize(_ size: Double) -> Bool { size > 0 && size <= maxFontSize }

  /// Creates the documented limits.
  package init() {}
}

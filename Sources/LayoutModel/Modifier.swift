/// One modifier applied to a view node, located at its key in the file.
package struct Modifier: Sendable, Equatable {
  /// What the modifier does.
  package var kind: ModifierKind
  /// Where the modifier's key is, so a finding can point at the exact modifier.
  package var location: SourceLocation
}

/// One modifier applied to a view node, located at its key in the file.
public struct Modifier: Sendable, Equatable {
  /// What the modifier does.
  public var kind: ModifierKind
  /// Where the modifier's key is, so a finding can point at the exact modifier.
  public var location: SourceLocation

  /// Creates a modifier.
  public init(_ kind: ModifierKind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

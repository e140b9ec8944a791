import LocaleEngine

/// An `HStack` (or digit-cell stack) with the direction it actually laid its children out in.
public struct ResolvedStack: Sendable, Hashable, Codable {
  /// The stack node.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// The layout direction the environment gave the stack's content.
  public let environmentDirection: TextDirection
  /// The direction its children were placed in (differs when a platform quirk applied; the
  /// layout's `quirks` say which).
  public let layoutDirection: TextDirection
}

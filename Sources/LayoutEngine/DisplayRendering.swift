/// How one node that shows the timer's value (`$display`) drew it: its glyphs left to right and
/// the tokens they form.
public struct DisplayRendering: Sendable, Hashable, Codable {
  /// How the node draws the value.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A row of per-character cells (`DigitCells`): order comes from the stack.
    case cells
    /// One `Text`: order comes from ICU bidi in the text's direction.
    case text
    /// Several views that each show one field of the value (`$minutes`, `$seconds`, … each in
    /// its own `Text` and frame): order comes from the stack that holds them. Separators drawn
    /// by views of their own are not part of it.
    case fields
  }

  /// The node.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// Cells or text.
  public let kind: Kind
  /// The direction the node's content was laid out in (a `Text`'s paragraph direction).
  public let direction: String
  /// Whether that direction is left to right because the app pinned it with
  /// `environment(\.layoutDirection, .leftToRight)` (a `Text` whose string has no strong
  /// character of its own, or a cell stack), as `digit-order-ltr` advises.
  public let pinnedLeftToRight: Bool
  /// The glyphs of the value, left to right (invisible marks excluded).
  public let glyphs: [ResolvedGlyph]
  /// Their tokens, left to right.
  public let tokens: [DisplayToken]
  /// Characters the cell width table has no width for, invisible marks included, in logical
  /// order of first appearance.
  public let uncovered: [String]
  /// How the node follows the person's text size.
  public let textSizing: TextSizing

  /// The value as shown, left to right.
  public var shown: String { glyphs.map(\.character).joined() }

}

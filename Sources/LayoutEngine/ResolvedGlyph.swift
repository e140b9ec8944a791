/// One glyph as drawn: its character, where it came from in its string, and its frame after
/// every stack, mirroring and transform above it.
public struct ResolvedGlyph: Sendable, Hashable, Codable {
  /// The character drawn.
  public let character: String
  /// The character's index in the string its node shows (logical order).
  public let logicalIndex: Int
  /// Left edge, in points from the layout's left edge.
  public var x: Double
  /// Top edge, in points from the layout's top edge.
  public var y: Double
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Whether the glyph is drawn horizontally mirrored (a net horizontal scale of -1).
  public var mirrored: Bool
  /// Whether the glyph is drawn upside down (a net vertical scale of -1, as a reflection is).
  public var flippedVertically: Bool
  /// Whether the glyph belongs to the original view or to a reflection.
  public let copy: CopyKind
  /// The node that draws it.
  public let node: String
  /// The path of the node that shows the timer's value, when this glyph is part of `$display`.
  public let display: String?
  /// The glyph's index in the display string, when it is part of `$display`.
  public let displayIndex: Int?
  /// Whether the cell width table had a width for the character (`false`: uncovered).
  public let covered: Bool
}

/// A view that draws the timer's value (or a field of it) as text, with what its width depends
/// on: the string, the font and its limits, and the space it is given. What `timer-text-fits`
/// measures at each text size.
public struct TextBox: Sendable, Hashable, Codable {
  /// The `Text` or `DigitCells` node.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// The characters drawn, in logical order (a label's words included).
  public let text: String
  /// How its size follows the person's text size, and the frame and line limit around it.
  public let sizing: TextSizing
  /// For digit cells, each cell's width as a factor of the font size, in the order of `text`;
  /// `nil` for a cell whose width is its glyph's (proportional cells) and for a `Text`.
  public let cellFactors: [Double?]?
}

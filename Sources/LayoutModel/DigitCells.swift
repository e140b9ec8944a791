/// A row of fixed-width cells, one per character of a displayed string.
package struct DigitCells: Sendable, Equatable {
  /// The string to split into cells; a template that may use `$display` and `$spoken`.
  package var text: String
  /// The font size in points, in (0, 1000].
  package var fontSize: Double
  /// How wide each cell is.
  package var cellWidth: CellWidthTable
  /// The view drawn in each cell, if the case says (typically a glyph-path `Shape`).
  package var cell: ViewNode?
  /// Space between cells in points; 0 when the file does not say, as in the Return app.
  package var spacing: Double = 0
}

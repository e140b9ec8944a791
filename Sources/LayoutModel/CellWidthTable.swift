/// How wide the cells of a `DigitCells` row are, as factors of the font size.
package enum CellWidthTable: Sendable, Equatable {
  /// Widths follow the glyphs (the jittering layout the fixed table was built to avoid).
  case proportional
  /// Fixed widths by character class.
  case fixed(digit: Double, separator: Double?, separators: [Character], other: Double?)

  /// Whether a case may give this factor of the font size: more than 0, at most 100.
  package static func isFactor(_ factor: Double) -> Bool { factor > 0 && factor <= 100 }

  /// The cell width for a character in points, or nil when the table does not cover it (or
  /// widths are proportional, so only the font knows).
  ///
  /// Any Unicode decimal digit counts as a digit, so Arabic-Indic digits get the digit width.
  package func width(for character: Character, fontSize: Double) -> Double? {
    guard case .fixed(let digit, let separator, let separators, let other) = self else {
      return nil
    }
    if Self.isDecimalDigit(character) { return digit * fontSize }
    if separators.contains(character), let separator { return separator * fontSize }
    return other.map { $0 * fontSize }
  }

  /// True when the character is one scalar of general category Nd.
  static func isDecimalDigit(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    return scalar.properties.generalCategory == .decimalNumber
  }
}

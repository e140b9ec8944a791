/// Advance widths, as fractions of the font size, for laying out text and proportional cells.
///
/// An approximation of a proportional system font (SF Pro's digits are not all as wide: `1`
/// is narrow), enough to show jitter; the case's cell width table replaces it for fixed cells.
enum GlyphMetrics {
  /// Proportional digit advances by value 0–9.
  static let digitAdvances: [Double] = [0.62, 0.42, 0.58, 0.59, 0.61, 0.58, 0.60, 0.55, 0.60, 0.60]

  /// The advance of a character: proportional, or monospaced digits (0.6) when asked.
  static func advance(of character: Character, monospacedDigits: Bool) -> Double {
    if let digit = character.asciiValue, character.utf8.count == 1, (48...57).contains(digit) {
      return monospacedDigits ? 0.6 : digitAdvances[Int(digit - 48)]
    }
    if let value = DisplayToken.digitValue(String(character)), character.unicodeScalars.count == 1,
      character.unicodeScalars.first!.properties.generalCategory == .decimalNumber
    {
      return monospacedDigits ? 0.6 : digitAdvances[value]
    }
    guard let kind = DisplayToken.kind(of: character) else { return 0 }
    switch kind {
    case .digit: return 0.6
    case .sign: return 0.38
    case .separator: return character == " " || character == "\u{202F}" ? 0.25 : 0.28
    case .marker: return 0.55
    }
  }
}

import ReportModel

/// Spells evidence so that it reads without a font for its script: decimal digits of any
/// numbering system as Latin digits, bidi marks by name, anything else outside ASCII as its code
/// point.
///
/// A reader without an Adlam font sees boxes where `𞥑𞥐:𞥐𞥐` is; `10:00` beside it says what the
/// boxes are. Reports show it next to the glyphs, never instead of them: the order of the glyphs
/// is the evidence.
enum LatinSpelling {
  /// The Latin spelling of a string, or `nil` when it is printable ASCII already.
  static func of(_ text: String) -> String? {
    guard text.unicodeScalars.contains(where: { !isPlainASCII($0) }) else { return nil }
    return text.unicodeScalars.map(spell).joined()
  }

  /// One scalar: a Latin digit, a mark's short name, or `U+XXXX`.
  static func spell(_ scalar: Unicode.Scalar) -> String {
    if isPlainASCII(scalar) { return String(scalar) }
    if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
      return String(Int(value))
    }
    switch scalar.value {
    case 0x061C: return "[ALM]"
    case 0x200E: return "[LRM]"
    case 0x200F: return "[RLM]"
    case 0x2212: return "-"
    default: return "[\(VisibleText.codePoint(scalar))]"
    }
  }

  /// A short label for one cell's character: its digit in Latin, a mark's name, else `nil`.
  static func cellLabel(_ character: String) -> String? {
    guard let spelled = of(character) else { return nil }
    return spelled.hasPrefix("[") && spelled.hasSuffix("]") ? String(spelled.dropFirst().dropLast()) : spelled
  }

  private static func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 && scalar.value < 0x7F
  }
}

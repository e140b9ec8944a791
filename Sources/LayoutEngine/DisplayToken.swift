/// One visible piece of a displayed time, as order is judged: the sign, each digit by value and
/// by position, each separator, each marker (AM/PM, `h`, `분`). Bidi marks are invisible and
/// are not tokens.
public struct DisplayToken: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of piece.
  public enum Kind: String, Sendable, Hashable, Codable {
    case sign
    case digit
    case separator
    case marker
  }

  /// The kind.
  public let kind: Kind
  /// The character as shown.
  public let character: String
  /// The position of this token among tokens of its kind, in logical order (the second digit
  /// has ordinal 1), so `00` is two distinguishable tokens.
  public let ordinal: Int

  /// Whether two tokens play the same part: same kind and ordinal, and for digits the same
  /// value. Separator and sign glyphs may differ (`:` vs `.`, `-` vs `−`) and still match.
  public func plays(_ other: DisplayToken) -> Bool {
    guard kind == other.kind, ordinal == other.ordinal else { return false }
    if kind == .digit { return Self.digitValue(character) == Self.digitValue(other.character) }
    return true
  }

  public var description: String { character }

  /// How a character of a displayed time is classified; `nil` for invisible marks.
  public static func kind(of character: Character) -> Kind? {
    // ASCII without Unicode property lookups (they were 2 % of a run); the same answers.
    if let first = character.utf8.first, first < 0x80 {
      switch first {
      case 0x00..<0x20, 0x7F: return nil
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): return .marker
      case UInt8(ascii: "-"), UInt8(ascii: "+"): return .sign
      default: return .separator
      }
    }
    return kindByProperties(of: character)
  }

  /// The classification from the first scalar's Unicode properties: what `kind(of:)` answers.
  static func kindByProperties(of character: Character) -> Kind? {
    guard let scalar = character.unicodeScalars.first else { return nil }
    let category = scalar.properties.generalCategory
    switch category {
    case .format, .control, .nonspacingMark, .enclosingMark:
      return nil
    case .decimalNumber:
      return .digit
    case .dashPunctuation where scalar == "-", .mathSymbol where scalar == "\u{2212}" || scalar == "+":
      return .sign
    case .uppercaseLetter, .lowercaseLetter, .otherLetter, .titlecaseLetter, .modifierLetter:
      return .marker
    default:
      return character == "-" ? .sign : .separator
    }
  }

  /// The numeric value of a decimal digit in any script.
  public static func digitValue(_ character: String) -> Int? {
    if let first = character.utf8.first, first < 0x80 {
      return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) ? Int(first - UInt8(ascii: "0")) : nil
    }
    return digitValueByProperties(character)
  }

  /// The value from the first scalar's numeric value: what `digitValue(_:)` answers.
  static func digitValueByProperties(_ character: String) -> Int? {
    guard let scalar = character.unicodeScalars.first, let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }

  /// Tokens for each character of `characters` in logical order (`nil` for invisible marks).
  public static func tokenize(_ characters: [Character]) -> [DisplayToken?] {
    var counters: [Kind: Int] = [:]
    return characters.map { character in
      guard let kind = kind(of: character) else { return nil }
      defer { counters[kind, default: 0] += 1 }
      return DisplayToken(kind: kind, character: String(character), ordinal: counters[kind, default: 0])
    }
  }
}

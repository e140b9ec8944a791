import LocaleEngine

/// Character-level bidi: ICU works in UTF-16 units, layouts in characters.
enum BidiLayout {
  /// The natural paragraph direction of a string (Unicode Bidirectional Algorithm rules P2 and
  /// P3): the direction of its first strong character (L; R or AL), skipping text inside
  /// isolates; `nil` when it has none (a pure time string), where the layout direction decides.
  ///
  /// Apple's text stack lays a `Text` out with the natural writing direction, "determined using
  /// the Unicode Bidi Algorithm rules P2 and P3"
  /// (https://developer.apple.com/documentation/uikit/nswritingdirection/natural).
  static func naturalDirection(_ characters: [Character]) -> TextDirection? {
    var isolates = 0
    for scalar in characters.lazy.flatMap(\.unicodeScalars) {
      switch Bidi.bidiClass(of: scalar) {
      case "LRI", "RLI", "FSI": isolates += 1
      case "PDI": isolates = max(0, isolates - 1)
      case "L" where isolates == 0: return .ltr
      case "R" where isolates == 0, "AL" where isolates == 0: return .rtl
      default: break
      }
    }
    return nil
  }

  /// The logical character indices of `characters` in visual order, left to right, when laid
  /// out as one paragraph in `direction`.
  static func visualCharacterOrder(_ characters: [Character], direction: TextDirection) throws(BidiError) -> [Int] {
    var characterOfUnit: [Int] = []
    var units: [UInt16] = []
    for (index, character) in characters.enumerated() {
      for unit in String(character).utf16 {
        units.append(unit)
        characterOfUnit.append(index)
      }
    }
    let paragraph = try BidiResolver().resolve(units, direction: ParagraphDirection(direction))
    var order: [Int] = []
    var seen = Set<Int>()
    for logical in paragraph.visualOrder {
      let character = characterOfUnit[Int(logical)]
      if seen.insert(character).inserted { order.append(character) }
    }
    return order
  }
}

import LocaleEngine

/// Character-level bidi: ICU works in UTF-16 units, layouts in characters.
enum BidiLayout {
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

/// A piece of a date pattern as ICU and CLDR write them (`HH:mm:ss`, `h 'h' mm`): a run of one
/// ASCII letter is a field, anything else literal text.
///
/// The one reader of pattern syntax: a case's fixed pattern (`FixedTimePattern`) and the
/// patterns the locale engine gets from ICU (`TimePattern`) are both split here, and each
/// checks its own fields. Quoting follows ICU's `SimpleDateFormat`: `'…'` is literal text (a
/// letter in it is not a field), and `''` is an apostrophe, inside quotes or out.
package enum PatternPiece: Sendable, Hashable {
  /// A field letter repeated `width` times (`HH` is `("H", 2)`).
  case field(Character, width: Int)
  /// Literal text, unquoted; adjacent literal text is one piece.
  case literal(String)

  /// A quote that opens and never closes, at `offset` (1-based, in characters).
  package struct UnclosedQuote: Error, Sendable, Equatable {
    package var offset: Int
  }

  /// The pieces of `pattern`, in order.
  package static func split(_ pattern: String) throws(UnclosedQuote) -> [PatternPiece] {
    var pieces: [PatternPiece] = []
    var literal = ""
    var openQuote: Int?
    let characters = Array(pattern)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        if index + 1 < characters.count, characters[index + 1] == "'" {
          literal.append("'")
          index += 2
        } else {
          openQuote = openQuote == nil ? index : nil
          index += 1
        }
        continue
      }
      guard openQuote == nil, character.isASCII, character.isLetter else {
        literal.append(character)
        index += 1
        continue
      }
      var width = 1
      while index + width < characters.count, characters[index + width] == character { width += 1 }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.field(character, width: width))
      index += width
    }
    if let openQuote { throw UnclosedQuote(offset: openQuote + 1) }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }
}

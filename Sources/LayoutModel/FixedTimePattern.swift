/// A fixed time pattern such as `mm:ss` or `H:mm:ss`: fields and literal text.
///
/// The syntax is the subset of ICU/CLDR date patterns a timer needs: the letters `H`, `HH`,
/// `m`, `mm`, `s`, `ss`; any other ASCII letter is reserved and must be quoted (`'h'`), and
/// `''` is a literal apostrophe (the syntax is read by `PatternPiece`). Each field appears at
/// most once.
package struct FixedTimePattern: Sendable, Equatable, CustomStringConvertible {
  /// One piece of a pattern.
  package enum Token: Sendable, Equatable {
    case field(TimeField)
    case literal(String)
  }

  /// The pieces in order; adjacent literals are merged.
  package var tokens: [Token]
  /// The pattern as written.
  package var description: String

  /// Parses a pattern, or explains what is wrong with it.
  package init(_ text: String) throws(FixedTimePatternError) {
    let pieces: [PatternPiece]
    do {
      pieces = try PatternPiece.split(text)
    } catch {
      throw FixedTimePatternError(pattern: text, reason: "a quote opened at character \(error.offset) is not closed")
    }
    var tokens: [Token] = []
    var seen: Set<Character> = []
    for piece in pieces {
      switch piece {
      case .literal(let literal):
        tokens.append(.literal(literal))
      case .field(let letter, let width):
        let run = String(repeating: letter, count: width)
        guard let field = TimeField(rawValue: run) else {
          let reason =
            "Hms".contains(letter)
            ? "\"\(run)\" is too long; use one or two letters"
            : "\"\(run)\" is not a supported field; use H, HH, m, mm, s or ss, and quote literal letters ('\(letter)')"
          throw FixedTimePatternError(pattern: text, reason: reason)
        }
        guard seen.insert(letter).inserted else {
          throw FixedTimePatternError(pattern: text, reason: "the field \"\(letter)\" appears more than once")
        }
        tokens.append(.field(field))
      }
    }
    guard tokens.contains(where: { if case .field = $0 { true } else { false } }) else {
      throw FixedTimePatternError(pattern: text, reason: "it has no field; use H, HH, m, mm, s or ss")
    }
    self.tokens = tokens
    self.description = text
  }
}

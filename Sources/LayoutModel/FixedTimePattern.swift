/// A fixed time pattern such as `mm:ss` or `H:mm:ss`: fields and literal text.
///
/// The syntax is the subset of ICU/CLDR date patterns a timer needs: the letters `H`, `HH`,
/// `m`, `mm`, `s`, `ss`; any other ASCII letter is reserved and must be quoted (`'h'`), and
/// `''` is a literal apostrophe. Each field appears at most once.
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
    var tokens: [Token] = []
    var literal = ""
    var seen: Set<String> = []
    let characters = Array(text)
    var i = 0
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    while i < characters.count {
      let c = characters[i]
      if c == "'" {
        if i + 1 < characters.count, characters[i + 1] == "'" {
          literal.append("'")
          i += 2
          continue
        }
        guard let close = characters[(i + 1)...].firstIndex(of: "'") else {
          throw FixedTimePatternError(pattern: text, reason: "a quote opened at character \(i + 1) is not closed")
        }
        literal.append(contentsOf: characters[(i + 1)..<close])
        i = close + 1
      } else if c.isASCII, c.isLetter {
        var j = i
        while j < characters.count, characters[j] == c { j += 1 }
        let run = String(characters[i..<j])
        guard let field = TimeField(rawValue: run) else {
          let reason =
            "Hms".contains(c)
            ? "\"\(run)\" is too long; use one or two letters"
            : "\"\(run)\" is not a supported field; use H, HH, m, mm, s or ss, and quote literal letters ('\(c)')"
          throw FixedTimePatternError(pattern: text, reason: reason)
        }
        guard seen.insert(String(c)).inserted else {
          throw FixedTimePatternError(pattern: text, reason: "the field \"\(c)\" appears more than once")
        }
        flush()
        tokens.append(.field(field))
        i = j
      } else {
        literal.append(c)
        i += 1
      }
    }
    flush()
    guard tokens.contains(where: { if case .field = $0 { true } else { false } }) else {
      throw FixedTimePatternError(pattern: text, reason: "it has no field; use H, HH, m, mm, s or ss")
    }
    self.tokens = tokens
    self.description = text
  }

  /// The fields in order.
  package var fields: [TimeField] {
    tokens.compactMap { if case .field(let field) = $0 { field } else { nil } }
  }

  /// The tokens without the hour field and the literal right after it, which is what
  /// `omitZeroHours` shows for values under an hour (`H:mm:ss` becomes `mm:ss`).
  package var tokensWithoutHours: [Token] {
    guard let hourIndex = tokens.firstIndex(where: {
      if case .field(let field) = $0 { field.isHour } else { false }
    }) else { return tokens }
    var result = tokens
    let next = hourIndex + 1
    if next < result.count, case .literal = result[next] { result.remove(at: next) }
    result.remove(at: hourIndex)
    return result
  }
}

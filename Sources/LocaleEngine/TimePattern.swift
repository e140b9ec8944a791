import LayoutModel
import Workers

/// An ICU date pattern (`HH.mm.ss`, `m:ss`, `h:mm:ss a`) split into fields and literal text, and
/// used to write a timer value the way a locale writes a time.
///
/// A timer shows a duration, not a time of day, so the hour field counts whole hours without
/// wrapping at 24 and, when the pattern has no hour field, the minutes count every minute
/// (`90:00`). The 12-hour fields (`h`, `K`) and the AM/PM marker `a` are written as a clock
/// would, because that is what such a pattern shows on screen.
package struct TimePattern: Sendable, Hashable, CustomStringConvertible {
  /// One piece of a pattern: a field letter repeated `width` times, or literal text.
  package typealias Element = PatternPiece

  /// The pattern as ICU writes it.
  package let source: String
  /// Its fields and literals in order.
  package let elements: [Element]

  /// The fields this formatter can write; any other field letter is rejected when parsing.
  package static let supportedFields: Set<Character> = ["H", "k", "h", "K", "m", "s", "a"]

  /// Patterns parsed so far, by source: a run asks for the same few patterns once per case and
  /// locale (the shipped run parsed 22,000 times, 2.8 % of its instructions). Bounded, so a
  /// run of many distinct patterns parses the rest each time instead of growing the table.
  private static let parsed = Locked<[String: TimePattern]>([:])
  private static let parsedLimit = 4096

  /// Parses an ICU pattern, honouring `'quoted text'` and `''`.
  package init(_ source: String) throws(TimePatternError) {
    if let known = Self.parsed.withLock({ $0[source] }) {
      self = known
      return
    }
    self = try TimePattern(parsingAfresh: source)
    let parsed = self
    Self.parsed.withLock { table in
      if table.count < Self.parsedLimit { table[source] = parsed }
    }
  }

  /// Parses an ICU pattern without the table: what every format did before the table was
  /// kept, which the benchmark's naive loop keeps doing so that its reference does not move
  /// with the engine's caches.
  package init(parsingAfresh source: String) throws(TimePatternError) {
    let elements: [Element]
    do {
      elements = try PatternPiece.split(source)
    } catch {
      throw TimePatternError(pattern: source, message: "unterminated quote")
    }
    for case .field(let letter, _) in elements where !Self.supportedFields.contains(letter) {
      throw TimePatternError(pattern: source, message: "field \"\(letter)\" is not a field a timer can show")
    }
    self.source = source
    self.elements = elements
  }

  package var description: String { source }

  /// Whether the pattern shows hours.
  package var hasHourField: Bool {
    // A switch, not `"HkhK".contains`: timers ask this for every tick they format.
    elements.contains { element in
      guard case .field(let letter, _) = element else { return false }
      switch letter {
      case "H", "k", "h", "K": return true
      default: return false
      }
    }
  }

  /// The same pattern without its hour field and the literal that follows it (`H:mm:ss` →
  /// `mm:ss`), for timers that hide a zero hour.
  package func droppingHourField() -> TimePattern {
    var kept: [Element] = []
    var skipNextLiteral = false
    for element in elements {
      switch element {
      case .field(let letter, _) where "HkhK".contains(letter):
        skipNextLiteral = true
      case .literal where skipNextLiteral:
        skipNextLiteral = false
      default:
        skipNextLiteral = false
        kept.append(element)
      }
    }
    return TimePattern(elements: kept)
  }

  /// A pattern of `elements`, its source written with the letters of literals quoted.
  package init(elements: [Element]) {
    self.elements = elements
    self.source = elements.map { element in
      switch element {
      case .field(let letter, let width): String(repeating: letter, count: width)
      case .literal(let text): text.contains(where: \.isLetter) ? "'\(text)'" : text
      }
    }.joined()
  }

  /// The literal between the first hour (or minute) field and the next field: `:` in `HH:mm:ss`,
  /// `.` in `HH.mm.ss`, ` h ` in fr-CA's `HH 'h' mm 'min' ss 's'`.
  package var separator: String {
    var seenField = false
    for element in elements {
      switch element {
      case .field(let letter, _) where letter != "a":
        if seenField { return "" }
        seenField = true
      case .literal(let text) where seenField:
        return text
      default:
        continue
      }
    }
    return ""
  }

  /// Writes `seconds` (a non-negative timer value) with `digits` (the ten digits of a
  /// numbering system) and the locale's AM/PM markers.
  package func format(seconds: Int, digits: [String], amPm: [String] = ["AM", "PM"]) -> String {
    pieces(seconds: seconds, digits: digits, amPm: amPm).map(\.text).joined()
  }

  /// The formatted value piece by piece: each element's text and, for a field, its letter.
  package func pieces(seconds: Int, digits: [String], amPm: [String] = ["AM", "PM"]) -> [(text: String, field: Character?)] {
    let parts = Parts(seconds: seconds, showsHours: hasHourField)
    var output: [(text: String, field: Character?)] = []
    for element in elements {
      switch element {
      case .literal(let text):
        output.append((text, nil))
      case .field("a", _):
        output.append((amPm[parts.dayPeriod], "a"))
      case .field(let letter, let width):
        output.append((parts.number(letter).map { Self.number($0, width: width, digits: digits) } ?? "", letter))
      }
    }
    return output
  }

  /// A number that stands for the shape `pieces` writes at a value: how many digits each field
  /// writes and which day period shows, packed. Two values with the same number write the same
  /// text but for which digits; `nil` when the pattern has more fields than the number holds.
  package func shapeNumber(seconds: Int) -> Int? {
    let parts = Parts(seconds: seconds, showsHours: hasHourField)
    var packed = 0
    var fields = 0
    for case .field(let letter, let width) in elements {
      fields += 1
      // Five bits a field: at most 19 digits or a day period's index.
      guard fields <= 12 else { return nil }
      let shape = letter == "a" ? parts.dayPeriod : parts.number(letter).map { max(width, Self.digitCount($0)) } ?? 0
      packed = packed << 5 | shape
    }
    return packed
  }

  /// How many decimal digits a number from zero up writes.
  package static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// The numbers a value's fields show, worked out once for `pieces` and `shapeNumber`.
  private struct Parts {
    let hours: Int
    let minutes: Int
    let seconds: Int

    init(seconds: Int, showsHours: Bool) {
      let value = abs(seconds)
      hours = value / 3600
      minutes = showsHours ? (value / 60) % 60 : value / 60
      self.seconds = value % 60
    }

    /// The index of the day period (AM 0, PM 1) the hours fall in.
    var dayPeriod: Int { (hours % 24) < 12 ? 0 : 1 }

    /// The number a field letter shows; `nil` for a letter that shows nothing.
    func number(_ letter: Character) -> Int? {
      switch letter {
      case "H": hours
      case "k": hours == 0 ? 24 : hours
      case "h": hours % 12 == 0 ? 12 : hours % 12
      case "K": hours % 12
      case "m": minutes
      case "s": seconds
      default: nil
      }
    }
  }

  /// The pattern with its first numeric field written with `width` digits at least (system
  /// timers write `5:00`, not `05:00`).
  package func withLeadingFieldWidth(_ width: Int) -> TimePattern {
    var replaced = false
    let source = elements.map { element -> String in
      switch element {
      case .field(let letter, let current):
        if !replaced, letter != "a" {
          replaced = true
          return String(repeating: letter, count: width)
        }
        return String(repeating: letter, count: current)
      case .literal(let text):
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
      }
    }.joined()
    return (try? TimePattern(source)) ?? self
  }

  /// Writes a number with `digits`, zero-padded to `width`.
  package static func number(_ value: Int, width: Int, digits: [String]) -> String {
    // Digit by digit into one string: timers write a number for every field of every tick.
    let count = digitCount(value)
    var text = ""
    text.reserveCapacity(max(width, count) * digits[0].utf8.count)
    for _ in count..<max(width, count) { text += digits[0] }
    var divisor = 1
    for _ in 1..<count { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      text += digits[rest / divisor]
      rest %= divisor
      divisor /= 10
    }
    return text
  }
}

/// A pattern that LayoutAudit cannot use as a timer pattern.
package struct TimePatternError: Error, CustomStringConvertible, Equatable {
  /// The pattern as given.
  package let pattern: String
  /// What is wrong with it.
  package let message: String

  package var description: String {
    "time pattern \"\(pattern)\": \(message); use the fields H, HH, h, m, mm, s, ss, a and quoted literal text"
  }
}

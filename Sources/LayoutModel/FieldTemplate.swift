/// A display string an app builds itself from the value's fields: a `String(format:)` format
/// (`"%02d:%02d"` with its arguments) or a Swift string interpolation
/// (`"\(minutes):\(String(format: "%02d", seconds))"`), written as literals and fields with a
/// minimum number of digits.
///
/// `String(format:)` without a locale and interpolating an `Int` both write ASCII digits, so a
/// display built this way uses Latin digits unless the case says otherwise
/// (https://developer.apple.com/documentation/swift/string/init(format:_:)).
package struct FieldTemplate: Sendable, Equatable, Hashable {
  /// One piece of the string.
  package enum Piece: Sendable, Equatable, Hashable {
    /// Text written as is.
    case literal(String)
    /// A field of the value padded to `width` characters, with zeros (`%02d`) or spaces
    /// (`%2d`); `%d` is width 1.
    case field(DisplayField, width: Int, zeroPadded: Bool)
  }

  /// The field widths a template may ask for: a timer's field is at most nine digits wide, and
  /// a case that asks for more is a mistake, not a display.
  package static let widths = 1...9

  /// The pieces in order.
  package var pieces: [Piece]
  /// How the template was written (`%02d:%02d` or the interpolation), for messages and keys.
  package var source: String

  /// The fields it shows, in order.
  package var fields: [DisplayField] {
    pieces.compactMap { if case .field(let field, _, _) = $0 { field } else { nil } }
  }

  /// Parses a `String(format:)` format: `%d`, `%i`, `%ld`, `%2d`, `%02d` (width and zero
  /// flag), `%%`; each conversion takes the next of `arguments`.
  package static func parseFormat(_ format: String, arguments: [DisplayField]) throws(FieldTemplateError)
    -> FieldTemplate
  {
    var pieces: [Piece] = []
    var literal = ""
    var next = 0
    var characters = Substring(format)
    while let percent = characters.firstIndex(of: "%") {
      literal += characters[..<percent]
      var rest = characters[characters.index(after: percent)...]
      if rest.first == "%" {
        literal += "%"
        characters = rest.dropFirst()
        continue
      }
      let zero = rest.first == "0"
      if zero { rest = rest.dropFirst() }
      let widthText = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest[widthText.endIndex...]
      if rest.hasPrefix("ld") || rest.hasPrefix("li") {
        rest = rest.dropFirst()
      }
      guard let conversion = rest.first, conversion == "d" || conversion == "i" else {
        throw FieldTemplateError(
          source: format,
          reason: "only %d and %i conversions (with an optional zero flag and width, such as %02d) are supported")
      }
      guard next < arguments.count else {
        throw FieldTemplateError(source: format, reason: "the format has more conversions than \"arguments\" (\(arguments.count))")
      }
      let width = Int(widthText) ?? 1
      guard Self.widths.contains(width) else {
        throw FieldTemplateError(source: format, reason: "a field width must be from 1 to 9")
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      // A width without the zero flag pads with spaces: `%2d` of 5 is " 5".
      pieces.append(.field(arguments[next], width: width, zeroPadded: zero))
      next += 1
      characters = rest.dropFirst()
    }
    literal += characters
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    guard next == arguments.count else {
      throw FieldTemplateError(
        source: format, reason: "\"arguments\" has \(arguments.count) fields but the format has \(next) conversions")
    }
    return FieldTemplate(pieces: pieces, source: format)
  }
}

/// A field of a timer's value that an app formats itself.
package enum DisplayField: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Whole hours (`seconds / 3600`).
  case hours
  /// Minutes within the hour (`seconds / 60 % 60`).
  case minutes
  /// Seconds within the minute (`seconds % 60`).
  case seconds
  /// Every whole minute (`seconds / 60`), as apps without an hours field write it (`90:00`).
  case totalMinutes
  /// Every whole second.
  case totalSeconds
  /// The part of a second, in the timeline's unit (centiseconds: 0–99).
  case fraction
}

/// A display template that cannot be used.
package struct FieldTemplateError: Error, CustomStringConvertible, Equatable {
  /// The template as written.
  package let source: String
  /// What is wrong.
  package let reason: String

  package var description: String { "invalid display template \"\(source)\": \(reason)" }
}

/// The placeholder syntax of display and accessibility strings.
///
/// `$display` is the displayed time string and `$spoken` the spoken duration; `$hours`,
/// `$minutes`, `$seconds`, `$totalMinutes`, `$totalSeconds` and `$fraction` are one field of the
/// displayed string each (a split-field view: one `Text` per field); `$cell` is the character of
/// the digit cell being drawn, usable several times in a cell template (a split-flap cell draws
/// it in its top and bottom halves). `${name}` is the same placeholder where a letter follows it
/// (`${spoken}s left`). `$$` is a literal dollar sign, and a `$` not followed by a letter or `{`
/// is literal too. Any other `$name` is an error, so a typo cannot silently become visible text.
package enum TextTemplate {
  /// A placeholder a template can use.
  package enum Placeholder: String, Sendable, CaseIterable {
    case display
    case spoken
    case hours
    case minutes
    case seconds
    case totalMinutes
    case totalSeconds
    case fraction
    case cell

    /// The field of the value a field placeholder shows.
    package var field: DisplayField? { DisplayField(rawValue: rawValue) }
  }

  /// A piece of a template: literal text, a placeholder, or a `$name` that names none.
  package enum Segment: Sendable, Equatable {
    case text(String)
    case placeholder(Placeholder)
    /// An unknown placeholder's name, rendered as written.
    case unknown(String)

    /// The placeholder, when the segment is one.
    package var placeholder: Placeholder? { if case .placeholder(let placeholder) = self { placeholder } else { nil } }
  }

  /// The unknown placeholder names in a template, in order.
  package static func unknownPlaceholders(in template: String) -> [String] {
    segments(template).compactMap { if case .unknown(let name) = $0 { name } else { nil } }
  }

  /// The placeholders a template uses, in order.
  package static func placeholders(in template: String) -> [Placeholder] {
    segments(template).compactMap(\.placeholder)
  }

  /// The template with its placeholders replaced; unknown placeholders are kept as written.
  package static func render(_ template: String, display: String, spoken: String) -> String {
    segments(template).map { segment in
      switch segment {
      case .text(let text): text
      case .placeholder(.display): display
      case .placeholder(.spoken): spoken
      case .placeholder(let placeholder): "$" + placeholder.rawValue
      case .unknown(let name): "$" + name
      }
    }.joined()
  }

  /// The template's segments, in order.
  package static func segments(_ template: String) -> [Segment] {
    var segments: [Segment] = []
    func named(_ name: Substring) -> Segment {
      Placeholder(rawValue: String(name)).map { .placeholder($0) } ?? .unknown(String(name))
    }
    var characters = Substring(template)
    while let dollar = characters.firstIndex(of: "$") {
      segments.append(.text(String(characters[..<dollar])))
      let rest = characters[characters.index(after: dollar)...]
      if rest.first == "$" {
        segments.append(.text("$"))
        characters = rest.dropFirst()
        continue
      }
      if rest.first == "{", let close = rest.firstIndex(of: "}") {
        // `${spoken}s`: the braces end the name where text goes on with a letter.
        segments.append(named(rest[rest.index(after: rest.startIndex)..<close]))
        characters = rest[rest.index(after: close)...]
        continue
      }
      let name = rest.prefix { $0.isASCII && $0.isLetter }
      segments.append(name.isEmpty ? .text("$") : named(name))
      characters = rest[name.endIndex...]
    }
    segments.append(.text(String(characters)))
    return segments
  }
}

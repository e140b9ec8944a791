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

  /// A template split into literal text and placeholders.
  package enum Segment: Sendable, Equatable {
    case text(String)
    case placeholder(Placeholder)
  }

  /// The template's segments; unknown placeholders are kept as literal text.
  package static func segments(_ template: String) -> [Segment] {
    var segments: [Segment] = []
    scan(template) { piece in
      switch piece {
      case .text(let text): segments.append(.text(text))
      case .placeholder(let placeholder): segments.append(.placeholder(placeholder))
      case .unknown(let name): segments.append(.text("$" + name))
      }
    }
    return segments
  }

  /// The unknown placeholder names in a template, in order.
  package static func unknownPlaceholders(in template: String) -> [String] {
    var unknown: [String] = []
    scan(template) { piece in
      if case .unknown(let name) = piece { unknown.append(name) }
    }
    return unknown
  }

  /// The placeholders a template uses, in order.
  package static func placeholders(in template: String) -> [Placeholder] {
    var found: [Placeholder] = []
    scan(template) { piece in
      if case .placeholder(let placeholder) = piece { found.append(placeholder) }
    }
    return found
  }

  /// The template with its placeholders replaced; unknown placeholders are kept as written.
  package static func render(_ template: String, display: String, spoken: String) -> String {
    var result = ""
    scan(template) { piece in
      switch piece {
      case .text(let text): result += text
      case .placeholder(.display): result += display
      case .placeholder(.spoken): result += spoken
      case .placeholder(let placeholder): result += "$" + placeholder.rawValue
      case .unknown(let name): result += "$" + name
      }
    }
    return result
  }

  private enum Piece {
    case text(String)
    case placeholder(Placeholder)
    case unknown(String)
  }

  private static func scan(_ template: String, _ visit: (Piece) -> Void) {
    var characters = Substring(template)
    while let dollar = characters.firstIndex(of: "$") {
      visit(.text(String(characters[..<dollar])))
      let rest = characters[characters.index(after: dollar)...]
      if rest.first == "$" {
        visit(.text("$"))
        characters = rest.dropFirst()
        continue
      }
      if rest.first == "{", let close = rest.firstIndex(of: "}") {
        // `${spoken}s`: the braces end the name where text goes on with a letter.
        let name = rest[rest.index(after: rest.startIndex)..<close]
        if let placeholder = Placeholder(rawValue: String(name)) { visit(.placeholder(placeholder)) } else { visit(.unknown(String(name))) }
        characters = rest[rest.index(after: close)...]
        continue
      }
      let name = rest.prefix { $0.isASCII && $0.isLetter }
      if name.isEmpty {
        visit(.text("$"))
      } else if let placeholder = Placeholder(rawValue: String(name)) {
        visit(.placeholder(placeholder))
      } else {
        visit(.unknown(String(name)))
      }
      characters = rest[name.endIndex...]
    }
    visit(.text(String(characters)))
  }
}

/// The placeholder syntax of display and accessibility strings.
///
/// `$display` is the displayed time string and `$spoken` the spoken duration; `$$` is a literal
/// dollar sign, and a `$` not followed by a letter is literal too. Any other `$name` is an error,
/// so a typo cannot silently become visible text.
package enum TextTemplate {
  /// A placeholder a template can use.
  package enum Placeholder: String, Sendable, CaseIterable {
    case display
    case spoken
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

  /// Whether `template` has `text` in it, byte for byte: Foundation's `contains` folds
  /// Unicode and costs a microsecond a call on the resolver's hot path.
  package static func mentions(_ template: String, _ text: String) -> Bool {
    let haystack = Array(template.utf8)
    let needle = Array(text.utf8)
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The template with its placeholders replaced; unknown placeholders are kept as written.
  package static func render(_ template: String, display: String, spoken: String) -> String {
    var result = ""
    scan(template) { piece in
      switch piece {
      case .text(let text): result += text
      case .placeholder(.display): result += display
      case .placeholder(.spoken): result += spoken
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

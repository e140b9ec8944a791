import LayoutModel
import LocaleEngine

/// What resolving a case reads from a locale, as a readable key: two locales with the same key
/// give the same resolved layouts, so the runner evaluates one and reports both.
///
/// It lives beside the resolver because only the resolver knows what it reads: when resolution
/// starts reading something new from a locale, this key must grow with it.
package struct LocaleClassKey: Sendable {
  private let layoutCase: LayoutCase
  /// Whether a `Text` mixes the spoken words with the value: then each language is its own
  /// class, because the words are laid out with the digits.
  private let spokenInText: Bool

  /// The keys of one case.
  package init(case layoutCase: LayoutCase) {
    self.layoutCase = layoutCase
    spokenInText = layoutCase.view.allNodes.contains { node in
      if case .text(let template) = node.kind { return template.contains("$spoken") }
      return false
    }
  }

  /// The key of one locale (`rtl latn "mm:ss" minus=\u{200E}- shown=- spoken`).
  package func key(_ profile: LocaleProfile) throws(ResolutionError) -> String {
    // Read only what the display can show: a fixed pattern opens no pattern generator, a
    // timer that never goes negative reads no minus sign.
    let format = layoutCase.timeline.display
    let pattern = try TimerFormatter.pattern(format, locale: profile)
    let digits = try TimerFormatter.digits(format, locale: profile)
    let countdown = layoutCase.timeline.countdown
    var parts = [profile.direction.rawValue, digits.name, "\"\(pattern.source)\""]
    if countdown.to < 0 {
      let localeMinus: String
      do {
        localeMinus = try LocaleEngine.shared.minusSign(locale: profile.locale, numberingSystem: digits.name)
      } catch {
        throw .locale(error)
      }
      parts.append("minus=\(localeMinus)")
      parts.append("shown=\(format.minusSign == .ascii ? "-" : localeMinus)")
    }
    if pattern.elements.contains(.field("a", width: 1)) {
      parts.append("ampm=\(profile.amPm.joined(separator: "/"))")
    }
    parts.append(profile.spokenUnits ? "spoken" : "no-spoken-units")
    if spokenInText { parts.append("text-language=\(profile.locale.bcp47)") }
    return parts.joined(separator: " ")
  }
}

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
      // Read as the renderer reads it: `${spoken}s` shows the words, `$$spoken` does not.
      if case .text(let template) = node.kind { return TextTemplate.placeholders(in: template).contains(.spoken) }
      return false
    }
  }

  /// The key of one locale (`rtl latn "mm:ss" minus=\u{200E}- shown=- spoken`). When the app
  /// does not ship the locale's language, the key is the one of the locale it runs in, plus
  /// the device locale's own (what the latent findings are judged under).
  package func key(_ profile: LocaleProfile) throws(ResolutionError) -> String {
    let app = try AppLocale(case: layoutCase, device: profile)
    guard !app.ships else { return try baseKey(profile) }
    return try baseKey(app.effective) + " | runs in \(app.localization); latent as " + baseKey(profile)
  }

  private func baseKey(_ profile: LocaleProfile) throws(ResolutionError) -> String {
    let countdown = layoutCase.timeline.countdown
    // The key names minus signs only where the countdown goes below zero; elsewhere reading
    // them would open an ICU number formatter per locale for nothing.
    let formatter = try TimerFormatter(
      format: layoutCase.timeline.display, locale: profile, unitsPerSecond: countdown.unitsPerSecond,
      readsMinusSign: countdown.hasNegativeValues)
    var parts = [
      profile.direction.rawValue, formatter.digits.name, "\"\(formatter.shapeKey)\"",
    ]
    if countdown.hasNegativeValues {
      parts.append("minus=\(formatter.localeMinus)")
      parts.append("shown=\(formatter.appMinus)")
    }
    if formatter.showsDayPeriod {
      parts.append("ampm=\(profile.amPm.joined(separator: "/"))")
    }
    parts.append(profile.spokenUnits ? "spoken" : "no-spoken-units")
    if spokenInText { parts.append("text-language=\(profile.locale.bcp47)") }
    return parts.joined(separator: " ")
  }
}

import LayoutModel
import LocaleEngine

/// The locale an app formats and lays out in on a device whose preferred language is the
/// locale under audit.
///
/// The app runs in the localisation that best matches the device language
/// (`AppLocalizations.match`); Foundation's current locale then combines that language with the
/// device's region (an English-only app on an Arabic (Egypt) device formats as `en_EG`), and the
/// layout direction is the direction of that language. ICU stands in for Foundation here: the
/// combination is looked up in ICU's catalogue, and where ICU has no such locale the language
/// alone is used.
package struct AppLocale: Sendable {
  /// The device locale under audit.
  package let device: LocaleProfile
  /// The locale the app formats and lays out in.
  package let effective: LocaleProfile
  /// The localisation the app runs in (its BCP 47 id as the case writes it).
  package let localization: String
  /// Whether the app ships the device's language; when it does not, the app runs in another
  /// localisation and what fails only as if it did is latent.
  package let ships: Bool

  /// The app locale of a case on a device; `assumingLocalized` audits the layout as if the
  /// app shipped the device's language (to find latent findings).
  package init(
    case layoutCase: LayoutCase, device: LocaleProfile, assumingLocalized: Bool = false
  ) throws(ResolutionError) {
    self.device = device
    let match = layoutCase.localizations.match(device.locale.bcp47)
    ships = match.ships
    guard !match.ships, !assumingLocalized else {
      localization = match.ships ? match.localization : device.locale.bcp47
      effective = device
      return
    }
    localization = match.localization
    let language = AppLocalizations.language(of: match.localization)
    let candidates = AppLocalizations.region(of: device.locale.bcp47).map { ["\(match.localization)-\($0)", "\(language)-\($0)"] } ?? []
    if let found = candidates.lazy.compactMap({ try? LocaleEngine.shared.profile($0) }).first {
      effective = found
    } else {
      do {
        effective = try LocaleEngine.shared.profile(match.localization)
      } catch {
        throw .locale(error)
      }
    }
  }
}

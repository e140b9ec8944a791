/// Which digits the app shows.
package enum DigitSystem: Sendable, Equatable, Hashable {
  /// The locale's default numbering system (e.g. Arabic-Indic digits in ar-EG).
  case locale
  /// A named CLDR numbering system such as `latn`; the runner checks that it exists.
  case named(String)
}

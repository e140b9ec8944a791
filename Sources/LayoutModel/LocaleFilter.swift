/// Locales described by what they are rather than listed: every condition given must hold.
///
/// `{ "direction": "rtl", "numberingSystems": ["arab", "arabext"] }` is "the right-to-left
/// locales whose digits are Arabic-script"; `{ "spokenUnits": false }` is "the locales without
/// full-name duration units in CLDR".
package struct LocaleFilter: Sendable, Hashable {
  /// `ltr` or `rtl`.
  package var direction: String?
  /// The locale's default numbering system is one of these (`latn`, `arab`, `arabext`, …).
  package var numberingSystems: [String]?
  /// Whether CLDR has full-name duration units for the locale.
  package var spokenUnits: Bool?
}

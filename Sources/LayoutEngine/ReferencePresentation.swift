/// How a displayed value *should* look in a locale: written the way the locale writes it and
/// laid out by ICU bidi in the locale's direction. A rendering is correct when its visual token
/// sequence equals this one.
public struct ReferencePresentation: Sendable, Hashable, Codable {
  /// The reference string in logical order: the app's pattern and digits, the locale's minus
  /// sign with its bidi marks.
  public let text: String
  /// The string as ICU bidi displays it, left to right.
  public let visual: String
  /// The visible tokens, left to right.
  public let tokens: [DisplayToken]
  /// The paragraph direction it was laid out in (the locale's).
  public let direction: String
}

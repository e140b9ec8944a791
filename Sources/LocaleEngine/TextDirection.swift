/// The direction characters run in: a locale's character orientation, a paragraph's level.
public enum TextDirection: String, Sendable, Codable, CaseIterable {
  case ltr
  case rtl

  /// The other direction.
  public var opposite: TextDirection { self == .ltr ? .rtl : .ltr }
}

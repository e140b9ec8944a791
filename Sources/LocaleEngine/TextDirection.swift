/// The direction characters run in: a locale's character orientation, a paragraph's level.
public enum TextDirection: String, Sendable, Codable, CaseIterable {
  case ltr
  case rtl
}

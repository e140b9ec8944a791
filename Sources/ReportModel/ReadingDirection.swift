/// The direction a locale's text runs in, as a report records it.
public enum ReadingDirection: String, Sendable, Hashable, Codable {
  case ltr
  case rtl
}

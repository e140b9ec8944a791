/// Whether something drawn belongs to the original view or to a reflection's copy of it.
public enum LayoutCopy: String, Sendable, Hashable, Codable {
  case original
  case reflection
}

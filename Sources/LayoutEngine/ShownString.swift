/// A string the layout shows or announces, for checks on its characters.
public struct ShownString: Sendable, Hashable, Codable {
  /// What the string is.
  public enum Role: String, Sendable, Hashable, Codable {
    case text
    case label
    case value
    case display
  }

  /// The node it belongs to.
  public let node: NodeReference
  /// Text, label, value or the display string.
  public let role: Role
  /// The string as resolved for the locale and tick.
  public let text: String
}

/// One `"key": value` pair of a JSON object, with the location of its key.
public struct JSONMember: Sendable, Equatable {
  /// The decoded key.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// One `"key": value` pair of a JSON object, with the location of its key.
package struct JSONMember: Sendable, Equatable {
  /// The decoded key.
  package var key: String
  /// Where the key's opening quote is.
  package var keyLocation: SourceLocation
  /// The member's value.
  package var value: JSONValue
}

/// The members of a JSON object being decoded, with a phrase naming the object for messages.
struct FieldSet {
  let members: [JSONMember]
  let location: SourceLocation
  /// How messages name the object, e.g. `a DigitCells node`.
  let what: String

  subscript(key: String) -> JSONMember? { members.first { $0.key == key } }
}

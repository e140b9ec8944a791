/// A parsed JSON value together with the location where it starts in its file.
package struct JSONValue: Sendable, Equatable {
  /// The shape and content of a JSON value.
  package enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they appear in the file; keys are unique.
    case object([JSONMember])
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value's first character is.
  package var location: SourceLocation

  /// Creates a value at a location.
  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// A phrase naming the value's JSON type, for error messages ("a string", "an object").
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

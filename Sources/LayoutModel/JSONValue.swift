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

  /// The member with this key when the value is an object that has one.
  package subscript(key: String) -> JSONMember? { members?.first { $0.key == key } }

  /// The members when the value is an object.
  package var members: [JSONMember]? { if case .object(let members) = kind { members } else { nil } }

  /// The elements when the value is an array.
  package var elements: [JSONValue]? { if case .array(let elements) = kind { elements } else { nil } }

  /// The text when the value is a string.
  package var string: String? { if case .string(let text) = kind { text } else { nil } }

  /// The number when the value is one.
  package var number: Double? { if case .number(let number) = kind { number } else { nil } }

  /// The flag when the value is `true` or `false`.
  package var bool: Bool? { if case .bool(let flag) = kind { flag } else { nil } }

  /// The message for a value of the wrong type, the one wording the case and profile formats
  /// share: `expected a string for "name", found a number`.
  package func mismatch(expected: String, for subject: String) -> String {
    "expected \(expected) for \(subject), found \(typeDescription)"
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

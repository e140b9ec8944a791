import Foundation

/// The line layout of `report.json`: compact JSON with each member of the top-level object on a
/// line of its own, and each element of a top-level array on a line of its own.
///
/// The value's `encode(to:)` hands its members to `TopLevelMembers`, which keeps them; they are
/// written in key order (by UTF-8 bytes, as `JSONEncoder`'s `.sortedKeys`), each member's value,
/// or each element of an array, encoded on its own straight into the output: memory holds one
/// element's encoding, not the document's.
enum JSONLines {
  /// Appends `value`, whose top level is a keyed container (`AuditReport`), in lines ending in a
  /// newline: each value and element `encoder`'s JSON with hidden characters escaped
  /// (`JSONEscaping`).
  static func write(_ value: some Encodable, with encoder: JSONEncoder, into data: inout Data) throws {
    let top = TopLevelMembers()
    try value.encode(to: top)
    let members = top.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    for (index, member) in members.enumerated() {
      data.append(contentsOf: Array((index == 0 ? "{\n  " : ",\n  ").utf8))
      data.append(try encoder.encode(member.key))
      data.append(UInt8(ascii: ":"))
      if let elements = member.value as? any JSONLineElements {
        try elements.append(to: &data, with: encoder)
      } else {
        data.append(JSONEscaping.escapingHidden(try encoder.encode(member.value)))
      }
    }
    data.append(contentsOf: Array((members.isEmpty ? "{}\n" : "\n}\n").utf8))
  }
}

/// An array whose elements go on lines of their own.
private protocol JSONLineElements {
  func append(to data: inout Data, with encoder: JSONEncoder) throws
}

extension Array: JSONLineElements where Element: Encodable {
  fileprivate func append(to data: inout Data, with encoder: JSONEncoder) throws {
    data.append(UInt8(ascii: "["))
    for (index, element) in enumerated() {
      data.append(contentsOf: [UInt8]((index == 0 ? "\n    " : ",\n    ").utf8))
      data.append(JSONEscaping.escapingHidden(try encoder.encode(element)))
    }
    data.append(contentsOf: [UInt8]((isEmpty ? "]" : "\n  ]").utf8))
  }
}

/// The encoder a value's `encode(to:)` gives its top-level members to, kept unencoded.
///
/// A top level in lines is a keyed container of whole values (`AuditReport`'s); asking for
/// anything else is a bug in the value's encoding, stopped where it happens.
private final class TopLevelMembers: Encoder {
  var members: [(key: String, value: any Encodable)] = []
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Members(top: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("a top level in lines is keyed") }

  func singleValueContainer() -> any SingleValueEncodingContainer { preconditionFailure("a top level in lines is keyed") }

  /// The keyed container: each value goes to the list whole.
  struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let top: TopLevelMembers
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { top.members.append((key.stringValue, Int?.none)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { top.members.append((key.stringValue, value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> { preconditionFailure("a member in lines is encoded whole") }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      preconditionFailure("a member in lines is encoded whole")
    }

    mutating func superEncoder() -> any Encoder { preconditionFailure("a member in lines is encoded whole") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("a member in lines is encoded whole") }
  }
}

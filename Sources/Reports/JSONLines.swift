import Foundation
import Workers

/// The line layout of `report.json`: compact JSON with each member of the top-level object on a
/// line of its own, and each element of a top-level array on a line of its own.
///
/// The value's `encode(to:)` hands its members to `TopLevelMembers`, which keeps them; they are
/// encoded in key order (by UTF-8 bytes, as `JSONEncoder`'s `.sortedKeys`), each member's value,
/// or each element of an array, on its own: memory holds the bytes and one element's encoder
/// tree a thread, not a tree of the document. The members stay apart until the file is made, so
/// the run id's digest can read them first (`ReportRunID`).
enum JSONLines {
  /// One member of the top-level object: its key and its value's bytes as they go on its line,
  /// in pieces (an array's chunks stay apart: joining them would hold the array twice).
  struct Member {
    var key: String
    var value: [Data]
  }

  /// The top-level members of `value` in key order (by UTF-8 bytes, as `JSONEncoder`'s
  /// `.sortedKeys`), each value encoded for its line; the elements of a long array are encoded
  /// on up to `threads` threads, each with an encoder of its own.
  static func members(
    of value: some Encodable, encoders makeEncoder: @escaping @Sendable () -> JSONEncoder, threads: Int = 1
  ) throws -> [Member] {
    let top = TopLevelMembers()
    try value.encode(to: top)
    let encoder = makeEncoder()
    return try top.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { member in
      let bytes =
        if let elements = member.value as? any JSONLineElements {
          try elements.lines(encoders: makeEncoder, threads: threads)
        } else {
          [JSONEscaping.escapingHidden(try encoder.encode(member.value))]
        }
      return Member(key: member.key, value: bytes)
    }
  }

  /// The document `members` make, one member a line, in pieces: the members' values as they are
  /// and the text between them (keys are coding keys: plain identifiers, quoted as they are).
  static func pieces(_ members: [Member]) -> [Data] {
    var pieces: [Data] = []
    for (index, member) in members.enumerated() {
      pieces.append(Data(((index == 0 ? "{\n  \"" : ",\n  \"") + member.key + "\":").utf8))
      pieces.append(contentsOf: member.value)
    }
    pieces.append(Data((members.isEmpty ? "{}\n" : "\n}\n").utf8))
    return pieces
  }
}

/// An array whose elements go on lines of their own.
private protocol JSONLineElements {
  func lines(encoders makeEncoder: @escaping @Sendable () -> JSONEncoder, threads: Int) throws -> [Data]
}

extension Array: JSONLineElements where Element: Encodable {
  /// Elements encoded together on one thread: enough that starting a chunk costs nothing
  /// beside it.
  private static var chunk: Int { 1_024 }

  fileprivate func lines(encoders makeEncoder: @escaping @Sendable () -> JSONEncoder, threads: Int) throws -> [Data] {
    let chunks = (count + Self.chunk - 1) / Self.chunk
    // Only read while the chunks encode, and the report's element types are all values; the
    // conformance cannot ask for `Sendable`, a marker protocol.
    nonisolated(unsafe) let elements = self
    let encoded = WorkPool.map(count: chunks, threads: threads) { chunk in
      Result { () throws -> Data in
        let encoder = makeEncoder()
        var data = Data()
        for index in chunk * Self.chunk..<Swift.min(elements.count, (chunk + 1) * Self.chunk) {
          data.append(contentsOf: [UInt8]((index == 0 ? "\n    " : ",\n    ").utf8))
          data.append(JSONEscaping.escapingHidden(try encoder.encode(elements[index])))
        }
        return data
      }
    }
    return [Data([UInt8(ascii: "[")])] + (try encoded.map { try $0.get() }) + [Data((isEmpty ? "]" : "\n  ]").utf8)]
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

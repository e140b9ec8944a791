import Foundation

/// Decodes `Decodable` values from a `JSONTree`: how `report.json` is read back for `merge`
/// and `--baseline`.
///
/// It reads what Foundation's `JSONDecoder` reads, with the same errors (`DecodingError`s with
/// coding paths), at a fraction of the cost: a merge of four shard reports had spent a third of
/// its instructions in Foundation's decoder, which hashes every key of every object into a
/// dictionary. Here an object's members are scanned in order, and the document is parsed once
/// however many times it is decoded (the version probe, then the report).
struct ReportJSONDecoder {
  /// Handed to every `init(from:)` (the locale table, `LocaleRanges.tableKey`).
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func decode<T: Decodable>(_ type: T.Type, from tree: JSONTree) throws -> T {
    try T(from: TreeDecoder(tree, codingPath: [], userInfo: userInfo))
  }
}

/// One value's decoder; it is its own single-value container.
private final class TreeDecoder: Decoder, SingleValueDecodingContainer {
  let tree: JSONTree
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  init(_ tree: JSONTree, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.tree = tree
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else {
      throw TreeValue.mismatch([String: Any].self, tree, codingPath)
    }
    return KeyedDecodingContainer(TreeKeyedContainer<Key>(members: members, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else { throw TreeValue.mismatch([Any].self, tree, codingPath) }
    return TreeUnkeyedContainer(elements: elements, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool {
    if case .null = tree { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool { try TreeValue.bool(tree, codingPath) }
  func decode(_ type: String.Type) throws -> String { try TreeValue.string(tree, codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try TreeValue.float(tree, codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try TreeValue.float(tree, codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeValue.integer(tree, codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeValue.integer(tree, codingPath) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try TreeValue.decode(type, tree, codingPath, userInfo) }
}

/// The conversions every container shares, with Foundation's errors.
private enum TreeValue {
  static func mismatch(_ type: Any.Type, _ tree: JSONTree, _ path: [any CodingKey]) -> DecodingError {
    if case .null = tree {
      return .valueNotFound(type, .init(codingPath: path, debugDescription: "Expected \(type) value but found null instead."))
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(tree.kind) instead."))
  }

  static func bool(_ tree: JSONTree, _ path: [any CodingKey]) throws -> Bool {
    guard case .bool(let value) = tree else { throw mismatch(Bool.self, tree, path) }
    return value
  }

  static func string(_ tree: JSONTree, _ path: [any CodingKey]) throws -> String {
    guard case .string(let value) = tree else { throw mismatch(String.self, tree, path) }
    return value
  }

  static func float<F: BinaryFloatingPoint & LosslessStringConvertible>(_ tree: JSONTree, _ path: [any CodingKey]) throws -> F {
    guard case .number(let text) = tree else { throw mismatch(F.self, tree, path) }
    guard let value = F(text), value.isFinite else {
      throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(F.self)."))
    }
    return value
  }

  static func integer<I: FixedWidthInteger>(_ tree: JSONTree, _ path: [any CodingKey]) throws -> I {
    guard case .number(let text) = tree else { throw mismatch(I.self, tree, path) }
    if let value = I(text) { return value }
    // `1e3` or `2.0` are whole numbers written otherwise; a fraction is not.
    if let value = Double(text), value.rounded() == value, let exact = I(exactly: value) { return exact }
    throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(I.self)."))
  }

  static func decode<T: Decodable>(
    _ type: T.Type, _ tree: JSONTree, _ path: [any CodingKey], _ userInfo: [CodingUserInfoKey: Any]
  ) throws -> T {
    // The common leaves without a decoder of their own.
    if T.self == String.self { return try string(tree, path) as! T }
    if T.self == Int.self { return try integer(tree, path) as Int as! T }
    if T.self == Bool.self { return try bool(tree, path) as! T }
    if T.self == Double.self { return try float(tree, path) as Double as! T }
    return try T(from: TreeDecoder(tree, codingPath: path, userInfo: userInfo))
  }
}

/// An object's members, found by scanning (the first of a repeated key wins, as in Foundation).
private struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: String, value: JSONTree)]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func member(_ key: Key) -> JSONTree? {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    return nil
  }

  func value(_ key: Key) throws -> JSONTree {
    guard let found = member(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return found
  }

  func contains(_ key: Key) -> Bool { member(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try value(key) { return true }
    return false
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try TreeValue.bool(value(key), codingPath + [key]) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try TreeValue.string(value(key), codingPath + [key]) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try TreeValue.float(value(key), codingPath + [key]) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try TreeValue.float(value(key), codingPath + [key]) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try TreeValue.integer(value(key), codingPath + [key]) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try TreeValue.integer(value(key), codingPath + [key]) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try TreeValue.decode(type, value(key), codingPath + [key], userInfo)
  }

  // `decodeIfPresent` reads a missing key and a null alike as nil, as Foundation does.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let found = member(key) else { return nil }
    if case .null = found { return nil }
    return try TreeValue.decode(type, found, codingPath + [key], userInfo)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try TreeDecoder(value(key), codingPath: codingPath + [key], userInfo: userInfo).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(value(key), codingPath: codingPath + [key], userInfo: userInfo).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = TreeIndexKey(stringValue: "super")
    return TreeDecoder(members.first { $0.key == "super" }?.value ?? .null, codingPath: codingPath + [key], userInfo: userInfo)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(member(key) ?? .null, codingPath: codingPath + [key], userInfo: userInfo)
  }
}

/// An array's elements, read in turn.
private struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONTree]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  private(set) var currentIndex = 0

  init(elements: [JSONTree], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.elements = elements
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }
  var path: [any CodingKey] { codingPath + [TreeIndexKey(intValue: currentIndex)] }

  mutating func next(_ type: Any.Type) throws -> JSONTree {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(Any?.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    if case .null = elements[currentIndex] {
      currentIndex += 1
      return true
    }
    return false
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { let at = path; return try TreeValue.bool(next(type), at) }
  mutating func decode(_ type: String.Type) throws -> String { let at = path; return try TreeValue.string(next(type), at) }
  mutating func decode(_ type: Double.Type) throws -> Double { let at = path; return try TreeValue.float(next(type), at) }
  mutating func decode(_ type: Float.Type) throws -> Float { let at = path; return try TreeValue.float(next(type), at) }
  mutating func decode(_ type: Int.Type) throws -> Int { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let at = path; return try TreeValue.integer(next(type), at) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let at = path; return try TreeValue.integer(next(type), at) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let at = path
    return try TreeValue.decode(type, next(type), at, userInfo)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let at = path
    return try TreeDecoder(next([String: Any].self), codingPath: at, userInfo: userInfo).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let at = path
    return try TreeDecoder(next([Any].self), codingPath: at, userInfo: userInfo).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let at = path
    return TreeDecoder(try next(Any.self), codingPath: at, userInfo: userInfo)
  }
}

/// A position in an array, or `super`, in a coding path.
private struct TreeIndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

import Foundation

/// Decodes `Decodable` values from a `JSONTree`: how `report.json` is read back for `merge`
/// and `--baseline`.
///
/// It reads what Foundation's `JSONDecoder` reads, with the same errors (`DecodingError`s with
/// coding paths), for less: Foundation's decoder hashes every key of every object into a
/// dictionary, and a merge of the four shipped shards spent 0.24 billion instructions reading
/// them, 0.19 billion now (most of the rest is the report model's own `init(from:)`). Here an
/// object's members are scanned in order, and the document is parsed once however many times
/// it is decoded (the version probe, then the report).
struct ReportJSONDecoder {
  /// The parsed document's bytes, which its strings and numbers are spans of.
  let document: UnsafeBufferPointer<UInt8>
  /// Handed to every `init(from:)` (the locale table, `LocaleRanges.tableKey`).
  var userInfo: [CodingUserInfoKey: Any] = [:]

  /// A decoder of the tree `JSONTree.parse(document)` made; use it only while `document` is.
  init(document: UnsafeBufferPointer<UInt8>) {
    self.document = document
  }

  func decode<T: Decodable>(_ type: T.Type, from tree: JSONTree) throws -> T {
    try T(from: TreeDecoder(tree, codingPath: [], context: TreeContext(document: document, userInfo: userInfo)))
  }
}

/// What every decoder and container of one document shares.
private struct TreeContext {
  let document: UnsafeBufferPointer<UInt8>
  let userInfo: [CodingUserInfoKey: Any]

  /// A string value's text, or nil when the value is not a string.
  func text(_ tree: JSONTree) -> String? {
    switch tree {
    case .text(let span): String(decoding: document[span.start..<span.end], as: UTF8.self)
    case .string(let value): value
    default: nil
    }
  }

  /// Whether a member's key is `name`, compared as bytes.
  func key(_ key: JSONTree, is name: String) -> Bool {
    switch key {
    case .text(let span):
      let count = span.end - span.start
      var name = name
      return name.withUTF8 { bytes in
        bytes.count == count && (count == 0 || memcmp(bytes.baseAddress!, document.baseAddress! + span.start, count) == 0)
      }
    case .string(let value): return value == name
    default: return false
    }
  }

  /// A number's text as written.
  func number(_ span: JSONSpan) -> String { String(decoding: document[span.start..<span.end], as: UTF8.self) }
}

/// One value's decoder; it is its own single-value container.
private final class TreeDecoder: Decoder, SingleValueDecodingContainer {
  let tree: JSONTree
  let codingPath: [any CodingKey]
  let context: TreeContext
  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  init(_ tree: JSONTree, codingPath: [any CodingKey], context: TreeContext) {
    self.tree = tree
    self.codingPath = codingPath
    self.context = context
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else {
      throw TreeValue.mismatch([String: Any].self, tree, codingPath)
    }
    return KeyedDecodingContainer(TreeKeyedContainer<Key>(members: members, codingPath: codingPath, context: context))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else { throw TreeValue.mismatch([Any].self, tree, codingPath) }
    return TreeUnkeyedContainer(elements: elements, codingPath: codingPath, context: context)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool {
    if case .null = tree { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool { try TreeValue.bool(tree, codingPath, context) }
  func decode(_ type: String.Type) throws -> String { try TreeValue.string(tree, codingPath, context) }
  func decode(_ type: Double.Type) throws -> Double { try TreeValue.float(tree, codingPath, context) }
  func decode(_ type: Float.Type) throws -> Float { try TreeValue.float(tree, codingPath, context) }
  func decode(_ type: Int.Type) throws -> Int { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: Int8.Type) throws -> Int8 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: Int16.Type) throws -> Int16 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: Int32.Type) throws -> Int32 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: Int64.Type) throws -> Int64 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: UInt.Type) throws -> UInt { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeValue.integer(tree, codingPath, context) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeValue.integer(tree, codingPath, context) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try TreeValue.decode(type, tree, codingPath, context) }
}

/// The conversions every container shares, with Foundation's errors.
private enum TreeValue {
  static func mismatch(_ type: Any.Type, _ tree: JSONTree, _ path: [any CodingKey]) -> DecodingError {
    if case .null = tree {
      return .valueNotFound(type, .init(codingPath: path, debugDescription: "Expected \(type) value but found null instead."))
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(tree.kind) instead."))
  }

  static func bool(_ tree: JSONTree, _ path: [any CodingKey], _ context: TreeContext) throws -> Bool {
    guard case .bool(let value) = tree else { throw mismatch(Bool.self, tree, path) }
    return value
  }

  static func string(_ tree: JSONTree, _ path: [any CodingKey], _ context: TreeContext) throws -> String {
    guard let value = context.text(tree) else { throw mismatch(String.self, tree, path) }
    return value
  }

  static func float<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ tree: JSONTree, _ path: [any CodingKey], _ context: TreeContext
  ) throws -> F {
    guard case .number(let span) = tree else { throw mismatch(F.self, tree, path) }
    let text = context.number(span)
    guard let value = F(text), value.isFinite else {
      throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(F.self)."))
    }
    return value
  }

  static func integer<I: FixedWidthInteger>(_ tree: JSONTree, _ path: [any CodingKey], _ context: TreeContext) throws -> I {
    guard case .number(let span) = tree else { throw mismatch(I.self, tree, path) }
    if let value = digits(span, context.document, as: I.self) { return value }
    let text = context.number(span)
    if let value = I(text) { return value }
    // `1e3` or `2.0` are whole numbers written otherwise; a fraction is not.
    if let value = Double(text), value.rounded() == value, let exact = I(exactly: value) { return exact }
    throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(I.self)."))
  }

  /// A plain integer (`-?[0-9]+`) read from its digits without making a string; nil for any
  /// other spelling, or when it does not fit.
  static func digits<I: FixedWidthInteger>(_ span: JSONSpan, _ document: UnsafeBufferPointer<UInt8>, as: I.Type) -> I? {
    var index = span.start
    let negative = document[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < span.end else { return nil }
    var value: I = 0
    while index < span.end {
      let digit = document[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = negative
        ? shifted.subtractingReportingOverflow(I(digit)) : shifted.addingReportingOverflow(I(digit))
      guard !overflow, !overflow2 else { return nil }
      value = next
      index += 1
    }
    return value
  }

  static func decode<T: Decodable>(_ type: T.Type, _ tree: JSONTree, _ path: [any CodingKey], _ context: TreeContext) throws -> T {
    // The common leaves without a decoder of their own.
    if T.self == String.self { return try string(tree, path, context) as! T }
    if T.self == Int.self { return try integer(tree, path, context) as Int as! T }
    if T.self == Bool.self { return try bool(tree, path, context) as! T }
    if T.self == Double.self { return try float(tree, path, context) as Double as! T }
    return try T(from: TreeDecoder(tree, codingPath: path, context: context))
  }
}

/// An object's members, found by scanning (the first of a repeated key wins, as in Foundation).
private struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: JSONTree, value: JSONTree)]
  let codingPath: [any CodingKey]
  let context: TreeContext

  var allKeys: [Key] { members.compactMap { context.text($0.key).flatMap(Key.init(stringValue:)) } }

  func member(_ key: Key) -> JSONTree? {
    let name = key.stringValue
    for member in members where context.key(member.key, is: name) { return member.value }
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

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try TreeValue.bool(value(key), codingPath + [key], context) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try TreeValue.string(value(key), codingPath + [key], context) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try TreeValue.float(value(key), codingPath + [key], context) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try TreeValue.float(value(key), codingPath + [key], context) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try TreeValue.integer(value(key), codingPath + [key], context) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try TreeValue.integer(value(key), codingPath + [key], context) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try TreeValue.decode(type, value(key), codingPath + [key], context)
  }

  // `decodeIfPresent` reads a missing key and a null alike as nil, as Foundation does.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let found = member(key) else { return nil }
    if case .null = found { return nil }
    return try TreeValue.decode(type, found, codingPath + [key], context)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try TreeDecoder(value(key), codingPath: codingPath + [key], context: context).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(value(key), codingPath: codingPath + [key], context: context).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = TreeIndexKey(stringValue: "super")
    return TreeDecoder(
      members.first { context.key($0.key, is: "super") }?.value ?? .null, codingPath: codingPath + [key], context: context)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(member(key) ?? .null, codingPath: codingPath + [key], context: context)
  }
}

/// An array's elements, read in turn.
private struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONTree]
  let codingPath: [any CodingKey]
  let context: TreeContext
  private(set) var currentIndex = 0

  init(elements: [JSONTree], codingPath: [any CodingKey], context: TreeContext) {
    self.elements = elements
    self.codingPath = codingPath
    self.context = context
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

  mutating func decode(_ type: Bool.Type) throws -> Bool { let at = path; return try TreeValue.bool(next(type), at, context) }
  mutating func decode(_ type: String.Type) throws -> String { let at = path; return try TreeValue.string(next(type), at, context) }
  mutating func decode(_ type: Double.Type) throws -> Double { let at = path; return try TreeValue.float(next(type), at, context) }
  mutating func decode(_ type: Float.Type) throws -> Float { let at = path; return try TreeValue.float(next(type), at, context) }
  mutating func decode(_ type: Int.Type) throws -> Int { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let at = path; return try TreeValue.integer(next(type), at, context) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let at = path; return try TreeValue.integer(next(type), at, context) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let at = path
    return try TreeValue.decode(type, next(type), at, context)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let at = path
    return try TreeDecoder(next([String: Any].self), codingPath: at, context: context).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let at = path
    return try TreeDecoder(next([Any].self), codingPath: at, context: context).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let at = path
    return TreeDecoder(try next(Any.self), codingPath: at, context: context)
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

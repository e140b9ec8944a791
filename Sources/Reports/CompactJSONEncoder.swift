import Foundation

/// Encodes `Encodable` values to exactly the bytes Foundation's `JSONEncoder` writes with
/// `outputFormatting = [.sortedKeys, .withoutEscapingSlashes]`, for a fraction of the work.
///
/// `JSONEncoder` boxes every value into a tree of enums, hashes every key into a dictionary and
/// sorts each dictionary when it writes the tree out: about 500 instructions a byte of
/// `report.json`. Here leaves go straight into bytes, and a keyed container keeps each
/// member's bytes (`"key":value`) in key order as they arrive, so closing it only joins them.
/// A value's bytes are final when the `encode(to:)` that made them returns; containers opened
/// with `nestedContainer`, `nestedUnkeyedContainer` and `superEncoder` stay open until their
/// parent closes.
///
/// Where it does not match `JSONEncoder`:
/// - `Data`, `URL` and `Decimal`, which `JSONEncoder` writes in special forms (base64, the
///   absolute string, a number), throw `EncodingError.invalidValue` instead of differing;
///   the report model has none. `Date` needs nothing: `JSONEncoder`'s default for it is the
///   date's own `encode(to:)`.
/// - Continuing a value already encoded throws: a container asked of an encoder that holds a
///   single value, or a nested container under a key that holds a value. `JSONEncoder` stops
///   with a precondition, or, when the value is an object or array, adds to it.
/// - Keys that are canonically equivalent but differ in bytes (`"é"` composed and decomposed)
///   are two members here; `JSONEncoder`'s dictionary would keep one.
///
/// An instance keeps spare buffers between calls: use it from one place at a time.
package final class CompactJSONEncoder {
  /// Contextual information for the values' `encode(to:)`, as `JSONEncoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: Any]

  /// Finished nodes kept for reuse, so encoding an element allocates nothing in the steady state.
  @exclusivity(unchecked) fileprivate var spare: [CompactNode] = []

  /// The first misuse found by a call that cannot throw (`nestedContainer`), thrown at the end.
  fileprivate var failure: (any Error)?

  /// Creates an encoder.
  package init(userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.userInfo = userInfo
  }

  /// The JSON text of a value.
  package func encode<T: Encodable>(_ value: T) throws -> Data {
    var bytes: [UInt8] = []
    try encode(value, appendingTo: &bytes)
    return Data(bytes)
  }

  /// Appends the JSON text of a value to `output`.
  package func encode<T: Encodable>(_ value: T, appendingTo output: inout [UInt8]) throws {
    failure = nil
    defer { failure = nil }
    var root = take(parent: nil, key: nil)
    try root.encodeValue(value)
    if let failure { throw failure }
    guard root.kind != .empty else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    root.write(into: &output)
    recycle(&root)
  }

  /// A node for a value, from the spares when there is one.
  fileprivate func take(parent: CompactNode?, key: (any CodingKey)?) -> CompactNode {
    let node = spare.popLast() ?? CompactNode()
    node.owner = self
    node.parent = parent
    node.key = key
    return node
  }

  /// Keeps a finished node for reuse, unless something still holds it (an encoder or container
  /// kept past `encode(to:)`) or its buffer grew large.
  fileprivate func recycle(_ node: inout CompactNode) {
    guard isKnownUniquelyReferenced(&node), node.bytes.capacity <= 1 << 16, spare.count < 64 else { return }
    node.reset()
    spare.append(node)
  }

  /// Records a misuse found where nothing can be thrown; the first one is thrown at the end.
  fileprivate func fail(_ description: String, at codingPath: [any CodingKey]) {
    if failure == nil {
      failure = EncodingError.invalidValue(
        (), .init(codingPath: codingPath, debugDescription: description))
    }
  }
}

/// One JSON value under construction: the encoder a value's `encode(to:)` is given, and the
/// storage of the container it asks for.
private final class CompactNode: Encoder, SingleValueEncodingContainer {
  /// What the value turned out to be.
  enum Kind {
    /// Nothing asked for yet; written `{}`, as `JSONEncoder` writes a value that encodes nothing.
    case empty
    case scalar
    case object
    case array
  }

  /// A member of an object: its bytes `"key":value` in `bytes`, or a container still open.
  struct Member {
    var name: CompactKey
    var start: Int
    var end: Int
    var nested: CompactNode?
  }

  /// An element of an array that is a container still open, written at `offset` in `bytes`.
  struct Slot {
    var offset: Int
    var nested: CompactNode
  }

  /// The encoder this node belongs to; nil while the node is spare, so spares hold no cycle.
  var owner: CompactJSONEncoder?
  /// The node whose member or element this is, for `codingPath`.
  var parent: CompactNode?
  /// The key or index under `parent`.
  var key: (any CodingKey)?
  // The storage below is only ever touched by the one encoding under way, one access at a time;
  // the runtime's check of that (`@exclusivity(unchecked)` leaves it out) cost more
  // instructions than the writes it guarded.
  @exclusivity(unchecked) var kind = Kind.empty
  /// A scalar's text; an object's members one after another, each `"key":value`; an array's
  /// elements with their commas.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  /// An object's members, ordered by the keys' bytes, one a key.
  @exclusivity(unchecked) var members: [Member] = []
  /// An array's open containers, by offset.
  @exclusivity(unchecked) var slots: [Slot] = []
  /// An array's element count.
  @exclusivity(unchecked) var count = 0

  /// Makes the node ready to be taken again.
  func reset() {
    owner = nil
    parent = nil
    key = nil
    kind = .empty
    // Emptying an empty array is not free.
    if !bytes.isEmpty { bytes.removeAll(keepingCapacity: true) }
    if !members.isEmpty { members.removeAll(keepingCapacity: true) }
    if !slots.isEmpty { slots.removeAll(keepingCapacity: true) }
    count = 0
  }

  // MARK: Encoder

  var codingPath: [any CodingKey] {
    var path: [any CodingKey] = []
    var node: CompactNode? = self
    while let current = node {
      if let key = current.key { path.append(key) }
      node = current.parent
    }
    return path.reversed()
  }

  var userInfo: [CodingUserInfoKey: Any] { owner?.userInfo ?? [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    begin(.object)
    return KeyedEncodingContainer(CompactKeyedContainer<Key>(node: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    begin(.array)
    return CompactUnkeyedContainer(node: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  /// Makes the node an object or array; asking again for the same kind continues it, as
  /// `JSONEncoder` does.
  private func begin(_ requested: Kind) {
    if kind == .empty {
      kind = requested
    } else if kind != requested {
      fail("a \(requested) container was asked for where a value of another kind was already encoded")
    }
  }

  func fail(_ description: String) {
    owner?.fail(description, at: codingPath)
  }

  // MARK: Values

  /// Encodes a value into this node: its `encode(to:)` with this node as the encoder.
  func encodeValue<T: Encodable>(_ value: T) throws {
    if JSONText.isSpecial(T.self) {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription: "CompactJSONEncoder does not encode \(T.self), which JSONEncoder writes in a form of its own"))
    }
    try value.encode(to: self)
  }

  /// Appends the JSON of a member's or element's value to `bytes`, with a child node unless it
  /// is a plain string, integer, double or Boolean (a dictionary's values arrive here generic).
  func appendChild<T: Encodable>(_ value: T, key: some CodingKey) throws {
    if T.self == String.self {
      JSONText.append(unsafeBitCast(value, to: String.self), to: &bytes)
    } else if T.self == Int.self {
      JSONText.append(integer: unsafeBitCast(value, to: Int.self), to: &bytes)
    } else if T.self == Bool.self {
      JSONText.append(unsafeBitCast(value, to: Bool.self), to: &bytes)
    } else if T.self == Double.self {
      try appendNumber(unsafeBitCast(value, to: Double.self), key: key)
    } else {
      guard let owner else { preconditionFailure("a node in use has its encoder") }
      var child = owner.take(parent: self, key: key)
      try child.encodeValue(value)
      child.write(into: &bytes)
      owner.recycle(&child)
    }
  }

  /// Appends a floating-point number, throwing for infinity and NaN as `JSONEncoder` does.
  ///
  /// The key is an existential: an optional of a generic key cost a runtime metadata lookup
  /// on every call, error or not.
  func appendNumber<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, key: (any CodingKey)?) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath + (key.map { [$0] } ?? []),
          debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
    }
    JSONText.append(finite: value, to: &bytes)
  }

  /// A scalar starts; `JSONEncoder` allows one value through a single value container.
  private func beginScalar() {
    if kind == .empty {
      kind = .scalar
    } else {
      fail("a single value was encoded where a value was already encoded")
    }
  }

  // MARK: SingleValueEncodingContainer

  func encodeNil() throws {
    beginScalar()
    JSONText.appendNull(to: &bytes)
  }
  func encode(_ value: Bool) throws {
    beginScalar()
    JSONText.append(value, to: &bytes)
  }
  func encode(_ value: String) throws {
    beginScalar()
    JSONText.append(value, to: &bytes)
  }
  func encode(_ value: Double) throws {
    beginScalar()
    try appendNumber(value, key: nil)
  }
  func encode(_ value: Float) throws {
    beginScalar()
    try appendNumber(value, key: nil)
  }
  func encode(_ value: Int) throws { encodeInteger(value) }
  func encode(_ value: Int8) throws { encodeInteger(value) }
  func encode(_ value: Int16) throws { encodeInteger(value) }
  func encode(_ value: Int32) throws { encodeInteger(value) }
  func encode(_ value: Int64) throws { encodeInteger(value) }
  func encode(_ value: Int128) throws { encodeInteger(value) }
  func encode(_ value: UInt) throws { encodeInteger(value) }
  func encode(_ value: UInt8) throws { encodeInteger(value) }
  func encode(_ value: UInt16) throws { encodeInteger(value) }
  func encode(_ value: UInt32) throws { encodeInteger(value) }
  func encode(_ value: UInt64) throws { encodeInteger(value) }
  func encode(_ value: UInt128) throws { encodeInteger(value) }

  private func encodeInteger(_ value: some FixedWidthInteger) {
    beginScalar()
    JSONText.append(integer: value, to: &bytes)
  }

  /// A value through a single value container is the value's own encoding on this encoder,
  /// as in `JSONEncoder`.
  func encode<T: Encodable>(_ value: T) throws {
    guard kind == .empty else {
      fail("a single value was encoded where a value was already encoded")
      return
    }
    try encodeValue(value)
  }

  // MARK: Objects

  /// Starts a member: writes `"name":` and returns where the member's bytes begin.
  func openMember(_ name: CompactKey) -> Int {
    let start = bytes.count
    JSONText.append(name.text, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    return start
  }

  /// Ends a member whose bytes run from `start` to the end of `bytes`.
  func closeMember(_ name: CompactKey, from start: Int) {
    insert(Member(name: name, start: start, end: bytes.count, nested: nil))
  }

  /// Puts a member in key order; a key already there is replaced, so the last value wins as in
  /// `JSONEncoder`'s dictionary.
  func insert(_ member: Member) {
    guard let last = members.last else {
      members.append(member)
      return
    }
    // Members mostly arrive in order or near it: compare with the last first.
    let order = last.name.compare(member.name)
    if order < 0 {
      members.append(member)
      return
    }
    if order == 0 {
      members[members.count - 1] = member
      return
    }
    var low = 0
    var high = members.count - 1
    while low < high {
      let middle = (low + high) / 2
      if members[middle].name.compare(member.name) < 0 { low = middle + 1 } else { high = middle }
    }
    if members[low].name.compare(member.name) == 0 {
      members[low] = member
    } else {
      members.insert(member, at: low)
    }
  }

  /// The open container under a key: the one already there when it is of the same kind (as
  /// `JSONEncoder` continues it), else a new one.
  func nestedNode(forKey key: some CodingKey, kind requested: Kind) -> CompactNode {
    let name = CompactKey(key.stringValue)
    if let existing = members.first(where: { $0.name.compare(name) == 0 }) {
      if let nested = existing.nested, nested.kind == requested || nested.kind == .empty {
        nested.kind = requested
        return nested
      }
      fail("a nested container was asked for under \"\(name.text)\", which already holds a value")
    }
    let nested = CompactNode()
    nested.owner = owner
    nested.parent = self
    nested.key = key
    nested.kind = requested
    insert(Member(name: name, start: 0, end: 0, nested: nested))
    return nested
  }

  /// An encoder whose value becomes the member `key`, written when this node is.
  func superNode(forKey key: some CodingKey) -> CompactNode {
    let nested = CompactNode()
    nested.owner = owner
    nested.parent = self
    nested.key = key
    insert(Member(name: CompactKey(key.stringValue), start: 0, end: 0, nested: nested))
    return nested
  }

  // MARK: Arrays

  /// Starts an element: the comma before it, and the count.
  func openElement() {
    if count > 0 { bytes.append(UInt8(ascii: ",")) }
    count += 1
  }

  /// An element that stays open (a nested container or super encoder), written when this node
  /// is.
  func slotNode(kind requested: Kind) -> CompactNode {
    let nested = CompactNode()
    nested.owner = owner
    nested.parent = self
    nested.key = CompactIndexKey(index: count)
    nested.kind = requested
    openElement()
    slots.append(Slot(offset: bytes.count, nested: nested))
    return nested
  }

  // MARK: Writing

  /// Appends the finished JSON text of the value.
  func write(into output: inout [UInt8]) {
    switch kind {
    case .empty:
      output.append(UInt8(ascii: "{"))
      output.append(UInt8(ascii: "}"))
    case .scalar:
      output.append(contentsOf: bytes)
    case .array:
      output.append(UInt8(ascii: "["))
      if slots.isEmpty {
        output.append(contentsOf: bytes)
      } else {
        var start = 0
        for slot in slots {
          output.append(contentsOf: bytes[start..<slot.offset])
          slot.nested.write(into: &output)
          start = slot.offset
        }
        output.append(contentsOf: bytes[start...])
      }
      output.append(UInt8(ascii: "]"))
    case .object:
      output.append(UInt8(ascii: "{"))
      bytes.withUnsafeBufferPointer { bytes in
        for index in members.indices {
          if index > 0 { output.append(UInt8(ascii: ",")) }
          let member = members[index]
          if let nested = member.nested {
            JSONText.append(member.name.text, to: &output)
            output.append(UInt8(ascii: ":"))
            nested.write(into: &output)
          } else {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[member.start..<member.end]))
          }
        }
      }
      output.append(UInt8(ascii: "}"))
    }
  }
}

/// The keyed container of a `CompactNode`.
private struct CompactKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: CompactNode

  var codingPath: [any CodingKey] { node.codingPath }

  mutating func encodeNil(forKey key: Key) throws {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    JSONText.appendNull(to: &node.bytes)
    node.closeMember(name, from: start)
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    JSONText.append(value, to: &node.bytes)
    node.closeMember(name, from: start)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    JSONText.append(value, to: &node.bytes)
    node.closeMember(name, from: start)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try encodeNumber(value, forKey: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try encodeNumber(value, forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: Int128, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { encodeInteger(value, forKey: key) }
  mutating func encode(_ value: UInt128, forKey key: Key) throws { encodeInteger(value, forKey: key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    try node.appendChild(value, key: key)
    node.closeMember(name, from: start)
  }

  private func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    JSONText.append(integer: value, to: &node.bytes)
    node.closeMember(name, from: start)
  }

  private func encodeNumber<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, forKey key: Key) throws {
    let name = CompactKey(key.stringValue)
    let start = node.openMember(name)
    try node.appendNumber(value, key: key)
    node.closeMember(name, from: start)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(node: node.nestedNode(forKey: key, kind: .object)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    CompactUnkeyedContainer(node: node.nestedNode(forKey: key, kind: .array))
  }

  mutating func superEncoder() -> any Encoder {
    node.superNode(forKey: CompactSuperKey())
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    node.superNode(forKey: key)
  }
}

/// The unkeyed container of a `CompactNode`; the count lives in the node, shared by every
/// container asked of the same encoder.
private struct CompactUnkeyedContainer: UnkeyedEncodingContainer {
  let node: CompactNode

  var codingPath: [any CodingKey] { node.codingPath }

  var count: Int { node.count }

  mutating func encodeNil() throws {
    node.openElement()
    JSONText.appendNull(to: &node.bytes)
  }
  mutating func encode(_ value: Bool) throws {
    node.openElement()
    JSONText.append(value, to: &node.bytes)
  }
  mutating func encode(_ value: String) throws {
    node.openElement()
    JSONText.append(value, to: &node.bytes)
  }
  mutating func encode(_ value: Double) throws {
    let key = CompactIndexKey(index: node.count)
    node.openElement()
    try node.appendNumber(value, key: key)
  }
  mutating func encode(_ value: Float) throws {
    let key = CompactIndexKey(index: node.count)
    node.openElement()
    try node.appendNumber(value, key: key)
  }
  mutating func encode(_ value: Int) throws { encodeInteger(value) }
  mutating func encode(_ value: Int8) throws { encodeInteger(value) }
  mutating func encode(_ value: Int16) throws { encodeInteger(value) }
  mutating func encode(_ value: Int32) throws { encodeInteger(value) }
  mutating func encode(_ value: Int64) throws { encodeInteger(value) }
  mutating func encode(_ value: Int128) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt8) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt16) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt32) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt64) throws { encodeInteger(value) }
  mutating func encode(_ value: UInt128) throws { encodeInteger(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = CompactIndexKey(index: node.count)
    node.openElement()
    try node.appendChild(value, key: key)
  }

  private func encodeInteger(_ value: some FixedWidthInteger) {
    node.openElement()
    JSONText.append(integer: value, to: &node.bytes)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(node: node.slotNode(kind: .object)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    CompactUnkeyedContainer(node: node.slotNode(kind: .array))
  }

  mutating func superEncoder() -> any Encoder {
    node.slotNode(kind: .empty)
  }
}

/// An array position in a coding path, as `JSONEncoder` names it.
private struct CompactIndexKey: CodingKey {
  let index: Int
  init(index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { index = intValue }
  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
}

/// The key `superEncoder()` of a keyed container writes under, `"super"`.
private struct CompactSuperKey: CodingKey {
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
  var stringValue: String { "super" }
  var intValue: Int? { nil }
}

/// A key with its first eight UTF-8 bytes as a number, so that ordering keys, which
/// `JSONEncoder` does by their bytes, mostly compares two integers.
private struct CompactKey {
  let text: String
  /// The first eight bytes, big-endian, zero-padded.
  let prefix: UInt64

  init(_ text: String) {
    self.text = text
    var prefix: UInt64 = 0
    var taken = 0
    for byte in text.utf8 {
      guard taken < 8 else { break }
      prefix |= UInt64(byte) << (56 - 8 * taken)
      taken += 1
    }
    self.prefix = prefix
  }

  /// Negative, zero or positive as this key's bytes come before, equal or after the other's.
  func compare(_ other: CompactKey) -> Int {
    if prefix != other.prefix { return prefix < other.prefix ? -1 : 1 }
    // The same first eight bytes (or a zero byte against padding): compare in full.
    if text.utf8.elementsEqual(other.text.utf8) { return 0 }
    return text.utf8.lexicographicallyPrecedes(other.text.utf8) ? -1 : 1
  }
}

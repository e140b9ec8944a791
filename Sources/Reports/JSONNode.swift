import ReportModel

import Foundation

/// A JSON value built in code, for formats whose shape is not a Swift type (SARIF).
///
/// Encoded with sorted keys, so the output is deterministic however the value was built.
enum JSONNode: Encodable, Sendable, Equatable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONNode])
  case object([String: JSONNode])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// An array of strings.
  static func strings(_ values: [String]) -> JSONNode { .array(values.map(JSONNode.string)) }

  /// A SARIF `message` (or `multiformatMessageString`) object with plain text.
  static func text(_ text: String) -> JSONNode { .object(["text": .string(text)]) }

  /// Encodes sorted, pretty and without escaped slashes, so URIs stay readable: the bytes
  /// Foundation's `JSONEncoder` writes with `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`
  /// (a test compares them), written directly, since the `Encodable` path boxed every value and
  /// hashed every key (SARIF was the slowest format).
  func encoded(format: ReportFormat) throws(ReportError) -> Data {
    var bytes: [UInt8] = []
    write(into: &bytes, depth: 0)
    return JSONEscaping.escapingHidden(Data(bytes))
  }

  /// Foundation's pretty layout: two spaces a level, `" : "` after keys, keys in UTF-8 order,
  /// and an empty array or object opened and closed on lines of their own.
  private func write(into bytes: inout [UInt8], depth: Int) {
    func newLine(_ depth: Int) {
      bytes.append(0x0A)
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    switch self {
    case .string(let value):
      JSONText.append(value, to: &bytes)
    case .int(let value):
      JSONText.append(integer: value, to: &bytes)
    case .bool(let value):
      JSONText.append(value, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newLine(depth + 1)
        element.write(into: &bytes, depth: depth + 1)
      }
      if elements.isEmpty { bytes.append(0x0A) }
      newLine(depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newLine(depth + 1)
        JSONText.append(member.key, to: &bytes)
        bytes.append(contentsOf: " : ".utf8)
        member.value.write(into: &bytes, depth: depth + 1)
      }
      if members.isEmpty { bytes.append(0x0A) }
      newLine(depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }
}

/// The elements of a large JSON array, each encoded (sorted, pretty) as it is made, to be put
/// into the document that holds the array without building a tree of all of them.
///
/// The document is encoded with `placeholder` in the array's place, a one-element array whose
/// string is unique to this value; `fill` replaces that string with the elements, indented to
/// its depth, which gives the bytes encoding the whole tree would have.
struct JSONArrayPieces {
  /// The marker string, unique per value.
  private let marker: String
  /// The encoded elements joined as they will stand, without the indentation before the first.
  private var bytes: [UInt8] = []
  /// How many elements there are.
  private(set) var count = 0
  /// How many indentation marks `bytes` holds.
  private(set) var lines = 0

  /// An empty array with room for `capacity` bytes: reserved pages are not resident until
  /// written, and a buffer that never has to grow is never copied.
  init(reserving capacity: Int = 0) {
    marker = "layout-audit-array-\(UInt64.random(in: 0...UInt64.max))"
    bytes.reserveCapacity(capacity)
  }

  var isEmpty: Bool { count == 0 }

  /// What the document holds in the array's place: an empty array when there are no elements.
  var placeholder: JSONNode { isEmpty ? .array([]) : .array([.string(marker)]) }

  /// Encodes one more element.
  mutating func append(_ node: JSONNode, format: ReportFormat) throws(ReportError) {
    if count > 0 {
      bytes.append(contentsOf: Array(",\n".utf8) + [Self.indentMark])
      lines += 1
    }
    // Through the buffer: iterating `Data` byte by byte cost more than encoding the element.
    try node.encoded(format: format).withUnsafeBytes { (encoded: UnsafeRawBufferPointer) in
      for byte in encoded {
        bytes.append(byte)
        // Strings hold no raw line breaks, so every one is a line of the element, to be indented.
        if byte == 0x0A {
          bytes.append(Self.indentMark)
          lines += 1
        }
      }
    }
    count += 1
  }

  /// Stands for the indentation of the array's elements until it is known. A control byte
  /// never appears raw in encoded JSON.
  private static let indentMark: UInt8 = 0x01

  /// `document` with each array's placeholder replaced by its elements, built in one buffer.
  static func fill(_ document: Data, with arrays: [JSONArrayPieces], format: ReportFormat) throws(ReportError) -> Data {
    let bytes = [UInt8](document)
    var places: [(range: Range<Int>, indent: [UInt8], array: JSONArrayPieces)] = []
    for array in arrays where !array.isEmpty {
      let quoted = Array("\"\(array.marker)\"".utf8)
      guard let range = ByteSearch.range(of: quoted, in: bytes) else {
        throw .inconsistent(detail: "the \(format.name) report lost the place of an array")
      }
      var lineStart = range.lowerBound
      while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      places.append((range, Array(bytes[lineStart..<range.lowerBound]), array))
    }
    places.sort { $0.range.lowerBound < $1.range.lowerBound }
    var output = Data()
    // Pages reserved but not yet written take no memory, so a generous bound costs nothing.
    output.reserveCapacity(bytes.count + places.reduce(0) { $0 + $1.array.bytes.count + $1.array.lines * $1.indent.count })
    var start = 0
    for place in places {
      output.append(contentsOf: bytes[start..<place.range.lowerBound])
      var run = place.array.bytes.startIndex
      for (position, byte) in place.array.bytes.enumerated() where byte == indentMark {
        output.append(contentsOf: place.array.bytes[run..<position])
        output.append(contentsOf: place.indent)
        run = position + 1
      }
      output.append(contentsOf: place.array.bytes[run...])
      start = place.range.upperBound
    }
    output.append(contentsOf: bytes[start...])
    return output
  }
}

import ReportModel

import Foundation

/// A JSON value built in code, for formats whose shape is not a Swift type (SARIF).
///
/// Encoded with `JSONEncoder` and sorted keys, so the output is deterministic however the value
/// was built.
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

  /// Encodes sorted, pretty and without escaped slashes, so URIs stay readable.
  func encoded(format: ReportFormat) throws(ReportError) -> Data {
    do {
      return JSONEscaping.escapingHidden(try ReportJSON.encoder().encode(self))
    } catch {
      throw .encoding(format: format, detail: String(describing: error))
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

  init() {
    marker = "layout-audit-array-\(UInt64.random(in: 0...UInt64.max))"
  }

  var isEmpty: Bool { count == 0 }

  /// What the document holds in the array's place: an empty array when there are no elements.
  var placeholder: JSONNode { isEmpty ? .array([]) : .array([.string(marker)]) }

  /// Encodes one more element.
  mutating func append(_ node: JSONNode, format: ReportFormat) throws(ReportError) {
    if count > 0 { bytes.append(contentsOf: Array(",\n".utf8) + [Self.indentMark]) }
    for byte in try node.encoded(format: format) {
      bytes.append(byte)
      // Strings hold no raw line breaks, so every one is a line of the element, to be indented.
      if byte == 0x0A { bytes.append(Self.indentMark) }
    }
    count += 1
  }

  /// Stands for the indentation of the array's elements until it is known. A control byte
  /// never appears raw in encoded JSON.
  private static let indentMark: UInt8 = 0x01

  /// `document` with each array's placeholder replaced by its elements.
  static func fill(_ document: Data, with arrays: [JSONArrayPieces], format: ReportFormat) throws(ReportError) -> Data {
    var output = [UInt8](document)
    for array in arrays where !array.isEmpty {
      let quoted = Array("\"\(array.marker)\"".utf8)
      guard let range = JSONLines.range(of: quoted, in: output) else {
        throw .inconsistent(detail: "the \(format.name) report lost the place of an array")
      }
      var lineStart = range.lowerBound
      while lineStart > 0, output[lineStart - 1] != 0x0A { lineStart -= 1 }
      let indent = Array(output[lineStart..<range.lowerBound])
      var filled: [UInt8] = []
      filled.reserveCapacity(array.bytes.count + array.count * indent.count * 8)
      for byte in array.bytes {
        if byte == indentMark { filled.append(contentsOf: indent) } else { filled.append(byte) }
      }
      output.replaceSubrange(range, with: filled)
    }
    return Data(output)
  }
}

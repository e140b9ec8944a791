import Foundation
import Testing

@testable import Reports

/// `JSONNode` writes the bytes Foundation's encoder writes (sorted, pretty, slashes unescaped),
/// which SARIF consumers and the committed reports have seen so far.
@Suite("JSON nodes")
struct JSONNodeTests {
  /// The encoder SARIF was written with before `JSONNode` wrote its own bytes: the reference.
  static var foundation: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  static let nodes: [JSONNode] = [
    .string(""), .string("a/b \"q\" \\ é 中 👩‍💻"), .string("\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}"),
    .int(0), .int(-42), .int(Int.max), .int(Int.min), .bool(true), .bool(false),
    .array([]), .object([:]), .array([.array([]), .object([:])]),
    .object(["b": .int(1), "a": .array([.string("x"), .object(["z": .bool(true), "Z": .bool(false), "é": .int(2), "a10": .int(3), "a9": .int(4)])])]),
    .object(["runs": .array([.object(["tool": .object(["driver": .object(["rules": .array([]), "name": .string("layout-audit")])])])])]),
    // Elements made as they are written: the array they make, at any depth.
    .elements(count: 0) { .int($0) }, .elements(count: 3) { .array(Array(repeating: .int($0), count: $0)) },
    .object(["runs": .array([.object(["results": .elements(count: 2) { .object(["index": .int($0), "text": .text("\u{202E}\($0)")]) }])])]),
  ]

  @Test("The same bytes as Foundation's encoder", arguments: nodes)
  func matchesFoundation(node: JSONNode) throws {
    let expected = JSONEscaping.escapingHidden(try Self.foundation.encode(node))
    let actual = node.encoded()
    #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
  }
}

/// The node as Foundation's encoder writes it: the reference `encoded()` is checked against.
extension JSONNode: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .elements(let count, let element): try container.encode((0..<count).map(element))
    }
  }
}

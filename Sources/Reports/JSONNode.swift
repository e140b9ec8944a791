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

import ReportModel

import Foundation

/// The JSON encoding every JSON-based format shares.
enum ReportJSON {
  /// Sorted keys and fixed formatting make the same value encode to the same bytes; slashes
  /// are left unescaped so paths and URIs read as written.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }
}

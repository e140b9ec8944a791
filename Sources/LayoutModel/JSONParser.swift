import Foundation

/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Foundation's `JSONDecoder` cannot say where a problem is, and case files are edited by hand,
/// so this parser keeps positions and refuses everything RFC 8259 does not allow: invalid UTF-8,
/// duplicate keys, unpaired surrogates, trailing commas, comments, non-finite numbers. A single
/// leading UTF-8 byte order mark is skipped because some editors write one. It never traps:
/// nesting depth and number length (100 bytes) are bounded, and every failure is a `JSONParseError`.
package struct JSONParser: Sendable {
  /// The deepest nesting of arrays and objects accepted.
  ///
  /// The default leaves room for a view tree at its depth limit (each view level costs an
  /// object and a `children` array) while keeping recursion far from the stack's end.
  package var maxDepth: Int

  /// Creates a parser that accepts `maxDepth` levels of nesting.
  package init(maxDepth: Int = 128) {
    self.maxDepth = maxDepth
  }

  /// Parses one JSON document; `file` is used only to label locations.
  package func parse(_ data: Data, file: String) throws(JSONParseError) -> JSONValue {
    var scanner = JSONScanner(bytes: [UInt8](data), file: file, maxDepth: maxDepth)
    return try scanner.parseDocument()
  }
}

/// A Unicode bidi conformance file that cannot be read or parsed.
package struct ConformanceError: Error, CustomStringConvertible, Equatable {
  /// The file's path.
  package let file: String
  /// The 1-based line, 0 when the problem is the whole file.
  package let line: Int
  /// The 1-based column, 0 when unknown.
  package let column: Int
  /// What is wrong and what to do.
  package let message: String

  package var description: String {
    line == 0 ? "\(file): error: \(message)" : "\(file):\(line):\(column): error: \(message)"
  }
}

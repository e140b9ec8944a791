/// Why an import failed, naming the path and what to do.
package struct SwiftImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `path:line:column: error: …` lines.
  package var description: String

  init(_ path: String, line: Int = 1, column: Int = 1, _ message: String) {
    description = "\(path):\(line):\(column): error: \(message)"
  }

  /// An error about the command's arguments rather than a place in a file.
  init(unlocated message: String) {
    description = message
  }
}

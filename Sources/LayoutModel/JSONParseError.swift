/// Why a file is not valid JSON, and where.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem was found.
  package var location: SourceLocation
  /// What is wrong, phrased for the person editing the file.
  package var message: String

  /// Creates an error.
  package init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The error as `file:line:column: error: message`.
  package var description: String { "\(location): error: \(message)" }
}

/// Why a file is not valid JSON, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem was found.
  public var location: SourceLocation
  /// What is wrong, phrased for the person editing the file.
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The error as `file:line:column: error: message`.
  public var description: String { "\(location): error: \(message)" }
}

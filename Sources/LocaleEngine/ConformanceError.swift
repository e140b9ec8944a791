/// A Unicode bidi conformance file that cannot be read or parsed.
public struct ConformanceError: Error, CustomStringConvertible, Equatable {
  /// The file's path.
  public let file: String
  /// The 1-based line, 0 when the problem is the whole file.
  public let line: Int
  /// The 1-based column, 0 when unknown.
  public let column: Int
  /// What is wrong and what to do.
  public let message: String

  public var description: String {
    line == 0 ? "\(file): error: \(message)" : "\(file):\(line):\(column): error: \(message)"
  }
}

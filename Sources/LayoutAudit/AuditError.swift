/// Why an audit from a test suite could not run: every message names the file (and line) or
/// the argument at fault and what to do.
public struct AuditError: Error, CustomStringConvertible, Equatable {
  /// What went wrong.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// One problem found in a case file, located so an editor or CI annotation can jump to it.
public struct CaseDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String
  /// How to fix it, when there is something specific to say (such as a likely spelling).
  public var hint: String?

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String, hint: String? = nil) {
    self.location = location
    self.message = message
    self.hint = hint
  }

  /// The diagnostic as `path:line:column: error: message`, with `; hint` appended when present.
  public var description: String {
    let base = "\(location): error: \(message)"
    guard let hint else { return base }
    return "\(base); \(hint)"
  }
}

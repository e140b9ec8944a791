/// Why a fixed time pattern cannot be used.
public struct FixedTimePatternError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public var pattern: String
  /// What is wrong with it.
  public var reason: String

  /// Creates an error.
  public init(pattern: String, reason: String) {
    self.pattern = pattern
    self.reason = reason
  }

  /// A sentence naming the pattern and the problem.
  public var description: String { "invalid time pattern \"\(pattern)\": \(reason)" }
}

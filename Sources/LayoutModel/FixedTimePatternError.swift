/// Why a fixed time pattern cannot be used.
package struct FixedTimePatternError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  package var pattern: String
  /// What is wrong with it.
  package var reason: String

  /// A sentence naming the pattern and the problem.
  package var description: String { "invalid time pattern \"\(pattern)\": \(reason)" }
}

/// Why the library could not do what was asked. Each case carries the data a front end needs to
/// phrase it (which kind of id, the value given, the closest known ones, the typed error of the
/// part that failed); the messages here name no command-line flag.
public enum AuditError: Error, CustomStringConvertible, Equatable {
  /// An id (a locale, rule, platform, format, setting, …) that the catalogue does not know.
  case unknownIdentifier(IdentifierKind, String, suggestions: [String], known: [String])
  /// A value that is not of the expected form (a shard, a number of jobs, a threshold, an
  /// empty list).
  case invalidValue(IdentifierKind, String, expected: String)
  /// An input file is invalid; its description holds every `path:line:column: error: …` line.
  case invalidInput(Cause)
  /// Reports could not be written: what was and was not replaced.
  case output(Cause)
  /// Something inside LayoutAudit failed.
  case internalFailure(Cause)

  public var description: String {
    switch self {
    case .unknownIdentifier(let kind, let value, let suggestions, let known):
      var text = "unknown \(kind.noun) \"\(value)\""
      if !suggestions.isEmpty {
        text += "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
      } else if !known.isEmpty, known.count <= 20 {
        text += "; known: " + known.joined(separator: ", ")
      }
      return text
    case .invalidValue(let kind, let value, let expected):
      return "invalid \(kind.noun) \"\(value)\": \(expected)"
    case .invalidInput(let cause), .output(let cause), .internalFailure(let cause):
      return cause.description
    }
  }
}

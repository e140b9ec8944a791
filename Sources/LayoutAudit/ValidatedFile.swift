/// One path `validate` checked and what it found there.
public struct ValidatedFile: Sendable, Hashable, Encodable {
  /// The path as given, or as found in a given folder.
  public let path: String
  /// Whether it holds a valid case (no problems).
  public var valid: Bool { problems.isEmpty }
  /// Its problems in the order a person reads the file; empty when valid.
  public let problems: [ValidationProblem]

  /// `path`, `valid` and `errors`: the field names of `validate --json`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(valid, forKey: .valid)
    try container.encode(problems, forKey: .errors)
  }

  private enum CodingKeys: String, CodingKey {
    case path, valid, errors
  }
}

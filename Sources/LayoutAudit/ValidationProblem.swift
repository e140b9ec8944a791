import LayoutModel

/// One problem `validate` found in a case file, located and coded for tools
/// (`layout-audit validate --json`, an editor's problem list).
public struct ValidationProblem: Sendable, Hashable, Encodable {
  /// The file as it was given (or found in a given folder).
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, counted in Unicode scalars.
  public let column: Int
  /// What is wrong, hidden characters spelled `\u{…}`.
  public let message: String
  /// How to fix it, when there is something specific to say; `null` in JSON otherwise.
  public let hint: String?
  /// Which stage found it: `file`, `json`, `schema`, `reference`, `duplicate-id` or `truncated`.
  public let code: String

  init(_ diagnostic: CaseDiagnostic) {
    file = VisibleText.make(diagnostic.location.file)
    line = diagnostic.location.line
    column = diagnostic.location.column
    message = VisibleText.make(diagnostic.message)
    hint = diagnostic.hint.map { VisibleText.make($0) }
    code = diagnostic.code.rawValue
  }

  /// Every key, `hint` included when there is none, so each problem has the same shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(message, forKey: .message)
    try container.encode(hint, forKey: .hint)
    try container.encode(code, forKey: .code)
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column, message, hint, code
  }
}

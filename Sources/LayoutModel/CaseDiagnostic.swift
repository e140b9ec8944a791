import TextEscaping

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
  ///
  /// Messages quote what the case says, so characters that would reorder, hide or control the
  /// terminal's text (a bidi override in an id, a NUL, a line separator) are spelled `\u{…}`.
  public var description: String {
    let base = "\(location): error: \(Self.visible(message))"
    guard let hint else { return base }
    return "\(base); \(Self.visible(hint))"
  }

  /// The text as messages show it (`VisibleText`, the one policy).
  static func visible(_ text: String) -> String { VisibleText.make(text) }
}

extension CaseDiagnostic {
  /// The last diagnostic of a file with more problems than are reported: how many were left
  /// out, placed after the last one shown.
  static func omitted(_ count: Int, after shown: [CaseDiagnostic], file: String) -> CaseDiagnostic {
    let last = shown.map(\.location).max { ($0.line, $0.column) < ($1.line, $1.column) }
    return CaseDiagnostic(
      location: last ?? SourceLocation(file: file, line: 1, column: 1),
      message: "too many errors: \(count) more not shown",
      hint: "fix the errors above and run again")
  }
}

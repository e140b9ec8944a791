import TextEscaping

/// One problem found in a case file, located so an editor or CI annotation can jump to it.
public struct CaseDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String
  /// How to fix it, when there is something specific to say (such as a likely spelling).
  public var hint: String?
  /// Which stage found it, a stable word for tools that group or filter problems
  /// (`validate --json`).
  public var code: Code

  /// Which stage of loading found a problem; the raw value is what machine output prints.
  public enum Code: String, Sendable, CaseIterable {
    /// The path cannot be read: missing, unreadable, too large, or a folder that cannot be listed.
    case file
    /// The file is not well-formed JSON (or nests deeper than the limit).
    case json
    /// Well-formed JSON that is not a case: a key, type, value or range the case format refuses.
    case schema
    /// A case whose parts do not fit together or with the catalogue: the id and the file name,
    /// node ids, reflection targets, the tree's size, and the rules, platforms and locales it names.
    case reference
    /// A second file declares a case id already loaded.
    case duplicateID = "duplicate-id"
    /// More problems than are reported; the rest were left out.
    case truncated
  }

  /// Creates a diagnostic; `code` says which stage found it (the case format's, by default).
  public init(location: SourceLocation, message: String, hint: String? = nil, code: Code = .schema) {
    self.location = location
    self.message = message
    self.hint = hint
    self.code = code
  }

  /// The diagnostic as `path:line:column: error: message`, with `; hint` appended when present.
  ///
  /// Messages quote what the case says and name its file, so characters that would reorder, hide or control the
  /// terminal's text (a bidi override in an id, a NUL, a line separator) are spelled `\u{…}`.
  public var description: String {
    // The file name too: a line feed in it would otherwise forge a diagnostic line.
    let base = "\(VisibleText.make(location.file)):\(location.line):\(location.column): error: \(VisibleText.make(message))"
    guard let hint else { return base }
    return "\(base); \(VisibleText.make(hint))"
  }
}

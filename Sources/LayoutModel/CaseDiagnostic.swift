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
  /// Messages quote what the case says and name its file, so characters that would reorder, hide or control the
  /// terminal's text (a bidi override in an id, a NUL, a line separator) are spelled `\u{…}`.
  public var description: String {
    // The file name too: a line feed in it would otherwise forge a diagnostic line.
    let base = "\(Self.visible(location.file)):\(location.line):\(location.column): error: \(Self.visible(message))"
    guard let hint else { return base }
    return "\(base); \(Self.visible(hint))"
  }

  /// The text with controls, format characters (bidi controls, zero-width characters) and line
  /// or paragraph separators spelled `\u{HEX}`.
  static func visible(_ text: String) -> String {
    func hidden(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
    guard text.unicodeScalars.contains(where: hidden) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if hidden(scalar) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
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

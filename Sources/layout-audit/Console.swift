import Foundation
import LayoutAudit

/// Where a command writes: results to standard output, logs and errors to standard error.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// A message for the terminal: each line with hidden characters from the input (bidi
  /// controls, zero-width characters, controls) spelled `\u{…}`, so an error cannot reorder or
  /// corrupt what is printed around it.
  /// Text from users or files, safe for a terminal: hidden and control characters spelled out
  /// (line feeds kept, so multi-line diagnostics stay readable).
  static func visible(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { VisibleText.make(String($0)) }.joined(separator: "\n")
  }

  /// A value echoed in a message: visible and at most 100 characters.
  static func bounded(_ value: String) -> String {
    let visible = VisibleText.make(value)
    return visible.count <= 100 ? visible : String(visible.prefix(100)) + "…"
  }

  /// Pretty JSON with sorted keys, so output is stable across runs and diffable.
  static func json<T: Encodable>(_ value: T) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      throw .internalFailure("could not encode JSON output: \(error)")
    }
  }
}

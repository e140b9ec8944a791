import ReportModel

import Foundation

/// Escapes text from case files for GitHub Flavored Markdown, so it always renders as the
/// literal text: a `<script>` title shows as text, a `|` cannot split a table cell, a `*` makes
/// nothing bold and `$` starts no maths.
enum MarkdownEscaping {
  /// The ASCII punctuation that Markdown, GFM tables, strikethrough and GitHub's maths give
  /// meaning to inline; CommonMark allows a backslash before any ASCII punctuation.
  private static let backslashed: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "[", "]", "(", ")", "{", "}", "#", "+", "!", "|", "~", "$",
  ]

  /// Escaped for running text and table cells. Line breaks are spelled out: a newline would end
  /// a table row.
  static func inline(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count + 16)
    for scalar in VisibleText.make(string).unicodeScalars {
      switch scalar {
      // Entities, not backslashes: raw HTML is recognised before escapes in some renderers.
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default:
        if backslashed.contains(scalar) { result += "\\" }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A code span showing the string literally (`25:00`).
  /// - Parameter inTable: escapes `|`, which GFM treats as a cell border even inside code spans.
  static func code(_ string: String, inTable: Bool = false) -> String {
    var content = VisibleText.make(string)
    if content.isEmpty { return "(empty)" }
    if inTable { content = content.replacingOccurrences(of: "|", with: "\\|") }
    let fence = String(repeating: "`", count: longestBacktickRun(content) + 1)
    let padded = content.hasPrefix("`") || content.hasSuffix("`") ? " \(content) " : content
    return fence + padded + fence
  }

  /// A fenced code block showing the text literally, line breaks kept (a diff): the fence is
  /// longer than any run of backticks in it, so nothing in the text can close it.
  static func codeBlock(_ string: String, language: String) -> String {
    var content = VisibleText.make(string, keepingLineBreaks: true)
    if content.hasSuffix("\n") { content.removeLast() }
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(content) + 1))
    return fence + language + "\n" + content + "\n" + fence
  }

  /// The most backticks in a row in the text: a fence must be longer to hold it.
  private static func longestBacktickRun(_ text: String) -> Int {
    text.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
  }
}

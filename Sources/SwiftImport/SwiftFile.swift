import LayoutModel
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// One parsed Swift file, the converter from syntax positions to line and column, and what the
/// module index needs from a walk of it.
final class SwiftFile: Sendable {
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let text: String
  let uses: FileUses

  /// Whether the file is ASCII, where code points and UTF-8 bytes are the same columns.
  private let isASCII: Bool

  init(path: String, text: String) {
    self.path = path
    self.text = text
    isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    // Fold operators (`a ? b : c`, `x * 0.6`, `c == ":"`) into trees, as the compiler does —
    // unless a sequence is so long (generated tables: thousands of `+` terms) that its folded
    // tree would be deeper than any walk of it can recurse; such a file keeps its flat sequences.
    // SwiftParser's lookahead takes exponential time in `[` nesting (22 levels: 14 s); no app
    // nests brackets that deep, so such a file is not read, and says so.
    bracketDepth = Self.bracketDepth(text)
    let parsed = Parser.parse(source: bracketDepth > Self.maxBracketDepth ? "" : text)
    var unfolded = false
    if text.utf8.count > Self.maxFoldedSequence * 3 {
      // A sequence that long needs at least three bytes a term; smaller files are not walked.
      let longest = LongestSequence(viewMode: .sourceAccurate)
      longest.walk(parsed)
      unfolded = longest.count > Self.maxFoldedSequence
    }
    tree = unfolded ? parsed : OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    converter = SourceLocationConverter(fileName: path, tree: tree)
    uses = FileUses(walking: tree)
  }

  /// How deep the file nests `[`; past `maxBracketDepth` it is not parsed.
  let bracketDepth: Int
  static let maxBracketDepth = 12

  /// Whether the file was too deeply nested to read.
  var isUnread: Bool { bracketDepth > Self.maxBracketDepth }

  /// The deepest `[` nesting outside string literals and comments.
  static func bracketDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var inLineComment = false
    var blockComments = 0
    var previous: UInt8 = 0
    var escaped = false
    for byte in text.utf8 {
      defer { previous = byte }
      if inLineComment {
        if byte == UInt8(ascii: "\n") { inLineComment = false }
        continue
      }
      if blockComments > 0 {
        if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { blockComments -= 1 }
        continue
      }
      if inString {
        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
      case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): blockComments += 1
      case UInt8(ascii: "["):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest
  }

  /// The most elements an operator sequence may have for the file to be folded.
  static let maxFoldedSequence = 1_000

  /// Where a node starts (after its leading trivia), as `file:line:column`, the column counted
  /// in Unicode code points as the reports declare (SARIF's `unicodeCodePoints`), not in the
  /// UTF-8 bytes SwiftSyntax counts: `Text("٣٠:٠٠").padding()` names `.padding` at column 15.
  func location(_ node: some SyntaxProtocol) -> SwiftLocation {
    let start = node.positionAfterSkippingLeadingTrivia
    let position = converter.location(for: start)
    guard !isASCII, position.column > 1 else { return SwiftLocation(file: path, line: position.line, column: position.column) }
    let before = text.utf8.dropFirst(start.utf8Offset - (position.column - 1)).prefix(position.column - 1)
    // Each code point has one byte that is not a continuation byte (10xxxxxx).
    let column = 1 + before.count { $0 & 0xC0 != 0x80 }
    return SwiftLocation(file: path, line: position.line, column: column)
  }

}

/// The element count of the longest operator sequence in a tree.
private final class LongestSequence: SyntaxVisitor {
  var count = 0

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    count = max(count, node.elements.count)
    return .visitChildren
  }
}

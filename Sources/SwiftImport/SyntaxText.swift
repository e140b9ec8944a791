internal import SwiftSyntax

extension SyntaxProtocol {
  /// The node's source without the trivia before its first token and after its last: what
  /// SwiftSyntax's `trimmedDescription` gives.
  ///
  /// `trimmedDescription` builds a trimmed copy of the node in a new arena, through key paths
  /// resolved at run time, for every call; the importer compares thousands of expressions' text
  /// per view, so it cuts the node's own bytes instead.
  var trimmedSource: String {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

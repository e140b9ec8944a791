import LayoutModel
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// One parsed Swift file and the converter from syntax positions to line and column.
final class SwiftFile: Sendable {
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let text: String

  init(path: String, text: String) {
    self.path = path
    self.text = text
    // Fold operators (`a ? b : c`, `x * 0.6`, `c == ":"`) into trees, as the compiler does.
    let parsed = Parser.parse(source: text)
    tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Where a node starts (after its leading trivia), as `file:line:column`.
  func location(_ node: some SyntaxProtocol) -> SwiftLocation {
    let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SwiftLocation(file: path, line: position.line, column: position.column)
  }
}

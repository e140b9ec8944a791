import Foundation
import ReportModel

/// Writes the sign-off (`report.md`) for a pull request or a release.
///
/// It leads with the accessibility statement over the product cases (its verdict, then a level
/// per requirement in the VPAT/ACR vocabulary with the rules that judged it and what they cannot
/// see, per screen when there are several, and the checks a person must still make), then the
/// run as a test result (the fail-on threshold and the fixtures), what was audited, the rule ×
/// platform table, waivers, the baseline comparison and the worst failures with their evidence. Every string that comes
/// from a case or a waiver file is escaped, so a `<script>` title renders as text on GitHub.
package struct MarkdownWriter: ReportWriter {
  /// `.markdown`.
  package var format: ReportFormat { .markdown }

  /// The Markdown document.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let signOff = SignOff(report)
    let statement = signOff.statement
    let mark = statement.verdict == .conforms ? "✅" : statement.verdict == .doesNotConform ? "❌" : "⚠️"
    var out = [
      "# Accessibility sign-off: \(E.inline(report.tool.name))", "",
      "> **\(mark) \(statement.verdict.title)** — \(E.inline(statement.scope)). \(E.inline(statement.explanation))",
      ">", "> \(signOff.approved ? "✅" : "❌") Run: \(E.inline(signOff.decisionReason))", "",
    ]
    for section in signOff.document.sections where section.inMarkdown {
      out += ["## \(section.title)", ""] + section.blocks.flatMap(lines)
    }
    return Data((out.joined(separator: "\n") + "\n" + ReportRunID.comment(report)).utf8)
  }

  private typealias E = MarkdownEscaping

  /// Where inline content stands: code spans in a table escape `|`, and headings show none.
  private enum Place {
    case text, table, heading
  }

  /// A block's lines, then the blank line that ends it.
  private func lines(_ block: SignOffDocument.Block) -> [String] {
    switch block {
    case .heading(let content):
      return ["### " + inline(content, in: .heading), ""]
    case .paragraph(let content, _):
      return [inline(content), ""]
    case .table(let table):
      // A GFM table; an empty cell is a space.
      let rows = table.rows.map { row in
        "| " + row.map { inline($0.content, in: .table) }.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |"
      }
      return ["| " + table.headers.map { inline($0, in: .table) }.joined(separator: " | ") + " |"]
        + ["|" + String(repeating: " --- |", count: table.headers.count)] + rows + [""]
    case .list(let items, _, let checklist):
      return items.map { (checklist ? "- [ ] " : "- ") + inline($0) } + [""]
    case .terms(let terms, _, let headwords):
      return terms.map { "- " + (headwords ? "**\(inline($0.term))**" : inline($0.term)) + ": " + inline($0.description) }
        + [""]
    case .codeBlock(let text, let language, _):
      return [E.codeBlock(text, language: language), ""]
    case .article(let blocks, _, _):
      return blocks.flatMap(lines)
    case .pictures, .fitPicture:
      return []
    }
  }

  /// Inline content, every string from the report escaped.
  private func inline(_ content: [SignOffDocument.Inline], in place: Place = .text) -> String {
    content.map { span in
      switch span {
      case .text(let text): E.inline(text)
      case .wording(let text): text
      case .code(let text), .evidence(let text):
        place == .heading ? E.inline(text) : E.code(text, inTable: place == .table)
      case .strong(let content): "**" + inline(content, in: place) + "**"
      case .link(let content, let url): "[" + inline(content, in: place) + "](" + url + ")"
      case .digest(let digest): E.code(String(digest.prefix(12)), inTable: place == .table) + "…"
      case .lineBreak(let markdown): markdown
      case .htmlOnly(_, let content), .either(let content, _): inline(content, in: place)
      case .items(let items, _): items.map { inline($0, in: place) }.joined(separator: " · ")
      }
    }.joined()
  }
}

extension ReportFormat {
  /// The Markdown sign-off.
  package static let markdown = ReportFormat(name: "markdown", fileName: "report.md") { MarkdownWriter() }
}

import ReportModel

/// The sign-off as a document: sections of headings, paragraphs, tables and lists over inline
/// text, built once from `SignOff` (`SignOff.document`) so the Markdown and the HTML say the same
/// thing; `MarkdownWriter` and `HTMLWriter` each render it with their own markup and escaping.
///
/// The few places where the two say it differently (a page can draw and link what a GitHub
/// comment cannot) are marked as such (`Inline.either`, `Inline.htmlOnly`), not left to the
/// renderers to guess.
struct SignOffDocument {
  /// A top-level section: `## Title` in Markdown, an anchored `<section>` in HTML.
  struct Section {
    var id: String
    var title: String
    var blocks: [Block]
    /// Whether the Markdown shows it (the pictures are SVG, for the HTML alone).
    var inMarkdown = true
  }

  enum Block {
    /// A subheading (`###`, `<h3>`).
    case heading([Inline])
    case paragraph([Inline], htmlClass: String? = nil)
    case table(Table)
    /// A bulleted list; a checklist is one a person ticks off (`- [ ]` in Markdown).
    case list([[Inline]], htmlClass: String, checklist: Bool = false)
    /// Terms and what they say (a `<dl>`); headwords are bold in Markdown.
    case terms([(term: [Inline], description: [Inline])], htmlClass: String, headwords: Bool = false)
    /// Text shown literally with its line breaks (a diff), in a region labelled `label`.
    case codeBlock(String, language: String, label: String)
    /// Blocks that belong together (one failure): an `<article>` in HTML.
    case article([Block], htmlClass: String, id: String)
    /// The pictures of failing layouts, which only the HTML draws.
    case pictures
    /// A string beside the space it does not fit, to scale, which only the HTML draws.
    case fitPicture(TextFitEvidence)
  }

  struct Table {
    /// What the table holds, for a screen reader (the HTML's scroll region).
    var label: String
    var htmlClass: String? = nil
    var headers: [[Inline]]
    /// Whether the HTML shows the header row (a table of facts is labelled by its rows).
    var headersInHTML = true
    /// Whether each row's first cell names the row (`<th scope="row">`).
    var rowHeaders = false
    var rows: [[Cell]]
  }

  struct Cell {
    var content: [Inline]
    var htmlClass: String? = nil
    /// A tooltip in HTML.
    var htmlTitle: String? = nil

    init(_ content: [Inline], htmlClass: String? = nil, htmlTitle: String? = nil) {
      self.content = content
      self.htmlClass = htmlClass
      self.htmlTitle = htmlTitle
    }
  }

  enum Inline {
    /// Text from the report: escaped by both.
    case text(String)
    /// The sign-off's own wording: Markdown source as it stands, escaped for HTML.
    case wording(String)
    /// A code span; Markdown headings show it as text.
    case code(String)
    case strong([Inline])
    case link([Inline], url: String)
    /// Evidence in stored order: code in Markdown, code with its Latin spelling in HTML.
    case evidence(String)
    /// A SHA-256 shown by its first 12 digits.
    case digest(String)
    /// A line break in HTML; in Markdown, where a line break would end the item, `markdown`.
    case lineBreak(markdown: String)
    /// Markup only the HTML has; Markdown shows the content plain.
    case htmlOnly(HTMLMark, [Inline])
    /// A list inside a table cell: `<ul>` in HTML, items separated by ` · ` in Markdown.
    case items([[Inline]], htmlClass: String)
    /// Said one way in Markdown and another in HTML.
    case either(markdown: [Inline], html: [Inline])
  }

  /// A row of cells without HTML attributes.
  static func row(_ cells: Inline...) -> [Cell] { cells.map { Cell([$0]) } }

  /// The HTML's inline emphasis: `<strong>`, `<em>`, `<small>`, `<b>`, a muted `<span>`.
  enum HTMLMark {
    case strong, emphasis, small, bold, muted
  }

  var sections: [Section]
}

/// A string literal is the sign-off's own wording.
extension SignOffDocument.Inline: ExpressibleByStringInterpolation {
  init(stringLiteral value: String) { self = .wording(value) }
}

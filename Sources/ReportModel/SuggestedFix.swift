/// The change to the audited Swift source that a rule's automatic fix makes for a failed finding:
/// the text replaced, the same change as a unified diff, and whether a new audit proved it.
///
/// `layout-audit audit` on Swift source attaches the rule's fix as planned, unverified (the rule
/// offers it; a new audit may still show it removes nothing or breaks another rule, which
/// `layout-audit fix` checks before it writes anything). `verified` is for a fix that such a
/// new audit proved. A finding of a case file has none: its findings are fixed by hand.
public struct SuggestedFix: Sendable, Hashable, Codable {
  /// What the fix does, in one sentence (`Append .accessibilityHidden(true) to the view at
  /// App/View.swift:16:7.`).
  public var description: String
  /// The edits, in file order and, within a file, in the order they appear: each replaces a
  /// range of the source as it was audited.
  public var replacements: [SourceReplacement]
  /// The same change as a unified diff with three lines of context (`diff -u`'s format, paths
  /// as the report gives them), which `git apply -p0` reads.
  public var diff: String
  /// Whether a new import and audit of the patched source showed the finding gone and no new
  /// finding (`layout-audit fix`); false when the rule proposed it and nothing has checked it.
  public var verified: Bool

  public init(description: String, replacements: [SourceReplacement], diff: String, verified: Bool) {
    self.description = description
    self.replacements = replacements
    self.diff = diff
    self.verified = verified
  }

  /// The lines the fix adds, as the diff shows them (without the `+`): the suggested lines.
  public var addedLines: [String] {
    diff.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("+") && !$0.hasPrefix("+++ ") }
      .map { String($0.dropFirst()) }
  }
}

/// One edit of a source file: the text between two positions replaced by new text (an insertion
/// when the range is empty).
///
/// Lines and columns are 1-based and count Unicode code points (SARIF's `unicodeCodePoints`);
/// the end is exclusive, so a line's first column to the next line's first column is the line
/// with its line break.
public struct SourceReplacement: Sendable, Hashable, Codable {
  /// The file, as the report's findings name it.
  public var file: String
  public var startLine: Int
  public var startColumn: Int
  public var endLine: Int
  public var endColumn: Int
  /// What replaces the range.
  public var text: String

  public init(file: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, text: String) {
    self.file = file
    self.startLine = startLine
    self.startColumn = startColumn
    self.endLine = endLine
    self.endColumn = endColumn
    self.text = text
  }
}

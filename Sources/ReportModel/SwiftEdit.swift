/// Modifiers appended to the view expression that starts at a line and column of a Swift file:
/// the edit `layout-audit fix` makes, as the importer (which edits) and the commands (which
/// decide) both name it.
public struct SwiftEdit: Sendable, Hashable {
  public var line: Int
  public var column: Int
  /// Swift source without the leading dot (`accessibilityHidden(true)`).
  public var modifiers: [String]

  public init(line: Int, column: Int, modifiers: [String]) {
    self.line = line
    self.column = column
    self.modifiers = modifiers
  }

  /// What became of one edit.
  public enum Outcome: Sendable, Hashable {
    /// Made: the modifiers it added (none when all were there already).
    case made(added: [String])
    /// Not made, and why.
    case refused(String)
  }
}

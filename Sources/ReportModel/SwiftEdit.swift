/// An edit of the view expression that starts at a line and column of a Swift file (or of the
/// node whose object starts there in a case file): modifiers appended to it, its animations gated
/// on Reduce Motion, or the expression wrapped in a container (Swift only) — the edits
/// `layout-audit fix` makes, as the editors (the importer's `SwiftFixer`, the library's
/// `CaseFixer`) and the commands (which decide) all name them.
public struct SwiftEdit: Sendable, Hashable {
  public var line: Int
  public var column: Int
  /// Swift source without the leading dot (`accessibilityHidden(true)`).
  public var modifiers: [String]
  /// Whether to gate the `.animation(_:value:)` modifiers of the expression's chain on
  /// `@Environment(\.accessibilityReduceMotion)` (`.animation(reduceMotion ? nil : curve, value:
  /// v)`), adding that property to the view when it has none.
  public var gatesAnimations: Bool
  /// A container view to wrap the expression in (`GlassEffectContainer`), its modifier chain
  /// included, instead.
  public var wrapper: String?

  public init(line: Int, column: Int, modifiers: [String], gatesAnimations: Bool = false, wrapper: String? = nil) {
    self.line = line
    self.column = column
    self.modifiers = modifiers
    self.gatesAnimations = gatesAnimations
    self.wrapper = wrapper
  }

  /// What became of one edit.
  public enum Outcome: Sendable, Hashable {
    /// Made: the modifiers it added or rewrote, without the dot (none when all were there
    /// already).
    case made(added: [String])
    /// Not made, and why.
    case refused(String)
  }
}

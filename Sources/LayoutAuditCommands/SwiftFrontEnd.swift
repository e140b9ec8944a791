import LayoutAudit

/// The Swift-source front end a build of the command-line tool has, if any.
///
/// Reading SwiftUI source needs SwiftSyntax, linked with unsafe flags that SwiftPM refuses in a
/// package's dependencies. So the commands do not link it: the `layout-audit` executable installs
/// the SwiftSyntax importer, and the tool the SwiftPM plugin runs in a team's package has none
/// (it audits case files; `.swift` inputs there are a clear error).
public struct SwiftFrontEnd: Sendable {
  /// One view imported from Swift source, as case-file JSON.
  public struct ImportedCase: Sendable {
    public var id: String
    public var view: String
    public var swiftFile: String
    public var json: String
    /// Whether another imported view inlines this one: `audit` keeps the host only, so a
    /// finding on the child's Swift line is reported once.
    public var insideAnother: Bool

    public init(id: String, view: String, swiftFile: String, json: String, insideAnother: Bool = false) {
      self.id = id
      self.view = view
      self.swiftFile = swiftFile
      self.json = json
      self.insideAnother = insideAnother
    }
  }

  /// What one import produced.
  public struct Imported: Sendable {
    /// The cases, one per view that shows a time.
    public var cases: [ImportedCase]
    /// Views that could not be written as cases, each a located line
    /// (`path:line:column: warning: …`); the other views are written all the same.
    public var warnings: [String]
    /// With `explain`, the text that says for each view which Texts were read, where their
    /// values come from and why each was taken or left.
    public var explanation: String

    public init(cases: [ImportedCase], warnings: [String] = [], explanation: String = "") {
      self.cases = cases
      self.warnings = warnings
      self.explanation = explanation
    }
  }

  /// Whether a path is Swift input (a `.swift` file, or a folder of Swift source).
  public var isSwiftInput: @Sendable (String) -> Bool
  /// Imports the views showing a time (`view`: only that one; `explain`: with the explanation;
  /// `replacing`: texts read instead of the files at those paths, `fix`'s patched source;
  /// `isKnownLocale`: the audit's locales, for the app's localisations); the error's description
  /// is a located message.
  public var importViews: @Sendable (
    _ paths: [String], _ view: String?, _ explain: Bool, _ replacing: [String: String],
    _ isKnownLocale: @escaping @Sendable (String) -> Bool
  ) throws -> Imported
  /// Makes `layout-audit fix`'s edits in a Swift file's text, keeping its formatting: the new
  /// text, and what became of each edit; nil in a build that cannot edit Swift.
  public var applyEdits: (@Sendable (_ text: String, _ edits: [SwiftEdit]) -> (text: String, outcomes: [SwiftEdit.Outcome]))?

  public init(
    isSwiftInput: @escaping @Sendable (String) -> Bool,
    importViews: @escaping @Sendable ([String], String?, Bool, [String: String], @escaping @Sendable (String) -> Bool) throws -> Imported,
    applyEdits: (@Sendable (String, [SwiftEdit]) -> (text: String, outcomes: [SwiftEdit.Outcome]))? = nil
  ) {
    self.isSwiftInput = isSwiftInput
    self.importViews = importViews
    self.applyEdits = applyEdits
  }
}

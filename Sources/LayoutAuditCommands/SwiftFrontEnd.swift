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

    public init(id: String, view: String, swiftFile: String, json: String) {
      self.id = id
      self.view = view
      self.swiftFile = swiftFile
      self.json = json
    }
  }

  /// Whether a path is Swift input (a `.swift` file, or a folder of Swift source).
  public var isSwiftInput: @Sendable (String) -> Bool
  /// Imports the views showing a timer; the error's description is a located message.
  public var importCases: @Sendable ([String], _ view: String?) throws -> [ImportedCase]

  public init(
    isSwiftInput: @escaping @Sendable (String) -> Bool,
    importCases: @escaping @Sendable ([String], String?) throws -> [ImportedCase]
  ) {
    self.isSwiftInput = isSwiftInput
    self.importCases = importCases
  }
}

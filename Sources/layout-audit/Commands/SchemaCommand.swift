import Foundation

/// `layout-audit schema`: the JSON Schema of case files, for a team's own repository.
///
/// The schema is a resource of the tool (`Resources/case.schema.json`); `Cases/case.schema.json`
/// is this command's output, and a test keeps the two equal.
enum SchemaCommand: Command {
  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema of case files (Cases/case.schema.json is this output).",
    discussion:
      "Save it beside your cases (layout-audit schema > Cases/case.schema.json) and name it in each "
      + "case with a root \"$schema\": \"./case.schema.json\" key, which LayoutAudit ignores: editors "
      + "then complete and check the case as you type.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    guard let url = Bundle.module.url(forResource: "case.schema", withExtension: "json"),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      throw .internalFailure("the case schema is missing from the tool's resources; reinstall layout-audit")
    }
    Console.out(String(decoding: data, as: UTF8.self))
    return .success
  }
}

import Foundation
import LayoutAudit

/// `layout-audit schema [case|waivers]`: the JSON Schema of case files or of waiver files, for a
/// team's own repository.
///
/// The schemas are resources of the tool (`Resources/*.schema.json`); `Cases/case.schema.json`
/// is this command's output, and a test keeps the two equal.
enum SchemaCommand: Command {
  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema of case files (Cases/case.schema.json is this output) or of waiver files.",
    discussion:
      "Save it beside your cases (layout-audit schema > Cases/case.schema.json) and name it in each "
      + "case with a root \"$schema\": \"./case.schema.json\" key, which LayoutAudit ignores: editors "
      + "then complete and check the case as you type. 'layout-audit schema waivers' prints the schema of "
      + "waiver files (--waivers FILE), which accept a \"$schema\" key the same way.",
    arguments: [.init(name: "kind", help: "case or waivers. (default: case)", optional: true, completion: .choices { kinds })])

  /// The schemas the tool ships.
  static let kinds = ["case", "waivers"]

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let kind = arguments.positionals.first ?? "case"
    guard kinds.contains(kind) else {
      let hint = Spelling.closest(to: kind, among: kinds).map { "did you mean '\($0)'?" } ?? "use case or waivers"
      throw .usage("Unknown schema '\(Console.bounded(kind))'; \(hint)")
    }
    guard let url = Bundle.module.url(forResource: "\(kind).schema", withExtension: "json"),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      throw .internalFailure("the \(kind) schema is missing from the tool's resources; reinstall layout-audit")
    }
    Console.out(String(decoding: data, as: UTF8.self))
    return .success
  }
}

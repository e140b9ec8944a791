import LayoutModel
import Rules

/// `layout-audit validate`: checks case files without running them.
enum ValidateCommand: Command {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check case files without running them.",
    discussion: """
      Decodes each case strictly and checks ids, reflections, bounds, and the locales, platforms \
      and rules its expect block names. Every problem is printed as path:line:column: error: …; \
      the exit code is 65 when any file is invalid.
      """,
    arguments: [.init(name: "paths", help: "Case files or folders of them.", repeatable: true)],
    options: [
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON)."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let platforms = try CaseInputs.platforms(arguments)
    let catalog = CaseInputs.catalog(platforms: platforms, ruleIDs: Set(RuleCatalog.ids))
    let (cases, diagnostics) = CaseLoader().load(paths: arguments.positionals, catalog: catalog)
    for diagnostic in diagnostics { Console.out(diagnostic.description + "\n") }
    let files = Set(diagnostics.map(\.location.file)).count
    Console.out("\(cases.count) valid case\(cases.count == 1 ? "" : "s"), \(files) invalid file\(files == 1 ? "" : "s")\n")
    return diagnostics.isEmpty ? .success : .dataError
  }
}

import LayoutAudit

/// `layout-audit validate`: checks case files without running them.
enum ValidateCommand: Command {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check case files without running them.",
    discussion: """
      Decodes each case strictly and checks ids, reflections, bounds, and the locales, platforms \
      and rules its expect block names. Every problem is printed as path:line:column: error: …; \
      the exit code is 65 when any file is invalid. --json prints one object instead: every file \
      checked with its errors (file, line, column, message, hint, code), keys sorted.
      """,
    arguments: [.init(name: "paths", help: "Case files or folders of them.", repeatable: true, completion: .path)],
    options: [CaseInputs.profiles.spec, json.spec])

  static let json = CommandOption.flag("json", help: "Print the result as one JSON object on standard output.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let result = try CaseInputs.auditor(arguments).validate(arguments.positionals)
    guard !result.cases.isEmpty || !result.diagnostics.isEmpty else {
      // As audit: an empty folder is not a pass.
      throw .badInput(
        "no case files in \(arguments.positionals.map(Console.bounded).joined(separator: ", ")); write one "
          + "(see 'layout-audit schema') or pass its path")
    }
    let status: ExitCode = result.diagnostics.isEmpty ? .success : .dataError
    if arguments[json] {
      Console.out(
        try Console.json(
          ValidationOutput(files: result.files, validCases: result.cases.count, invalidFiles: result.invalidFiles)))
      return status
    }
    for diagnostic in result.diagnostics { Console.out(Console.visible(diagnostic) + "\n") }
    let valid = result.cases.count
    let invalid = result.invalidFiles
    Console.out("\(valid) valid case\(valid == 1 ? "" : "s"), \(invalid) invalid file\(invalid == 1 ? "" : "s")\n")
    return status
  }

  /// The object `validate --json` prints.
  private struct ValidationOutput: Encodable {
    let files: [ValidatedFile]
    let validCases: Int
    let invalidFiles: Int
  }
}

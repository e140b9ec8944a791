import LayoutAudit

/// The command-line entry point: picks the subcommand, handles `--help` and `--version`, and maps
/// errors to the exit codes the README documents.
enum LayoutAuditCLI {
  static let commands: [Subcommand] = [
    Subcommand(AuditCommand.self), Subcommand(ResolveCommand.self), Subcommand(ValidateCommand.self),
    Subcommand(ImportCommand.self),
    Subcommand(MergeCommand.self), Subcommand(RulesCommand.self), Subcommand(ExplainCommand.self),
    Subcommand(LocalesCommand.self),
    Subcommand(BidiCommand.self), Subcommand(SelftestCommand.self), Subcommand(SchemaCommand.self),
  ]

  static let abstract = "Audit timer layouts for right-to-left and accessibility conformance."

  static func topLevelHelp() -> String {
    var lines = [
      "OVERVIEW: \(abstract)", "",
      "USAGE: layout-audit <subcommand>", "",
      "OPTIONS:",
      CommandSpec.row("--version", "Show the version."),
      CommandSpec.row("-h, --help", "Show help information."), "",
      "SUBCOMMANDS:",
    ]
    lines += commands.map {
      CommandSpec.row($0.spec.name + ($0.spec.name == "audit" ? " (default)" : ""), $0.spec.abstract)
    }
    lines += ["", "  See 'layout-audit help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  static func run(_ arguments: [String]) -> ExitCode {
    // With no arguments the tool does its main job: audit Cases/ into Reports/ (the README's main job).
    guard let first = arguments.first else { return run(["audit"]) }
    switch first {
    case "-h", "--help":
      Console.out(topLevelHelp())
      return .success
    case "--version":
      Console.out(ToolInfo.versionLine)
      return .success
    case "help":
      if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
        Console.out(command.spec.help)
      } else {
        Console.out(topLevelHelp())
      }
      return .success
    default:
      // Options without a subcommand belong to the default one, as with swift-argument-parser:
      // `layout-audit --quiet` is `layout-audit audit --quiet`.
      if first.hasPrefix("-") { return run(["audit"] + arguments) }
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      let closest = Spelling.closest(to: first, among: commands.map(\.spec.name))
      let hint = closest.map { "; did you mean '\($0)'?" } ?? ""
      Console.error("Error: Unknown subcommand '\(Console.bounded(first))'\(hint)\n")
      Console.error("Usage: layout-audit <subcommand>\n  See 'layout-audit --help' for the subcommands.\n")
      return .usage
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.wantsHelp {
        Console.out(command.spec.help)
        return .success
      }
      if parsed.wantsVersion {
        Console.out(ToolInfo.versionLine)
        return .success
      }
      return try command.run(parsed)
    } catch {
      Console.error("Error: \(Console.visible(error.description))\n")
      if case .usage = error {
        Console.error("Usage: \(command.spec.usage)\n  See 'layout-audit \(command.spec.name) --help' for more information.\n")
      }
      return error.exitCode
    }
  }
}

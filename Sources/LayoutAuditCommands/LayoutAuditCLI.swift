#if canImport(Glibc)
  import Glibc
#endif
import LayoutAudit

/// The command-line entry point: picks the subcommand, handles `--help` and `--version`, and maps
/// errors to the exit codes the README documents.
public enum LayoutAuditCLI {
  /// The Swift-source front end of this run (`nil`: case files only), bound by `main`.
  @TaskLocal static var swiftFrontEnd: SwiftFrontEnd?

  /// Runs the tool for a process: pins the locale environment and the standard streams first,
  /// then the command. Returns the exit status.
  /// - Parameter swiftFrontEnd: the Swift-source importer this build links, if any.
  public static func main(_ arguments: [String], swiftFrontEnd: SwiftFrontEnd?) -> Int32 {
    pinLocaleEnvironment()
    Console.prepare()
    return $swiftFrontEnd.withValue(swiftFrontEnd) { run(arguments).rawValue }
  }

  static let commands: [any Command.Type] = [
    AuditCommand.self, ResolveCommand.self, ValidateCommand.self, ImportCommand.self, FixCommand.self, MergeCommand.self,
    RulesCommand.self, ExplainCommand.self, LocalesCommand.self, BidiCommand.self, SelftestCommand.self,
    SchemaCommand.self, CompletionsCommand.self,
  ]

  static let abstract = "Audit timer layouts for right-to-left and accessibility conformance."

  /// `--help` without a subcommand: the help of a spec for `<subcommand>`, then the subcommands.
  static func topLevelHelp() -> String {
    let subcommands = commands.map {
      CommandSpec.row($0.spec.name + ($0.spec.name == "audit" ? " (default)" : ""), $0.spec.abstract)
    }
    return CommandSpec(name: "<subcommand>", abstract: abstract).help
      + (["", "SUBCOMMANDS:"] + subcommands + ["", "  See 'layout-audit help <subcommand>' for detailed help.", ""])
      .joined(separator: "\n")
  }

  static func run(_ arguments: [String]) -> ExitCode {
    // With no arguments the tool does its main job: audit Cases/ into Reports/ (the README's main job).
    guard let first = arguments.first else { return run(["audit"]) }
    switch first {
    case "-h", "--help":
      Console.out(topLevelHelp())
      return .success
    case "--version":
      let engines = Auditor().engineVersions
      Console.out(
        "\(Auditor.tool.name) \(Auditor.tool.version) (ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr))\n")
      return .success
    case "--generate-completion-script":
      // swift-argument-parser's spelling of `completions`.
      return run(["completions"] + arguments.dropFirst())
    case let option where option.hasPrefix("--generate-completion-script="):
      return run(["completions", String(option.dropFirst("--generate-completion-script=".count))] + arguments.dropFirst())
    case "help":
      guard arguments.count > 1 else { return run(["--help"]) }
      guard commands.contains(where: { $0.spec.name == arguments[1] }) else { return unknownSubcommand(arguments[1]) }
      return run([arguments[1], "--help"])
    default:
      // Options without a subcommand belong to the default one, as with swift-argument-parser:
      // `layout-audit --quiet` is `layout-audit audit --quiet`.
      if first.hasPrefix("-") { return run(["audit"] + arguments) }
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else { return unknownSubcommand(first) }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.wantsHelp {
        Console.out(command.spec.help)
        return .success
      }
      if parsed.wantsVersion { return run(["--version"]) }
      return try command.run(parsed)
    } catch {
      // The one place an error becomes what the user reads and the exit status.
      Console.error(Self.errorMessage(error.message))
      if error.exitCode == .usage {
        Console.error("Usage: \(command.spec.usage)\n  See 'layout-audit \(command.spec.name) --help' for more information.\n")
      }
      return error.exitCode
    }
  }

  /// A name that is no subcommand: the name given, the closest one, and where the list is.
  static func unknownSubcommand(_ name: String) -> ExitCode {
    let closest = Spelling.closest(to: name, among: commands.map { $0.spec.name })
    let hint = closest.map { "; did you mean '\($0)'?" } ?? ""
    Console.error("Error: Unknown subcommand '\(Console.bounded(name))'\(hint)\n")
    Console.error("Usage: layout-audit <subcommand>\n  See 'layout-audit --help' for the subcommands.\n")
    return .usage
  }

  /// An error as printed: one prefix, `Error: ` for a message, none for located diagnostics that
  /// already say `path:line:column: error: …` (never `Error: Cases/x.json:1:1: error: …`).
  static func errorMessage(_ message: String) -> String {
    var text = Console.visible(message)
    if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
    let firstLine = text.prefix { $0 != "\n" }
    return (firstLine.contains(": error: ") ? "" : "Error: ") + text + "\n"
  }
}

/// Pins the process's locale and time zone before Foundation or ICU reads them: the tool's
/// output must not depend on the caller's `LANG`/`LC_*`/`TZ`, and a hostile `LANG` crashes the
/// ICU inside Foundation (`LANG=aaaaaaaaaaaa`). Reads `environ` directly so nothing of
/// Foundation starts before the variables are gone.
private func pinLocaleEnvironment() {
  var names: [String] = []
  var entry = environ
  while let pointer = entry.pointee {
    let text = String(cString: pointer)
    let name = String(text.prefix { $0 != "=" })
    if name == "LANG" || name == "LANGUAGE" || name.hasPrefix("LC_") { names.append(name) }
    entry += 1
  }
  for name in names { unsetenv(name) }
  setenv("LC_ALL", "C", 1)
  setenv("TZ", "UTC", 1)
}


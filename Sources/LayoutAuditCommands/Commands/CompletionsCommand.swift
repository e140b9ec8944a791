import Foundation
import LayoutAudit

/// `layout-audit completions [bash|zsh|fish]`: a completion script on standard output, as
/// swift-argument-parser's `--generate-completion-script` writes one (which this tool also
/// accepts).
enum CompletionsCommand: Command {
  static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: """
      The script completes subcommands, options, the values of options that have a fixed set \
      (formats, fail-on levels, platforms, rules, locales, settings) and paths where a file or \
      folder is expected. With no SHELL argument, the shell named by the SHELL environment \
      variable. --generate-completion-script SHELL is the same command, as swift-argument-parser \
      tools spell it.
      """ + " " + CompletionShell.allCases.map { "\($0.rawValue): \($0.installHint)." }.joined(separator: " "),
    arguments: [
      .init(
        name: "shell", help: "bash, zsh or fish. (default: from SHELL)", optional: true,
        completion: .choices { CompletionShell.allCases.map(\.rawValue) })
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let names = CompletionShell.allCases.map(\.rawValue)
    let shell: CompletionShell
    if let name = arguments.positionals.first {
      guard let named = CompletionShell(rawValue: name) else {
        let hint = Spelling.closest(to: name, among: names).map { "did you mean '\($0)'?" } ?? "use bash, zsh or fish"
        throw .usage("Unknown shell '\(Console.bounded(name))'; \(hint)")
      }
      shell = named
    } else {
      let variable = ProcessInfo.processInfo.environment["SHELL"]
      guard let detected = CompletionShell(environment: variable) else {
        let shown = variable.map { "SHELL is '\(Console.bounded($0))'" } ?? "SHELL is not set"
        throw .usage("Name the shell: \(shown), and scripts exist for bash, zsh and fish")
      }
      shell = detected
    }
    let script = CompletionScript(commands: LayoutAuditCLI.commands.map { $0.spec }, defaultCommand: AuditCommand.spec.name)
    Console.out(script.text(for: shell))
    return .success
  }
}

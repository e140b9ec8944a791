/// A shell completion script for `layout-audit`, generated from the commands' `CommandSpec`s:
/// subcommands, their options, option values that can be listed (formats, fail-on levels,
/// platforms, rules, locales) and file or folder paths where a path is expected. Nothing here
/// names an option; whatever a spec declares is what a script completes.
struct CompletionScript {
  /// The program's name, as the shell sees it.
  static let program = "layout-audit"

  /// The subcommands, in the order `--help` lists them.
  let commands: [CommandSpec]
  /// The subcommand options given before any subcommand belong to (`layout-audit --quiet`).
  let defaultCommand: String

  /// The script for a shell.
  func text(for shell: CompletionShell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  /// A command's options followed by the standard ones.
  static func options(of command: CommandSpec) -> [CommandSpec.Option] { command.options + CommandSpec.standardOptions }

  /// The first sentence of a help text: what fits beside a candidate in a completion menu.
  static func summary(_ help: String) -> String {
    guard let end = help.range(of: ". ") else { return help }
    return String(help[..<end.lowerBound]) + "."
  }

  /// A name usable in a shell function name (`write-baseline` → `write_baseline`).
  static func identifier(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// The line that says where the script came from, in each script's comment syntax.
  static func banner(_ shell: CompletionShell) -> String {
    "\(shell.rawValue) completion for \(program), generated from its command specification by "
      + "'\(program) completions \(shell.rawValue)'; regenerate it after upgrading.\n"
      + "Install: \(shell.installHint)."
  }
}

import Foundation

extension CompletionScript {
  /// The zsh script: a `#compdef` function for `fpath`, which also registers itself with
  /// `compdef` when sourced instead.
  func zsh() -> String {
    var lines = ["#compdef \(Self.program)"]
    lines += Self.banner(.zsh).split(separator: "\n").map { "# " + $0 }
    lines += ["", "_layout_audit() {", "  local -a subcommands", "  subcommands=("]
    for command in commands {
      lines.append("    " + Self.zshQuoted(Self.zshEscaped(command.name, colons: true) + ":" + command.abstract))
    }
    lines += [
      "    'help:Show help information for a subcommand.'",
      "  )",
      "  if ((CURRENT == 2)) && [[ ${words[2]} != -* ]]; then",
      "    _describe -t subcommands '\(Self.program) subcommand' subcommands",
      "    return",
      "  fi",
      "  local command=${words[2]}",
      "  case $command in",
      "    help)",
      "      ((CURRENT == 3)) && _describe -t subcommands '\(Self.program) subcommand' subcommands",
      "      return",
      "      ;;",
      "    \(commands.map(\.name).joined(separator: "|")))",
      "      shift words",
      "      ((CURRENT--))",
      "      ;;",
      "    # Options before any subcommand belong to the default one, as the tool reads them.",
      "    -*) command=\(defaultCommand) ;;",
      "    *) return 1 ;;",
      "  esac",
      "  _layout_audit_${command//-/_}",
      "}",
      "",
    ]
    for command in commands { lines += zshFunction(command) }
    lines += [
      "# Autoloaded from fpath: complete now. Sourced: register for layout-audit.",
      "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
      "  _layout_audit \"$@\"",
      "else",
      "  compdef _layout_audit \(Self.program)",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `_layout_audit_<command>`: one `_arguments` call.
  private func zshFunction(_ command: CommandSpec) -> [String] {
    var specs: [String] = []
    for option in command.options {
      let help = "[" + Self.zshEscaped(option.help, colons: false) + "]"
      let repeats = option.repeatable ? "*" : ""
      guard let value = option.value else {
        specs.append(Self.zshQuoted("\(repeats)--\(option.name)\(help)"))
        continue
      }
      let action = Self.zshAction(option.completion)
      let message = Self.zshEscaped(value, colons: true)
      specs.append(Self.zshQuoted("\(repeats)--\(option.name)=\(help):\(message):\(action)"))
    }
    // The standard options exclude everything else (`(- *)`).
    for option in CommandSpec.standardOptions {
      let help = "[" + Self.zshEscaped(option.help, colons: false) + "]"
      specs.append(option.short.map { "'(- *)'{-\($0),--\(option.name)}'\(help)'" } ?? Self.zshQuoted("(- *)--\(option.name)\(help)"))
    }
    for (index, argument) in command.arguments.enumerated() {
      let last = index == command.arguments.count - 1
      let position = last && argument.repeatable ? "*" : String(index + 1)
      let optional = argument.optional && position != "*" ? ":" : ""
      let message = Self.zshEscaped(argument.name, colons: true)
      specs.append(Self.zshQuoted("\(position):\(optional)\(message):\(Self.zshAction(argument.completion))"))
    }
    var lines = ["_layout_audit_\(Self.identifier(command.name))() {", "  _arguments -s -S \\"]
    lines += specs.enumerated().map { "    " + $1 + ($0 == specs.count - 1 ? "" : " \\") }
    lines += ["}", ""]
    return lines
  }

  /// The `_arguments` action for one kind of value.
  private static func zshAction(_ completion: ValueCompletion) -> String {
    switch completion {
    case .none: " "  // free text: a message and nothing to offer
    case .path: "_files"
    case .directory: "_files -/"
    case .choices: "(" + completion.words.map { zshEscaped($0, colons: true) }.joined(separator: " ") + ")"
    case .commaList: "_sequence compadd - " + completion.words.map { zshEscaped($0, colons: true) }.joined(separator: " ")
    }
  }

  /// Text inside an `_arguments` spec: backslashes, brackets and (in a message or a value list)
  /// colons escaped, so help text cannot end a field early.
  static func zshEscaped(_ text: String, colons: Bool) -> String {
    var result = ""
    for character in text {
      if character == "\\" || character == "[" || character == "]" || (colons && character == ":") {
        result.append("\\")
      }
      result.append(character)
    }
    return result
  }

  /// A single-quoted zsh word.
  static func zshQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

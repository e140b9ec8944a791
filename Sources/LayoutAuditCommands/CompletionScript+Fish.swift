import Foundation

extension CompletionScript {
  /// The fish script: `complete` lines, each conditioned on the subcommand being completed.
  func fish() -> String {
    let names = commands.map(\.name)
    let program = Self.program
    var lines = Self.banner(.fish).split(separator: "\n").map { "# " + $0 }
    lines += [
      "",
      "# The subcommand in effect: the first word after the program; options before any",
      "# subcommand belong to the default one, as the tool reads them.",
      "function __layout_audit_subcommand",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    if test (count $tokens) -eq 0",
      "        echo \(defaultCommand)",
      "        return",
      "    end",
      "    switch $tokens[1]",
      "        case \(names.joined(separator: " ")) help",
      "            echo $tokens[1]",
      "        case '-*'",
      "            echo \(defaultCommand)",
      "    end",
      "end",
      "",
      "# Whether the subcommand in effect is $argv[1]; --arguments: and a word for its arguments",
      "# has been typed (no subcommand yet is completed as subcommands).",
      "function __layout_audit_using",
      "    test (__layout_audit_subcommand) = $argv[1]; or return 1",
      "    test \"$argv[2]\" = --arguments; or return 0",
      "    test (count (commandline -opc)) -gt 1",
      "end",
      "",
      "# The words in $argv after the items already typed in a comma-separated list.",
      "function __layout_audit_list",
      "    set -l current (string replace -r -- '^--[^=]*=' '' (commandline -ct))",
      "    set -l prefix (string replace -r -- '[^,]*$' '' $current)",
      "    for word in $argv",
      "        echo $prefix$word",
      "    end",
      "end",
      "",
      "complete -c \(program) -f",
    ]
    for command in commands {
      lines.append(
        "complete -c \(program) -n __fish_use_subcommand -a \(command.name) -d \(Self.fishQuoted(Self.summary(command.abstract)))")
    }
    lines.append("complete -c \(program) -n __fish_use_subcommand -a help -d 'Show help information for a subcommand.'")
    lines.append("complete -c \(program) -n '__fish_seen_subcommand_from help' -a \(Self.fishQuoted(names.joined(separator: " ")))")
    for command in commands {
      lines.append("")
      let condition = "-n " + Self.fishQuoted("__layout_audit_using \(command.name)")
      for option in Self.options(of: command) {
        var line = "complete -c \(program) \(condition)"
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.name)"
        if option.value != nil { line += " " + Self.fishAction(option.completion) }
        line += " -d " + Self.fishQuoted(Self.summary(option.help))
        lines.append(line)
      }
      // Positional arguments: what the first one takes (the rest are paths or free text too).
      let arguments = "-n " + Self.fishQuoted("__layout_audit_using \(command.name) --arguments")
      if let argument = command.arguments.first, case let action = Self.fishAction(argument.completion),
        action != "-x"
      {
        lines.append("complete -c \(program) \(arguments) \(action)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `complete` flags for one kind of value.
  private static func fishAction(_ completion: ValueCompletion) -> String {
    switch completion {
    case .none: "-x"
    case .path: "-r -F"
    case .directory: "-x -a '(__fish_complete_directories)'"
    case .choices: "-x -a " + fishQuoted(completion.words.joined(separator: " "))
    case .commaList: "-x -a " + fishQuoted("(__layout_audit_list " + completion.words.joined(separator: " ") + ")")
    }
  }

  /// A single-quoted fish word.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}

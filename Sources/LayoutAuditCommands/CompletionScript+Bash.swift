import Foundation

extension CompletionScript {
  /// The bash script: one function, `_layout_audit`, registered with `complete -F`. It needs
  /// nothing but bash itself (not the bash-completion package).
  func bash() -> String {
    let names = commands.map(\.name)
    var lines = Self.banner(.bash).split(separator: "\n").map { "# " + $0 }
    lines += [
      "",
      "# Completes the current word among the words in $1.",
      "__layout_audit_choices() {",
      "  local IFS=$' \\t\\n'",
      "  COMPREPLY=($(compgen -W \"$1\" -- \"$cur\"))",
      "}",
      "",
      "# Completes the last item of a comma-separated list (--locales ar,he).",
      "__layout_audit_list() {",
      "  local IFS=$' \\t\\n' prefix=\"\"",
      "  [[ \"$cur\" == *,* ]] && prefix=\"${cur%,*},\"",
      "  COMPREPLY=($(compgen -P \"$prefix\" -W \"$1\" -- \"${cur##*,}\"))",
      "}",
      "",
      "# Completes a path; -o filenames quotes names and marks folders with /.",
      "__layout_audit_paths() {",
      "  local IFS=$'\\n'",
      "  compopt -o filenames 2>/dev/null",
      "  COMPREPLY=($(compgen -f -- \"$cur\"))",
      "}",
      "",
      "__layout_audit_directories() {",
      "  local IFS=$'\\n'",
      "  compopt -o filenames 2>/dev/null",
      "  COMPREPLY=($(compgen -d -- \"$cur\"))",
      "}",
      "",
      "# How many positional arguments come before the current word, counting from word $1 and",
      "# skipping options and the values of the options listed in $2.",
      "__layout_audit_position() {",
      "  local i word count=0 skip=0",
      "  for ((i = $1; i < COMP_CWORD; i++)); do",
      "    word=\"${COMP_WORDS[i]}\"",
      "    if ((skip)); then skip=0; continue; fi",
      "    case \"$word\" in",
      "      =) skip=1 ;;",
      "      -*) [[ \" $2 \" == *\" $word \"* && \"${COMP_WORDS[i + 1]}\" != \"=\" ]] && skip=1 ;;",
      "      *) ((count++)) ;;",
      "    esac",
      "  done",
      "  echo \"$count\"",
      "}",
      "",
    ]
    for command in commands { lines += bashFunction(command) }
    lines += [
      "_layout_audit() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" option=\"\"",
      "  ((COMP_CWORD > 0)) && prev=\"${COMP_WORDS[COMP_CWORD - 1]}\"",
      "  # bash splits --name=value at '=' (COMP_WORDBREAKS): the words are --name, =, value.",
      "  if [[ \"$cur\" == \"=\" ]]; then",
      "    option=\"$prev\" cur=\"\"",
      "  elif [[ \"$prev\" == \"=\" ]] && ((COMP_CWORD > 1)); then",
      "    option=\"${COMP_WORDS[COMP_CWORD - 2]}\"",
      "  else",
      "    option=\"$prev\"",
      "  fi",
      "  COMPREPLY=()",
      "  if ((COMP_CWORD == 1)) && [[ \"$cur\" != -* ]]; then",
      "    __layout_audit_choices '\(Self.words(names + ["help"]))'",
      "    return",
      "  fi",
      "  case \"${COMP_WORDS[1]}\" in",
      "    help)",
      "      ((COMP_CWORD == 2)) && __layout_audit_choices '\(Self.words(names))'",
      "      ;;",
    ]
    for command in commands {
      lines.append("    \(command.name)) __layout_audit_\(Self.identifier(command.name)) 2 ;;")
    }
    lines += [
      "    # Options before any subcommand belong to the default one, as the tool reads them.",
      "    -*) __layout_audit_\(Self.identifier(defaultCommand)) 1 ;;",
      "  esac",
      "}",
      "",
      "complete -F _layout_audit \(Self.program)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `__layout_audit_<command> FIRST`: completes within one subcommand whose arguments start at
  /// word FIRST.
  private func bashFunction(_ command: CommandSpec) -> [String] {
    let options = Self.options(of: command)
    let valued = options.filter { $0.value != nil }
    var lines = ["__layout_audit_\(Self.identifier(command.name))() {"]
    if !valued.isEmpty {
      lines.append("  case \"$option\" in")
      for option in valued {
        lines.append("    --\(option.name)) \(Self.bashAction(option.completion)); return ;;")
      }
      lines.append("  esac")
    }
    let flags = options.flatMap { option in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? []) }
    lines.append("  if [[ \"$cur\" == -* ]]; then")
    lines.append("    __layout_audit_choices '\(Self.words(flags))'")
    lines.append("    return")
    lines.append("  fi")
    if !command.arguments.isEmpty {
      let valuedNames = valued.map { "--\($0.name)" }.joined(separator: " ")
      lines.append("  case \"$(__layout_audit_position \"$1\" '\(valuedNames)')\" in")
      for (index, argument) in command.arguments.enumerated() {
        let last = index == command.arguments.count - 1
        let pattern = last && argument.repeatable ? "*" : String(index)
        lines.append("    \(pattern)) \(Self.bashAction(argument.completion)) ;;")
      }
      lines.append("  esac")
    }
    lines += ["}", ""]
    return lines
  }

  /// The call that completes one kind of value.
  private static func bashAction(_ completion: ValueCompletion) -> String {
    switch completion {
    case .none: ":"  // free text: nothing to offer
    case .path: "__layout_audit_paths"
    case .directory: "__layout_audit_directories"
    case .choices: "__layout_audit_choices '\(words(completion.words))'"
    case .commaList: "__layout_audit_list '\(words(completion.words))'"
    }
  }

  /// Words for a single-quoted shell string: separated by spaces, quotes spelled out.
  static func words(_ words: [String]) -> String {
    words.map { $0.replacingOccurrences(of: "'", with: "'\\''") }.joined(separator: " ")
  }
}

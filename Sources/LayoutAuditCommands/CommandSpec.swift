/// What a command accepts, from which both parsing and `--help` are derived, in
/// swift-argument-parser's layout.
struct CommandSpec: Sendable {
  /// One option or flag.
  struct Option: Sendable {
    /// The long name without dashes (`direction`).
    let name: String
    /// A one-letter short name, if any.
    var short: Character? = nil
    /// The value's placeholder (`dir`); `nil` for a flag.
    var value: String? = nil
    /// The help text.
    let help: String
    /// Whether the option may be given more than once.
    var repeatable = false
    /// The default shown in help.
    var defaultValue: String? = nil
    /// Whether the command refuses to run without it; usage then shows it without brackets.
    var required = false
    /// What a shell completes for the value (`--format <TAB>`); ignored for a flag.
    var completion: ValueCompletion = .none
    /// The `.layout-audit.json` key whose value stands in when the option is not given.
    var configKey: String? = nil
  }

  /// One positional argument.
  struct Argument: Sendable {
    let name: String
    let help: String
    var optional = false
    var repeatable = false
    /// What a shell completes for it.
    var completion: ValueCompletion = .none
  }

  /// The subcommand's name (`bidi`).
  let name: String
  /// One sentence: what it does.
  let abstract: String
  /// More paragraphs for `--help`.
  var discussion: String? = nil
  var arguments: [Argument] = []
  var options: [Option] = []

  /// The usage line without the leading `USAGE: `.
  var usage: String {
    var parts = ["layout-audit", name]
    for argument in arguments {
      var text = "<\(argument.name)>" + (argument.repeatable ? " ..." : "")
      if argument.optional { text = "[\(text)]" }
      parts.append(text)
    }
    // A required option without brackets, as swift-argument-parser shows it.
    for option in options {
      let text = "--\(option.name)" + (option.value.map { " <\($0)>" } ?? "")
      parts.append((option.required ? text : "[\(text)]") + (option.repeatable ? " ..." : ""))
    }
    return parts.joined(separator: " ")
  }

  /// The full help text.
  var help: String {
    var lines = ["OVERVIEW: \(abstract)"]
    if let discussion { lines += ["", Self.wrap(discussion, width: 100)] }
    lines += ["", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += arguments.map { Self.row("<\($0.name)>", $0.help) }
    }
    lines += ["", "OPTIONS:"] + (options + Self.standardOptions).map(Self.row)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The options every command accepts besides its own, which parsing handles first.
  static let standardOptions: [Option] = [
    .init(name: "version", help: "Show the version."),
    .init(name: "help", short: "h", help: "Show help information."),
  ]

  /// An option's help row: its names and value, its help and default.
  static func row(_ option: Option) -> String {
    let names = (option.short.map { "-\($0), " } ?? "") + "--\(option.name)" + (option.value.map { " <\($0)>" } ?? "")
    return row(names, option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
  }

  /// Wraps a paragraph at word boundaries.
  static func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + word.count + 1 > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// A help row: the name column padded to 24, help text wrapped at 54 beside it.
  static func row(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 26)
    let head = "  " + name
    return (head.count < 26 ? head.padding(toLength: 26, withPad: " ", startingAt: 0) : head + "\n" + indent)
      + wrap(help, width: 54).replacingOccurrences(of: "\n", with: "\n" + indent)
  }
}

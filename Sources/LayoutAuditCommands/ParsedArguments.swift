import LayoutAudit

/// A command line parsed against a `CommandSpec`.
struct ParsedArguments {
  let spec: CommandSpec
  private(set) var positionals: [String] = []
  /// The texts given for each option, by name; a flag given has one empty text.
  private var values: [String: [String]] = [:]
  /// Options whose value came from a configuration file rather than the command line: the
  /// file's key and where its value stands, for errors about that value.
  private(set) var configured: [String: (key: String, location: String)] = [:]

  /// Whether `--help` or `-h` was given (checked before anything else is validated).
  private(set) var wantsHelp = false
  /// Whether `--version` was given.
  private(set) var wantsVersion = false

  /// Parses `arguments` (without the program and subcommand names). Options may come before
  /// or after positionals; `--` ends options; `--name=value` and `--name value` both work.
  init(_ arguments: [String], spec: CommandSpec) throws(CommandError) {
    self.spec = spec
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Self.isNegativeNumber(argument) {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      if argument == "--version" {
        wantsVersion = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let suggestion = spec.closestOption(to: name).map { "; did you mean '--\($0)'?" } ?? ""
        throw .usage("Unknown option '\(Console.bounded(name))'\(suggestion)")
      }
      guard option.value != nil else {
        guard inlineValue == nil else { throw .usage("The flag '--\(option.name)' takes no value") }
        values[option.name] = [""]
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw .usage("Missing value for '--\(option.name) <\(option.value!)>'")
        }
        value = arguments[index]
        index += 1
      }
      if !option.repeatable, values[option.name] != nil {
        throw .usage("The option '--\(option.name)' was given more than once")
      }
      values[option.name, default: []].append(value)
    }
    if wantsHelp || wantsVersion { return }
    let required = spec.arguments.filter { !$0.optional }.count
    let acceptsMany = spec.arguments.last?.repeatable ?? false
    if positionals.count < required {
      throw .usage("Missing expected argument '<\(spec.arguments[positionals.count].name)>'")
    }
    if !acceptsMany, positionals.count > spec.arguments.count {
      throw .usage("Unexpected argument '\(Console.bounded(positionals[spec.arguments.count]))'")
    }
    if let missing = spec.options.first(where: { $0.required && values[$0.name] == nil }) {
      throw .usage("Missing expected option '--\(missing.name)" + (missing.value.map { " <\($0)>" } ?? "") + "'")
    }
  }

  /// Fills in what the command line did not give from a configuration file: options given on
  /// the command line take precedence, and positionals come from it only when none were given.
  mutating func fill(from config: AuditConfigFile, relative: (String) -> String) {
    for option in spec.options where values[option.name] == nil {
      guard let key = option.configKey, let given = config.arguments[key] else { continue }
      values[option.name] = given.map(relative)
      if let location = config.valueLocations[key] { configured[option.name] = (key, location) }
    }
    if positionals.isEmpty, let cases = config.cases { positionals = cases.map(relative) }
  }

  /// `-00:05` and `-5` are values, not options: a timer in overtime is written that way and
  /// forcing users to type `--` first would be a trap.
  private static func isNegativeNumber(_ argument: String) -> Bool {
    argument.dropFirst().first?.isNumber ?? false
  }

  /// A flag's value: whether it was given.
  subscript(_ flag: CommandOption<Bool>) -> Bool { values[flag.spec.name] != nil }

  /// An option's typed value; a value the library refuses is an error naming the option, or
  /// the configuration file's line when the value came from there.
  func value<Value>(_ option: CommandOption<Value>, auditor: Auditor = Auditor()) throws(CommandError) -> Value {
    // A repeatable option's comma-separated texts are separate values (`--format json,sarif`).
    var given = values[option.spec.name] ?? []
    if option.spec.repeatable { given = given.flatMap { $0.split(separator: ",").map(String.init) } }
    return try CommandError.library(origin: origin(of: option.spec.name)) { () throws(AuditError) in try option.read(given, auditor) }
  }

  /// Where an option's value came from: the configuration file's key when it was filled from
  /// there, otherwise the option typed.
  func origin(of name: String) -> CommandError.Origin {
    configured[name].map { .configuration(key: $0.key, location: $0.location) } ?? .option("--\(name)")
  }
}

extension CommandSpec {
  func option(named argument: String) -> Option? {
    if argument.hasPrefix("--") {
      return options.first { "--" + $0.name == argument }
    }
    if argument.count == 2, let letter = argument.last {
      return options.first { $0.short == letter }
    }
    return nil
  }

  func closestOption(to argument: String) -> String? {
    Spelling.closest(to: String(argument.drop { $0 == "-" }), among: options.map(\.name))
  }
}

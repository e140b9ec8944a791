import LayoutAudit

/// One option of a command, declared once, as swift-argument-parser's `@Option` and `@Flag` are:
/// its spelling, help, completion and `.layout-audit.json` key (`spec`, from which parsing,
/// `--help`, the completion scripts and configuration defaults derive), and how the text given
/// becomes a typed value, checked by the library's catalogue.
struct CommandOption<Value>: Sendable {
  /// How parsing, `--help`, the completion scripts and configuration defaults see the option.
  let spec: CommandSpec.Option
  /// The value from every text given, in order (none when the option is absent).
  let read: @Sendable ([String], Auditor) throws(AuditError) -> Value
}

extension CommandOption<Bool> {
  /// A flag: `true` when given.
  static func flag(_ name: String, help: String) -> Self {
    Self(spec: .init(name: name, help: help)) { given, _ in !given.isEmpty }
  }
}

extension CommandOption {
  /// An option with one value and a default, which `--help` shows and which is read like a
  /// value given.
  init(
    _ name: String, value placeholder: String, help: String, default defaultValue: String,
    completion: ValueCompletion = .none, configKey: String? = nil,
    parse: @escaping @Sendable (String, Auditor) throws(AuditError) -> Value
  ) {
    spec = .init(
      name: name, value: placeholder, help: help, defaultValue: defaultValue, completion: completion, configKey: configKey)
    read = { given, auditor throws(AuditError) in try parse(given.last ?? defaultValue, auditor) }
  }

  /// An option the command line must give: parsing refuses a command line without it, so the
  /// value is always there.
  init(
    required name: String, value placeholder: String, help: String, completion: ValueCompletion = .none,
    parse: @escaping @Sendable (String, Auditor) throws(AuditError) -> Value
  ) {
    spec = .init(name: name, value: placeholder, help: help, required: true, completion: completion)
    read = { given, auditor throws(AuditError) in try parse(given.last!, auditor) }
  }

  /// An option with one value, `nil` when not given.
  init<Wrapped>(
    _ name: String, value placeholder: String, help: String, completion: ValueCompletion = .none,
    configKey: String? = nil, parse: @escaping @Sendable (String, Auditor) throws(AuditError) -> Wrapped
  ) where Value == Wrapped? {
    spec = .init(name: name, value: placeholder, help: help, completion: completion, configKey: configKey)
    read = { given, auditor throws(AuditError) in
      guard let text = given.last else { return nil }
      return try parse(text, auditor)
    }
  }
}

extension CommandOption<String?> {
  /// An option whose value is free text or a path, `nil` when not given.
  init(_ name: String, value placeholder: String, help: String, completion: ValueCompletion = .none, configKey: String? = nil) {
    self.init(name, value: placeholder, help: help, completion: completion, configKey: configKey) { text, _ in text }
  }
}

extension CommandOption<String> {
  /// An option whose value is free text or a path, with a default.
  init(_ name: String, value placeholder: String, help: String, default defaultValue: String, completion: ValueCompletion = .none, configKey: String? = nil) {
    self.init(name, value: placeholder, help: help, default: defaultValue, completion: completion, configKey: configKey) { text, _ in text }
  }
}

import LayoutAudit

/// Why a command stopped. The library's errors are kept as they are, with where their value
/// came from; `LayoutAuditCLI.run` turns each into its message and exit code, once.
enum CommandError: Error {
  /// The command line was wrong; the usage line is printed after the message.
  case usage(String)
  /// An input (a case file, a conformance file, a locale id) was invalid.
  case badInput(String)
  /// Something inside LayoutAudit failed.
  case internalFailure(String)
  /// The Swift importer refused its inputs; the error's description is a located message.
  case swiftImport(any Error)
  /// The library refused; `origin` is where the value it refused came from, when it matters.
  case audit(AuditError, origin: Origin? = nil)

  /// Where a value the library refused came from.
  enum Origin {
    /// An option or argument the user typed (`--locales`, `<rule>`).
    case option(String)
    /// A configuration file's key, and where its value stands (`.layout-audit.json:3:14`).
    case configuration(key: String, location: String)
  }

  /// The value of a call into the library; its error kept whole, with where the value came from.
  static func library<Value>(origin: Origin? = nil, _ body: () throws(AuditError) -> Value) throws(CommandError) -> Value {
    do {
      return try body()
    } catch {
      throw .audit(error, origin: origin)
    }
  }

  /// The message as printed: a value the user typed is named with the option it came from; a
  /// value from the configuration file is located at its line there.
  var message: String {
    switch self {
    case .usage(let message), .badInput(let message), .internalFailure(let message): message
    case .swiftImport(let error): String(describing: error)
    case .audit(let error, let origin):
      switch (error, origin) {
      case (.unknownIdentifier, .configuration(let key, let location)), (.invalidValue, .configuration(let key, let location)):
        "\(location): error: " + Self.placing(" in \"\(key)\"", in: error.description)
      case (.unknownIdentifier, _), (.invalidValue, _):
        // `unknown rule "x"` → `unknown rule "x" in '--rules'`: the place goes after the value.
        if case .option(let name) = origin { Self.placing(" in '\(name)'", in: error.description) } else { error.description }
      case (.output(let cause), _): "\(cause) Choose another folder with --output."
      case (.invalidInput(let cause), _), (.internalFailure(let cause), _): cause.description
      }
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .badInput, .swiftImport: .dataError
    case .internalFailure: .internalError
    case .audit(.unknownIdentifier, origin: .configuration), .audit(.invalidValue, origin: .configuration): .dataError
    case .audit(.unknownIdentifier, _), .audit(.invalidValue, _): .usage
    case .audit(.invalidInput, _): .dataError
    case .audit(.output, _), .audit(.internalFailure, _): .internalError
    }
  }

  /// A message with `place` after its first quoted value, or at its end when it quotes none.
  private static func placing(_ place: String, in message: String) -> String {
    var message = message
    guard let open = message.firstIndex(of: "\"") else { return message + place }
    if let close = message[message.index(after: open)...].firstIndex(of: "\"") {
      message.insert(contentsOf: place, at: message.index(after: close))
    }
    return message
  }
}

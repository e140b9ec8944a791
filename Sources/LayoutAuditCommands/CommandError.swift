import LayoutAudit

/// Why a command stopped, mapped to an exit code.
enum CommandError: Error, CustomStringConvertible {
  /// The command line was wrong; the usage line is printed after the message.
  case usage(String)
  /// An input (a case file, a conformance file, a locale id) was invalid.
  case badInput(String)
  /// Something inside LayoutAudit failed.
  case internalFailure(String)

  var description: String {
    switch self {
    case .usage(let message), .badInput(let message), .internalFailure(let message): message
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .badInput: .dataError
    case .internalFailure: .internalError
    }
  }

  /// The library's error about an option's value: located in the configuration file when the
  /// value came from there (a bad file, exit 65), otherwise naming the option (a usage error).
  init(_ error: AuditError, option name: String, in arguments: ParsedArguments) {
    guard let origin = arguments.configured[name] else {
      self.init(error, option: "--\(name)")
      return
    }
    switch error {
    case .unknownIdentifier, .invalidValue:
      var message = error.description
      if let open = message.firstIndex(of: "\""), let close = message[message.index(after: open)...].firstIndex(of: "\"") {
        message.insert(contentsOf: " in \"\(origin.key)\"", at: message.index(after: close))
      }
      if let first = message.first, first.isUppercase {
        message = first.lowercased() + message.dropFirst()
      }
      self = .badInput("\(origin.location): error: \(message)")
    default:
      self.init(error, option: "--\(name)")
    }
  }

  /// The library's error as the command line says it: a value the user typed is a usage error
  /// naming the option it came from; a bad file is bad input; the rest is internal.
  /// - Parameter option: the option the value came from (`--locales`), when there is one.
  init(_ error: AuditError, option: String? = nil) {
    switch error {
    case .unknownIdentifier, .invalidValue:
      let place = option.map { " in '\($0)'" } ?? ""
      var message = error.description
      if let range = message.range(of: "\"") {
        // `Unknown rule "x"` → `Unknown rule "x" in '--rules'`: the place goes after the value.
        if let end = message[range.upperBound...].firstIndex(of: "\"") {
          message.insert(contentsOf: place, at: message.index(after: end))
        }
      } else {
        message += place
      }
      self = .usage(message)
    case .invalidInput(let message): self = .badInput(message)
    case .output(let message): self = .internalFailure(message + " Choose another folder with --output.")
    case .internalFailure(let message): self = .internalFailure(message)
    }
  }
}

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
}

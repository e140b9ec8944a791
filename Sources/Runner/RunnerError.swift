/// Why an audit could not run.
public enum RunnerError: Error, CustomStringConvertible, Equatable {
  /// An input (waivers, baseline, shard report) is invalid: exit 65.
  case input(String)
  /// Something inside LayoutAudit failed: exit 70.
  case internalFailure(String)

  public var description: String {
    switch self {
    case .input(let message), .internalFailure(let message): message
    }
  }
}

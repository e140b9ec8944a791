/// How a failure compares with the baseline report (`--baseline`).
public enum BaselineState: String, Sendable, Hashable, Codable {
  /// The baseline does not have it.
  case new
  /// The baseline has it too.
  case existing
}

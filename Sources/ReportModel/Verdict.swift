/// Whether a run passes its fail-on threshold: what the exit code says.
public enum Verdict: String, Sendable, Hashable, Codable {
  /// Nothing failed at or above the threshold.
  case pass
  /// Something did.
  case fail
}

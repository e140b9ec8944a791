/// What makes two reports parts of one run, beyond the tool, engine, auditor, matrix and
/// self-test the report already records: the exact waivers and baseline it was judged against.
///
/// `merge` refuses shards whose identities differ, naming the difference: two shards with
/// different waiver files that both name a waiver `W1` would otherwise credit one shard's
/// failures to the other's waiver.
public struct RunIdentity: Sendable, Hashable, Codable {
  /// SHA-256 of the waivers file's bytes (lowercase hex); `nil` when the run had no waivers.
  public var waivers: String?
  /// The baseline the run compared with; `nil` when it had none.
  public var baseline: BaselineIdentity?
  /// Whether the run included the bidi conformance self-test (`--selftest`).
  public var selftest: Bool

  public init(waivers: String?, baseline: BaselineIdentity?, selftest: Bool) {
    self.waivers = waivers
    self.baseline = baseline
    self.selftest = selftest
  }
}

/// The baseline a run compared with: its content and what wrote it.
public struct BaselineIdentity: Sendable, Hashable, Codable {
  /// SHA-256 of the baseline's canonical JSON (lowercase hex), so the same report compares
  /// equal however it was copied.
  public var sha256: String
  /// The tool that wrote the baseline; it differs from the report's own `tool` when the
  /// baseline came from another version (also said on standard error).
  public var tool: ToolVersion
  /// The engines the baseline ran on; a difference from the report's `engine` is noted the same
  /// way, since another ICU or CLDR can change findings by itself.
  public var engine: EngineVersions

  public init(sha256: String, tool: ToolVersion, engine: EngineVersions) {
    self.sha256 = sha256
    self.tool = tool
    self.engine = engine
  }
}

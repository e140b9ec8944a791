import ReportModel
import Rules

/// A (case, platform) pair: the grain of sharding, and of assembling results.
struct ShardUnit: Hashable, Sendable {
  let caseIndex: Int
  let platformIndex: Int
}

/// One locale class of one case, evaluated on each of the case's platforms in the shard: the
/// grain of parallel work.
struct ClassTask: Sendable {
  let caseIndex: Int
  let classIndex: Int
}

/// What one class evaluation found: the outcome of each rule under each setting, and how many
/// layouts it resolved.
struct ClassOutcomes: Sendable {
  /// `outcomes[rule][settings]`.
  let outcomes: [[RuleOutcome]]
  /// `latent[rule][settings]`: the outcome is a failure only as if the app shipped the locale's
  /// language (it does not); empty when the app ships it.
  var latent: [[Bool]] = []
  let resolved: Int
}

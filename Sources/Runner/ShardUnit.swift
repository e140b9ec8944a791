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
  var outcomes: [[RuleOutcome]]
  /// `latent[rule][settings]`: the outcome is a failure only as if the app shipped the locale's
  /// language (it does not); empty when the app ships it.
  var latent: [[Bool]] = []
  var resolved: Int

  /// The text-size rules' outcomes under each other text offer of the class
  /// (`RuleDependencies.textSizes`), every other row a placeholder.
  var variants: [ClassOutcomes] = []

  /// These outcomes with the rows of `rules` (indices) taken from `other`, one of `variants`,
  /// and their latent marks (a variant is marked whenever these are: `markingLatent`).
  func replacing(rows rules: Set<Int>, from other: ClassOutcomes) -> ClassOutcomes {
    var replaced = ClassOutcomes(outcomes: outcomes, latent: latent, resolved: resolved)
    for rule in rules {
      replaced.outcomes[rule] = other.outcomes[rule]
      if !latent.isEmpty { replaced.latent[rule] = other.latent[rule] }
    }
    return replaced
  }

  /// These outcomes, counting `resolved` more layouts.
  func adding(resolved more: Int) -> ClassOutcomes {
    var copy = self
    copy.resolved += more
    return copy
  }

  /// Failures and can't-tells name the branch combination they were found in.
  func inBranch(_ label: String) -> ClassOutcomes {
    var copy = self
    copy.outcomes = outcomes.map { row in
      row.map { outcome in
        var outcome = outcome
        if outcome.status == .failed || outcome.status == .cantTell {
          outcome.message = "in branch \(label): " + outcome.message
        }
        return outcome
      }
    }
    copy.variants = variants.map { $0.inBranch(label) }
    return copy
  }

  /// The worse of each pair of outcomes (failed, can't tell, passed, inapplicable; the earlier
  /// of two alike), and both counts of layouts.
  func worst(with next: ClassOutcomes) -> ClassOutcomes {
    func rank(_ outcome: RuleOutcome) -> Int {
      switch outcome.status {
      case .failed: 3
      case .cantTell: 2
      case .passed: 1
      case .inapplicable: 0
      }
    }
    var merged = ClassOutcomes(
      outcomes: zip(outcomes, next.outcomes).map { pair in zip(pair.0, pair.1).map { rank($1) > rank($0) ? $1 : $0 } },
      resolved: resolved + next.resolved)
    merged.variants = zip(variants, next.variants).map { $0.worst(with: $1) }
    return merged
  }

  /// These outcomes with the failures found only as if the app shipped the locale's language
  /// (`assumed`, judged so) taken in and marked latent.
  func markingLatent(_ assumed: ClassOutcomes) -> ClassOutcomes {
    var outcomes = self.outcomes
    let latent = zip(outcomes.indices, assumed.outcomes).map { ruleIndex, assumed in
      assumed.enumerated().map { settingsIndex, outcome in
        guard outcome.status == .failed, outcomes[ruleIndex][settingsIndex].status != .failed else { return false }
        outcomes[ruleIndex][settingsIndex] = outcome
        return true
      }
    }
    var marked = ClassOutcomes(outcomes: outcomes, latent: latent, resolved: resolved + assumed.resolved)
    marked.variants = zip(variants, assumed.variants).map { $0.markingLatent($1) }
    return marked
  }
}

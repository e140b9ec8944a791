import LocaleEngine
import Workers

/// The reading of every locale's time patterns (ICU's pattern generators) by one thread while
/// the others work on cases that need none.
///
/// A generator is the costliest thing a run asks ICU for (about a quarter of the shipped cases'
/// CPU, with one generator per pattern source: `PatternSources`), and ICU's generators scale
/// badly across threads: two threads opening them take about half as much CPU again as one
/// thread opening the same ones (shared resource caches and locks inside ICU). So one job opens
/// them from the first locale on (`fromFront`), taken first, while the other threads classify
/// and evaluate the cases that read no pattern; a job queued after that work (`fromBack`) opens
/// what is left from the last locale back, so two threads share ICU only for what is left when
/// the other work is done. The cases that read the locale's own patterns are classified and
/// evaluated after both, on every thread, from patterns already read.
final class PatternLane: Sendable {
  private let locales: [LocaleProfile]
  /// The locales not opened yet: `front..<back`.
  private struct Left {
    var front: Int
    var back: Int
  }

  private let left: Locked<Left>

  init(locales: [LocaleProfile]) {
    self.locales = locales
    left = Locked(Left(front: 0, back: locales.count))
  }

  /// Opens generators from the first locale on, until none is left.
  var fromFront: WorkPool.Job {
    { while let index = self.take(fromFront: true) { _ = self.locales[index].patterns } }
  }

  /// Opens generators from the last locale back, until none is left.
  var fromBack: WorkPool.Job {
    { while let index = self.take(fromFront: false) { _ = self.locales[index].patterns } }
  }

  private func take(fromFront: Bool) -> Int? {
    left.withLock { left in
      guard left.front < left.back else { return nil }
      if fromFront {
        defer { left.front += 1 }
        return left.front
      }
      left.back -= 1
      return left.back
    }
  }

  /// The cases (indices) to leave for after the lane: those of the shard that read the
  /// locale's own patterns, unless the run has one job or takes the reference path.
  static func casesToDefer(_ plan: AuditPlan) -> [Int] {
    let request = plan.request
    guard request.jobs > 1, !request.straightforward else { return [] }
    return plan.casesInShard.filter { AuditPlan.readsLocalePatterns(request.cases[$0]) }
  }
}

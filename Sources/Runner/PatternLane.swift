import Dispatch
import LocaleEngine
import Synchronization

/// One thread that opens ICU's pattern generator in every locale of a run while the other
/// threads work on cases that need none, then helps them.
///
/// A generator is the costliest thing a run asks ICU for (about a third of the shipped cases'
/// CPU), and ICU's generators scale badly across threads: two threads opening them take about
/// half as much CPU again as one thread opening the same ones (shared resource caches and
/// locks inside ICU). So when a run has enough cases that need no generator to keep the other
/// threads busy, one thread opens them all, and the cases that read the locale's own patterns
/// are classified and evaluated after it, on every thread, from patterns already read.
final class PatternLane: Sendable {
  private let finished = DispatchGroup()
  /// The work to help with once the generators are open, if it is there by then.
  private let helping = Mutex<EvaluationPass?>(nil)

  /// Starts the lane: reads every locale's patterns, in catalogue order, on a thread of its own.
  init(locales: [LocaleProfile]) {
    DispatchQueue.global().async(group: finished) { [self] in
      for profile in locales { _ = profile.patterns }
      helping.withLock { $0 }?.work()
    }
  }

  /// Gives the lane a pass to work on once its generators are open.
  func help(with pass: EvaluationPass) {
    helping.withLock { $0 = pass }
  }

  /// Waits until every generator is open and the lane has stopped helping.
  func wait() {
    finished.wait()
  }

  /// The cases (indices) to leave for after the lane, or none when the lane does not pay:
  /// with one job, on the reference path, when no case of the shard reads the locale's own
  /// patterns, or when fewer cases of it read none than read them (the other threads would
  /// run out of work while the lane still runs).
  static func casesToDefer(_ configuration: AuditConfiguration) -> [Int] {
    guard configuration.jobs > 1, !configuration.straightforward else { return [] }
    let inShard = Set(AuditPlan.units(of: configuration).map(\.caseIndex)).sorted()
    let reading = inShard.filter { AuditPlan.readsLocalePatterns(configuration.cases[$0]) }
    guard !reading.isEmpty, inShard.count - reading.count >= reading.count else { return [] }
    return reading
  }
}

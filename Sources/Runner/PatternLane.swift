import Dispatch
import LocaleEngine
import Synchronization

/// One thread that reads every locale's time patterns (ICU's pattern generators) while the
/// other threads work on cases that need none, then joins them.
///
/// A generator is the costliest thing a run asks ICU for (about a quarter of the shipped cases'
/// CPU, with one generator per pattern source: `PatternSources`), and ICU's generators scale
/// badly across threads: two threads opening them take about half as much CPU again as one
/// thread opening the same ones (shared resource caches and locks inside ICU). So one thread opens them, from the first locale on, while the others
/// classify and evaluate the cases that read no pattern; a thread that runs out of that work
/// opens generators from the last locale back (`finish()`), so two threads share ICU only
/// for what is left when the other work is done, and never wait while one works. The cases
/// that read the locale's own patterns are classified and evaluated after it, on every
/// thread, from patterns already read.
final class PatternLane: Sendable {
  private let locales: [LocaleProfile]
  /// The next locale to open from the front (the lane's) and the end of what is left (others
  /// take from there, going back).
  private let left: Mutex<(front: Int, back: Int)>
  private let finished = DispatchGroup()
  /// The work to join once the generators are open, in the order it was given (the other
  /// cases' classification, then their evaluation); `nil` when there is no more.
  private let helping = Mutex<[(any JoinableWork)?]>([])
  /// One signal for each entry of `helping`.
  private let given = DispatchSemaphore(value: 0)

  /// Starts the lane: opens the locales' generators, in catalogue order, on a thread of its own.
  init(locales: [LocaleProfile]) {
    self.locales = locales
    left = Mutex((0, locales.count))
    DispatchQueue.global().async(group: finished) { [self] in
      while let index = take(fromFront: true) { _ = locales[index].patterns }
      // Then what it was given, in order (work already finished returns at once), until told
      // there is no more.
      while true {
        given.wait()
        guard let work = helping.withLock({ $0.removeFirst() }) else { return }
        work.work()
      }
    }
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

  /// Gives the lane work to join once its generators are open.
  func help(with work: any JoinableWork) {
    helping.withLock { $0.append(work) }
    given.signal()
  }

  /// Opens what generators are left, from the last locale back, on the calling thread; then
  /// waits until every one is open and the lane has done what it was given.
  func finish() {
    while let index = take(fromFront: false) { _ = locales[index].patterns }
    helping.withLock { $0.append(nil) }
    given.signal()
    finished.wait()
  }

  /// The cases (indices) to leave for after the lane: those of the shard that read the
  /// locale's own patterns, unless the run has one job or takes the reference path.
  static func casesToDefer(_ configuration: AuditConfiguration) -> [Int] {
    guard configuration.jobs > 1, !configuration.straightforward else { return [] }
    let inShard = Set(AuditPlan.units(of: configuration).map(\.caseIndex)).sorted()
    return inShard.filter { AuditPlan.readsLocalePatterns(configuration.cases[$0]) }
  }
}

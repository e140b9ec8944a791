import Dispatch
import LayoutEngine
import LayoutModel
import LocaleEngine
import Synchronization

/// Groups locales that a case cannot tell apart (by the engine's `LocaleClassKey`): one
/// evaluation stands for the whole class and is reported for every member.
package enum LocaleClassifier {
  /// One class: its key and its members (indices into the run's locales, catalogue order).
  package struct Group: Sendable {
    package let key: String
    package let members: [Int]
    /// The member the class is evaluated in.
    package var representative: Int

    package init(key: String, members: [Int], representative: Int? = nil) {
      self.key = key
      self.members = members
      self.representative = representative ?? members[0]
    }
  }

  /// The classes of a case's locales, in order of their first member.
  ///
  /// Keys are worked out on `jobs` threads, a slice of the locales each: the first case to need
  /// a kind of locale data (a pattern generator, the spoken units) reads it from ICU here, once
  /// per locale, and that is the largest serial part of a run otherwise. A key depends only on
  /// the case and its locale, so the classes do not depend on `jobs`.
  package static func groups(for layoutCase: LayoutCase, locales: [LocaleProfile], jobs: Int = 1) throws(ResolutionError)
    -> [Group]
  {
    try groups(for: [layoutCase], locales: locales, jobs: jobs)[0].get()
  }

  /// The classes of each case's locales, or the error that stopped its keys (the first failing
  /// locale's, as a serial pass would meet it); `caseDone` is told each time a case's keys are
  /// all worked out, from the thread that finished them.
  ///
  /// All cases' slices are one parallel loop: a loop per case would wait for its slowest slice
  /// before the next case starts, and a run of many small cases spent a fifth of its
  /// classifying on those waits.
  package static func groups(
    for cases: [LayoutCase], locales: [LocaleProfile], jobs: Int = 1, caseDone: (@Sendable (Int) -> Void)? = nil
  ) -> [Result<[Group], ResolutionError>] {
    groups(for: cases, locales: locales, jobs: jobs, stripes: jobs, helper: nil, caseDone: caseDone)
  }

  /// As above, sliced for `jobs` threads but run on `stripes` of them, after handing the work
  /// to `helper` (a thread that joins it when it frees up: the `PatternLane`).
  static func groups(
    for cases: [LayoutCase], locales: [LocaleProfile], jobs: Int, stripes: Int,
    helper: ((any JoinableWork) -> Void)?, caseDone: (@Sendable (Int) -> Void)?
  ) -> [Result<[Group], ResolutionError>] {
    // Several slices a thread: locales differ in cost (a few need more ICU data than others).
    let sliceCount = jobs <= 1 || locales.count < 64 ? 1 : min(locales.count, jobs * 8)
    let pass = KeyPass(cases: cases, locales: locales, sliceCount: sliceCount, caseDone: caseDone)
    helper?(pass)
    if sliceCount == 1 || stripes <= 1 {
      pass.work()
    } else {
      DispatchQueue.concurrentPerform(iterations: stripes) { _ in pass.work() }
    }
    // A helper may still be on its last slice when this thread runs out of slices to take.
    pass.waitUntilDone()
    return pass.results
  }

  /// The keys of some cases, a slice of the locales at a time, on whatever threads call `work()`.
  private final class KeyPass: JoinableWork {
    let classKeys: [LocaleClassKey]
    let locales: [LocaleProfile]
    let sliceCount: Int
    let caseDone: (@Sendable (Int) -> Void)?
    let next = Atomic<Int>(0)
    let completed = Atomic<Int>(0)
    let allDone = DispatchSemaphore(value: 0)
    // A case's keys are kept until its last slice is done, then grouped and let go: all
    // cases' keys at once would be 805 strings a case (2,000 cases: 40 MB more at the peak).
    let slices: Mutex<[Result<[String], ResolutionError>?]>
    let pending: Mutex<[Int]>
    let grouped: Mutex<[Result<[Group], ResolutionError>?]>

    init(cases: [LayoutCase], locales: [LocaleProfile], sliceCount: Int, caseDone: (@Sendable (Int) -> Void)?) {
      classKeys = cases.map { LocaleClassKey(case: $0) }
      self.locales = locales
      self.sliceCount = sliceCount
      self.caseDone = caseDone
      slices = Mutex(Array(repeating: nil, count: cases.count * sliceCount))
      pending = Mutex(Array(repeating: sliceCount, count: cases.count))
      grouped = Mutex(Array(repeating: nil, count: cases.count))
    }

    /// Every case's classes, once every slice is done (`waitUntilDone()`).
    var results: [Result<[Group], ResolutionError>] { grouped.withLock { $0 }.map { $0! } }

    /// Returns once every slice's keys are worked out, whichever threads took them.
    func waitUntilDone() {
      if classKeys.count * sliceCount > 0 { allDone.wait() }
    }

    func work() {
      let total = classKeys.count * sliceCount
      while true {
        let task = next.add(1, ordering: .relaxed).oldValue
        guard task < total else { return }
        run(task)
        finished(task)
      }
    }

    private func run(_ task: Int) {
      let (caseIndex, slice) = task.quotientAndRemainder(dividingBy: sliceCount)
      let range = (locales.count * slice / sliceCount)..<(locales.count * (slice + 1) / sliceCount)
      let result = Result { () throws(ResolutionError) -> [String] in
        try range.map { index throws(ResolutionError) in try classKeys[caseIndex].key(locales[index]) }
      }
      let finished = slices.withLock { slices -> [Result<[String], ResolutionError>]? in
        slices[task] = result
        let others = (caseIndex * sliceCount)..<((caseIndex + 1) * sliceCount)
        guard pending.withLock({ left in left[caseIndex] -= 1; return left[caseIndex] == 0 }) else { return nil }
        defer { for index in others { slices[index] = nil } }
        return others.map { slices[$0]! }
      }
      guard let finished else { return }
      let outcome = Result { () throws(ResolutionError) in try LocaleClassifier.group(finished, count: locales.count) }
      grouped.withLock { $0[caseIndex] = outcome }
      caseDone?(caseIndex)
    }

    private func finished(_ task: Int) {
      if completed.add(1, ordering: .acquiringAndReleasing).newValue == classKeys.count * sliceCount { allDone.signal() }
    }
  }

  /// One case's classes from its slices' keys, in order of their first member; the first
  /// failing slice's error, as a serial pass would have met it first.
  fileprivate static func group(_ slices: [Result<[String], ResolutionError>], count: Int) throws(ResolutionError) -> [Group] {
    var keys: [String] = []
    keys.reserveCapacity(count)
    for slice in slices { keys += try slice.get() }
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, key) in keys.enumerated() {
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    return order.map { Group(key: $0, members: members[$0]!) }
  }
}

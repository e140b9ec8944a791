import LayoutEngine
import LayoutModel
import LocaleEngine
import Workers

/// Groups locales that a case cannot tell apart (by the engine's `LocaleClassKey`): one
/// evaluation stands for the whole class and is reported for every member.
///
/// Keys are worked out as jobs of a pool, a slice of the locales each: the first case to need a
/// kind of locale data (a pattern generator, the spoken units) reads it from ICU here, once per
/// locale, and that is the largest serial part of a run otherwise. All cases' slices are one
/// set of jobs: a set per case would wait for its slowest slice before the next case starts,
/// and a run of many small cases spent a fifth of its classifying on those waits. A key depends
/// only on the case and its locale, so the classes do not depend on the threads.
package final class LocaleClassifier: Sendable {
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

  private let classKeys: [LocaleClassKey]
  private let locales: [LocaleProfile]
  private let sliceCount: Int
  private let caseDone: @Sendable (Int) -> Void
  /// A case's keys are kept until its last slice is done, then grouped and let go: all cases'
  /// keys at once would be 805 strings a case (2,000 cases: 40 MB more at the peak).
  private let slices: Locked<Slices>
  private let grouped: Locked<[Result<[Group], ResolutionError>?]>

  /// Each slice's keys (`nil` once grouped) and how many slices each case still waits for.
  private struct Slices {
    var keys: [Result<[String], ResolutionError>?]
    var pending: [Int]
  }

  /// The classification of `cases`, sliced for `jobs` threads; `caseDone` is told each time a
  /// case's classes are made (its index in `cases`), from the thread that made them.
  init(cases: [LayoutCase], locales: [LocaleProfile], jobs: Int, caseDone: @escaping @Sendable (Int) -> Void = { _ in }) {
    classKeys = cases.map { LocaleClassKey(case: $0) }
    self.locales = locales
    // Several slices a thread: locales differ in cost (a few need more ICU data than others).
    sliceCount = jobs <= 1 || locales.count < 64 ? 1 : min(locales.count, jobs * 8)
    self.caseDone = caseDone
    slices = Locked(Slices(keys: Array(repeating: nil, count: cases.count * sliceCount), pending: Array(repeating: sliceCount, count: cases.count)))
    grouped = Locked(Array(repeating: nil, count: cases.count))
  }

  /// One job a slice of each case's locales, in case order.
  var jobs: [WorkPool.Job] {
    (0..<(classKeys.count * sliceCount)).map { task in { self.run(task) } }
  }

  /// Each case's classes, or the error that stopped its keys (the first failing locale's, as a
  /// serial pass would meet it), once every job is done.
  var results: [Result<[Group], ResolutionError>] { grouped.withLock { $0 }.map { $0! } }

  private func run(_ task: Int) {
    let (caseIndex, slice) = task.quotientAndRemainder(dividingBy: sliceCount)
    let range = (locales.count * slice / sliceCount)..<(locales.count * (slice + 1) / sliceCount)
    let keys = Result { () throws(ResolutionError) -> [String] in
      try range.map { index throws(ResolutionError) in try classKeys[caseIndex].key(locales[index]) }
    }
    let finished = slices.withLock { slices -> [Result<[String], ResolutionError>]? in
      slices.keys[task] = keys
      slices.pending[caseIndex] -= 1
      guard slices.pending[caseIndex] == 0 else { return nil }
      let all = (caseIndex * sliceCount)..<((caseIndex + 1) * sliceCount)
      defer { for index in all { slices.keys[index] = nil } }
      return all.map { slices.keys[$0]! }
    }
    guard let finished else { return }
    let groups = Result { () throws(ResolutionError) in try Self.group(finished, count: locales.count) }
    grouped.withLock { $0[caseIndex] = groups }
    caseDone(caseIndex)
  }

  /// One case's classes from its slices' keys, in order of their first member; the first
  /// failing slice's error, as a serial pass would have met it first.
  private static func group(_ slices: [Result<[String], ResolutionError>], count: Int) throws(ResolutionError) -> [Group] {
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

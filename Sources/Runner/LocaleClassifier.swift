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
    let keys = try Self.keys(LocaleClassKey(case: layoutCase), locales: locales, jobs: jobs)
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, key) in keys.enumerated() {
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    return order.map { Group(key: $0, members: members[$0]!) }
  }

  private static func keys(_ classKey: LocaleClassKey, locales: [LocaleProfile], jobs: Int) throws(ResolutionError)
    -> [String]
  {
    // Several slices a thread: locales differ in cost (a few need more ICU data than others).
    let sliceCount = jobs <= 1 || locales.count < 64 ? 1 : min(locales.count, jobs * 8)
    guard sliceCount > 1 else { return try locales.map { profile throws(ResolutionError) in try classKey.key(profile) } }
    let slices = Mutex([Result<[String], ResolutionError>?](repeating: nil, count: sliceCount))
    DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
      let range = (locales.count * slice / sliceCount)..<(locales.count * (slice + 1) / sliceCount)
      let result = Result { () throws(ResolutionError) -> [String] in
        try range.map { index throws(ResolutionError) in try classKey.key(locales[index]) }
      }
      slices.withLock { $0[slice] = result }
    }
    // The first failing slice's error, as a serial pass would have met it first.
    var keys: [String] = []
    keys.reserveCapacity(locales.count)
    for result in slices.withLock({ $0 }) {
      keys += try result!.get()
    }
    return keys
  }
}

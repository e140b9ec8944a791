/// Answers worked out once per key and read by every thread: the engine's caches (profiles,
/// numbering systems, duration formatters), the answers that locales with one key share (a
/// pattern source, a unit-words source) and the run's locale lists (`LocaleNames`).
///
/// An answer is worked out outside the lock, since it may call ICU for milliseconds; two threads
/// asking for a new key at once may both work it out, and the first stored wins, so every
/// caller sees one answer.
package final class SharedAnswers<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let answers = Locked<[Key: Value]>([:])

  package init() {}

  /// The answer stored for `key`, else `compute()`'s, stored unless another thread stored one
  /// first.
  package func answer<Failure: Error>(for key: Key, _ compute: () throws(Failure) -> Value) throws(Failure) -> Value {
    if let known = answers.withLock({ $0[key] }) { return known }
    let computed = try compute()
    return answers.withLock { answers in
      if let known = answers[key] { return known }
      answers[key] = computed
      return computed
    }
  }
}

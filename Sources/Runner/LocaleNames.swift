import Workers

/// The run's locale ids of a set of locales, listed once per distinct set.
///
/// Every finding lists its locales by id, and most findings of a run cover a set another one
/// covers too (every locale, the right-to-left ones, one numbering system's): one shared array a
/// set keeps a large run's findings from each holding a copy (2,000 cases are tens of thousands
/// of findings, hundreds of locales each). Units are assembled on every core, so the table is
/// the engine's kind of shared answers (`SharedAnswers`, behind the package's one lock).
final class LocaleNames: Sendable {
  /// The run's locale ids, by position.
  let ids: [String]
  private let lists = SharedAnswers<LocaleBits, [String]>()

  init(_ ids: [String]) {
    self.ids = ids
  }

  /// The ids of `locales`, in the run's order.
  func names(_ locales: LocaleBits) -> [String] {
    lists.answer(for: locales) { locales.sorted.map { ids[$0] } }
  }
}

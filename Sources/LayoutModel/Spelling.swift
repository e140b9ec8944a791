/// Finds the valid spelling closest to a mistyped name, for "did you mean" hints.
public enum Spelling {
  /// The candidate with the smallest case-insensitive Damerau–Levenshtein distance to `word`,
  /// if that distance is small enough to be a plausible typo.
  public static func closest<S: Sequence<String>>(to word: String, among candidates: S) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = self.distance(target, Array(candidate.lowercased()))
      guard distance <= allowance(for: candidate) else { continue }
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }

  /// How far a word may be from `candidate` and still be taken as a typo of it: a third of the
  /// candidate's length, at least one edit, so a two-letter word is not "corrected" into an
  /// unrelated one while a long name missing a word still is. Every did-you-mean in
  /// LayoutAudit uses this one threshold.
  public static func allowance(for candidate: String) -> Int { max(1, candidate.count / 3) }

  /// A "did you mean" hint, or nil when nothing is close.
  public static func hint<S: Sequence<String>>(for word: String, among candidates: S) -> String? {
    closest(to: word, among: candidates).map { "did you mean \"\($0)\"?" }
  }

  /// A "did you mean" hint, or `otherwise` followed by every candidate when nothing is close
  /// (`known keys: id, name`).
  package static func hint(for word: String, among candidates: [String], otherwise: String) -> String {
    hint(for: word, among: candidates) ?? otherwise + candidates.joined(separator: ", ")
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Typos are judged on short names; very long inputs are not worth a quadratic table.
    if a.count > 200 || b.count > 200 { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}

/// Damerau–Levenshtein (optimal string alignment) distance, for did-you-mean suggestions.
public enum EditDistance {
  /// The distance between two strings, or `limit + 1` once it is certain to exceed `limit`.
  public static func between(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `word` (the first of equals, in order), whatever its distance;
  /// distances are counted up to `limit`, so farther candidates tie at `limit + 1`.
  public static func closest(to word: String, in candidates: [String], limit: Int) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = between(word, candidate, limit: limit)
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }
}

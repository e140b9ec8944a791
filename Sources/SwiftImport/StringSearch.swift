import Foundation

extension String {
  /// Whether `other` occurs in the text, answered as Foundation's `contains` answers it.
  ///
  /// The importer asks this of source text thousands of times per view. Foundation answers
  /// through a locale-aware `range(of:)`; for ASCII text (the code being read: names,
  /// operators, literals) that answer is a plain byte search, done here. Text
  /// with other characters still goes to Foundation, which matches canonically equivalent
  /// forms (a decomposed `é`); like Foundation, no text contains the empty string.
  func contains(_ other: String) -> Bool {
    guard !other.isEmpty else { return false }
    if let answer = asciiSearch(other) { return answer }
    return range(of: other) != nil
  }

  /// The byte search's answer when both strings are ASCII and stored contiguously, else nil.
  private func asciiSearch(_ other: String) -> Bool? {
    let answer = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
      other.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
        guard needle.allSatisfy({ $0 < 0x80 }), haystack.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for offset in 0...(haystack.count - needle.count) where haystack[offset] == first {
          if haystack[offset..<(offset + needle.count)].elementsEqual(needle) { return true }
        }
        return false
      } ?? nil
    }
    return answer ?? nil
  }
}

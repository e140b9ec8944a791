/// A set of the run's locales (indices into its locale list) as one bit each: the assembler
/// adds whole locale classes to a finding with a few word operations instead of a hash insert
/// per locale.
struct LocaleBits: Hashable, Sendable {
  private(set) var words: [UInt64]

  /// The empty set over `count` locales.
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) / 64)
  }

  init<S: Sequence<Int>>(_ members: S, count: Int) {
    self.init(count: count)
    for member in members { insert(member) }
  }

  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  func contains(_ member: Int) -> Bool {
    words[member >> 6] & (1 << UInt64(member & 63)) != 0
  }

  mutating func insert(_ member: Int) {
    words[member >> 6] |= 1 << UInt64(member & 63)
  }

  mutating func formUnion(_ other: LocaleBits) {
    for index in words.indices { words[index] |= other.words[index] }
  }

  func intersection(_ other: LocaleBits) -> LocaleBits {
    var result = self
    for index in words.indices { result.words[index] &= other.words[index] }
    return result
  }

  func subtracting(_ other: LocaleBits) -> LocaleBits {
    var result = self
    for index in words.indices { result.words[index] &= ~other.words[index] }
    return result
  }

  /// The smallest member.
  var min: Int? {
    for (index, word) in words.enumerated() where word != 0 { return index * 64 + word.trailingZeroBitCount }
    return nil
  }

  /// The members in increasing order.
  var sorted: [Int] {
    var result: [Int] = []
    for (index, word) in words.enumerated() {
      var rest = word
      while rest != 0 {
        result.append(index * 64 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return result
  }

  var set: Set<Int> { Set(sorted) }
}

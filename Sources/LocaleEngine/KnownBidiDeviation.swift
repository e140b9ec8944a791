/// A line of `BidiCharacterTest.txt` (Unicode 15.0) that ICU 72 resolves differently from the
/// Unicode reference, with the cause.
package struct KnownBidiDeviation: Sendable, Codable, Equatable {
  /// The 1-based line in `BidiCharacterTest.txt`.
  package let line: Int
  /// Why ICU differs there.
  package let cause: Cause

  /// The causes, as ICU's tracker describes them (ICU-23513 and related).
  package enum Cause: String, Sendable, Codable, CaseIterable {
    case overrideAppliedToIsolate = "an override (LRO/RLO) applied to an isolate initiator or PDI"
    case overrideAppliedToBracket = "an override (LRO/RLO) applied to a paired bracket"
    case markAfterBracket = "a nonspacing mark after a paired bracket"
    case joinerWithMark = "ZWJ/BN followed by a combining mark"
    case bracketStackLimit = "the 63-entry bracket pair stack"
  }

  /// Every known deviation: 30 lines, grouped as the file's own section comments group them.
  package static let all: [KnownBidiDeviation] =
    [59, 60, 61, 62].map { KnownBidiDeviation(line: $0, cause: .overrideAppliedToIsolate) }
      + [65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80].map { KnownBidiDeviation(line: $0, cause: .overrideAppliedToBracket) }
      + [83, 84, 85, 86, 87, 88].map { KnownBidiDeviation(line: $0, cause: .markAfterBracket) }
      + [102, 108, 113].map { KnownBidiDeviation(line: $0, cause: .joinerWithMark) }
      + [120].map { KnownBidiDeviation(line: $0, cause: .bracketStackLimit) }
}

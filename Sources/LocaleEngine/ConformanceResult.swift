/// The outcome of running one Unicode bidi conformance file through the engine.
package struct ConformanceResult: Sendable, Codable, Equatable {
  /// The file's name (`BidiTest.txt`).
  package let name: String
  /// Test cases run: for `BidiTest.txt` one per input line and paragraph direction in its
  /// bit set, for `BidiCharacterTest.txt` one per line.
  package let cases: Int
  /// Cases whose levels and order match the file, judged as ICU's `bidiconf.cpp` judges.
  package let passed: Int
  /// Cases that fail on a line listed in `KnownBidiDeviation.all`.
  package let knownDeviations: Int
  /// Cases that fail on any other line: each is a regression of the engine.
  package let failed: Int
  /// The first failures outside the known list, for the report.
  package let failures: [ConformanceFailure]
  /// The known deviations that were seen, by line.
  package let deviations: [KnownBidiDeviation]
}

/// One case where the engine disagreed with a conformance file.
package struct ConformanceFailure: Sendable, Codable, Equatable, CustomStringConvertible {
  /// The 1-based line of the file.
  package let line: Int
  /// The paragraph direction tried: `auto`, `ltr` or `rtl`.
  package let paragraph: String
  /// What differed.
  package let message: String

  package var description: String { "line \(line) (\(paragraph)): \(message)" }
}

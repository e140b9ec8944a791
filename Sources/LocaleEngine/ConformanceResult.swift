/// The outcome of running one Unicode bidi conformance file through the engine.
public struct ConformanceResult: Sendable, Codable, Equatable {
  /// The file's name (`BidiTest.txt`).
  public let name: String
  /// Test cases run: for `BidiTest.txt` one per input line and paragraph direction in its
  /// bit set, for `BidiCharacterTest.txt` one per line.
  public let cases: Int
  /// Cases whose levels and order match the file, judged as ICU's `bidiconf.cpp` judges.
  public let passed: Int
  /// Cases that fail on a line listed in `KnownBidiDeviation.all`.
  public let knownDeviations: Int
  /// Cases that fail on any other line: each is a regression of the engine.
  public let failed: Int
  /// The first failures outside the known list, for the report.
  public let failures: [ConformanceFailure]
  /// The known deviations that were seen, by line.
  public let deviations: [KnownBidiDeviation]
}

/// One case where the engine disagreed with a conformance file.
public struct ConformanceFailure: Sendable, Codable, Equatable, CustomStringConvertible {
  /// The 1-based line of the file.
  public let line: Int
  /// The paragraph direction tried: `auto`, `ltr` or `rtl`.
  public let paragraph: String
  /// What differed.
  public let message: String

  public var description: String { "line \(line) (\(paragraph)): \(message)" }
}

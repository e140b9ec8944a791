/// The counts of one Unicode bidi conformance file run through the engine (`--selftest`), as
/// the report records them.
public struct SelftestResult: Sendable, Hashable, Codable {
  /// The file's name (`BidiTest.txt`).
  public var name: String
  /// Test cases run.
  public var cases: Int
  /// Cases whose levels and order match the file.
  public var passed: Int
  /// Cases that fail on a line the engine lists as a known ICU deviation.
  public var knownDeviations: Int
  /// Cases that fail on any other line: each is a regression of the engine.
  public var failed: Int
  /// The first failures outside the known list.
  public var failures: [Failure]
  /// The known deviations that were seen, by line.
  public var deviations: [Deviation]

  public init(
    name: String, cases: Int, passed: Int, knownDeviations: Int, failed: Int, failures: [Failure],
    deviations: [Deviation]
  ) {
    self.name = name
    self.cases = cases
    self.passed = passed
    self.knownDeviations = knownDeviations
    self.failed = failed
    self.failures = failures
    self.deviations = deviations
  }

  /// One case where the engine disagreed with the file.
  public struct Failure: Sendable, Hashable, Codable {
    /// The 1-based line of the file.
    public var line: Int
    /// The paragraph direction tried: `auto`, `ltr` or `rtl`.
    public var paragraph: String
    /// What differed.
    public var message: String

    public init(line: Int, paragraph: String, message: String) {
      self.line = line
      self.paragraph = paragraph
      self.message = message
    }
  }

  /// A line ICU is known to resolve differently from the Unicode reference, with the cause.
  public struct Deviation: Sendable, Hashable, Codable {
    public var line: Int
    public var cause: String

    public init(line: Int, cause: String) {
      self.line = line
      self.cause = cause
    }
  }
}

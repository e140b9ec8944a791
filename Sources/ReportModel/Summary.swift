/// The counts a report leads with, and the verdict.
public struct Summary: Sendable, Hashable, Codable {
  public var cases: Int
  public var rules: Int
  public var platforms: Int
  public var locales: Int
  /// Results (case × rule × platform) by status.
  public var passed: Int
  public var failed: Int
  public var cantTell: Int
  public var inapplicable: Int
  public var waived: Int
  /// Results whose failures are all latent (they appear only under a localisation the app does
  /// not ship); absent when there are none.
  public var latent: Int?
  /// Failures at `error` severity and at `warning` severity.
  public var errors: Int
  public var warnings: Int
  /// With a baseline: failures not in it.
  public var new: Int?
  /// Expectations of the cases that did not hold.
  public var unmetExpectations: Int
  /// `pass` when nothing failed at or above the `--fail-on` threshold, else `fail`.
  public var verdict: Verdict
  /// The threshold the verdict used.
  public var failOn: FailOn

  public init(
    cases: Int, rules: Int, platforms: Int, locales: Int, passed: Int, failed: Int, cantTell: Int,
    inapplicable: Int, waived: Int, errors: Int, warnings: Int, new: Int?, unmetExpectations: Int,
    verdict: Verdict, failOn: FailOn
  ) {
    self.cases = cases
    self.rules = rules
    self.platforms = platforms
    self.locales = locales
    self.passed = passed
    self.failed = failed
    self.cantTell = cantTell
    self.inapplicable = inapplicable
    self.waived = waived
    self.errors = errors
    self.warnings = warnings
    self.new = new
    self.unmetExpectations = unmetExpectations
    self.verdict = verdict
    self.failOn = failOn
  }

  /// The summary with its latent count (absent when zero, so reports without latent findings
  /// keep their shape).
  public func with(latent count: Int) -> Summary {
    var summary = self
    summary.latent = count == 0 ? nil : count
    return summary
  }
}

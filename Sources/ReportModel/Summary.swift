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
  /// Expectations of the fixtures that did not hold.
  public var unmetExpectations: Int
  /// The findings, gathered across platforms (`AuditReport.findingGroups`), by what they mean
  /// for the run: what the console lists and dashboards show. `nil` in reports written before
  /// it was counted.
  public var findings: FindingCounts?
  /// `pass` when nothing failed at or above the `--fail-on` threshold, else `fail`.
  public var verdict: Verdict
  /// The threshold the verdict used.
  public var failOn: FailOn

  public init(
    cases: Int, rules: Int, platforms: Int, locales: Int, passed: Int, failed: Int, cantTell: Int,
    inapplicable: Int, waived: Int, errors: Int, warnings: Int, new: Int?, unmetExpectations: Int,
    findings: FindingCounts? = nil, verdict: Verdict, failOn: FailOn
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
    self.findings = findings
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

/// The findings of a run, each counted once however many platforms it occurs on.
public struct FindingCounts: Sendable, Hashable, Codable {
  /// Findings that fail the run (unwaived, undeclared, at or above the threshold).
  public var failingRun: Int
  /// Of those, how many are of `error` and of `warning` rules.
  public var errors: Int
  public var warnings: Int
  /// Unwaived, undeclared failures below the threshold.
  public var belowThreshold: Int
  /// Failures the fixtures declare.
  public var declared: Int
  /// Failures accepted by waivers.
  public var waived: Int
  /// Findings the rules could not judge.
  public var cantTell: Int
  /// With a baseline: failures not in it (unwaived, undeclared).
  public var new: Int?

  public init(
    failingRun: Int, errors: Int, warnings: Int, belowThreshold: Int, declared: Int, waived: Int, cantTell: Int,
    new: Int?
  ) {
    self.failingRun = failingRun
    self.errors = errors
    self.warnings = warnings
    self.belowThreshold = belowThreshold
    self.declared = declared
    self.waived = waived
    self.cantTell = cantTell
    self.new = new
  }
}

extension FindingCounts {
  /// The counts of a report's finding groups (`AuditReport.findingGroups`), by what each means
  /// for the run: what the summary records and the console and the sign-off state.
  package init(_ groups: [FindingGroup], in report: AuditReport) {
    let severity = Dictionary(report.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
    func count(_ disposition: FindingDisposition) -> Int { groups.count { $0.disposition == disposition } }
    let failing = groups.filter { $0.disposition == .failsRun }
    let unexpected = groups.filter { $0.disposition == .failsRun || $0.disposition == .belowThreshold }
    self.init(
      failingRun: failing.count, errors: failing.count { severity[$0.ruleID] == .error },
      warnings: failing.count { severity[$0.ruleID] == .warning }, belowThreshold: count(.belowThreshold),
      declared: count(.declared), waived: count(.waived), cantTell: count(.cantTell),
      new: report.baseline == nil ? nil : unexpected.count { $0.baseline == .new })
  }
}

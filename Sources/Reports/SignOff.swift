import ReportModel

/// The content of the sign-off, worked out once from a report so the Markdown and the HTML
/// say exactly the same thing; the writers only choose the markup and escape.
///
/// Strings here are raw (as the report has them): every renderer escapes them for its format.
struct SignOff {
  /// One row of the requirement table.
  struct Requirement {
    /// `1.3.2 Meaningful Sequence`, or a rule's title for rules without a WCAG criterion.
    var name: String
    /// The WCAG criterion, when it is one.
    var criterion: String?
    /// The Understanding document or the rule's first reference.
    var url: String?
    /// The rules that judge it.
    var rules: [String]
    var level: ConformanceLevel
    /// What failed, was waived or could not be judged, and where.
    var remarks: [String]
  }

  /// One cell of the rule × platform table: the most urgent status over the cases, and how
  /// many of the cases have it.
  struct Cell {
    var status: ResultStatus?
    var count: Int
    var total: Int
    /// Whether every failure in the cell is one the cases declare (their expect blocks).
    var declared = false
  }

  /// A failure worth showing with its evidence: one finding, with every platform it occurs on
  /// (the same problem on six platforms is shown once).
  struct Failure {
    var result: CaseResult
    var finding: Finding
    var rule: RuleMetadata?
    /// `Cases/x.json:19:9`.
    var location: String
    /// The platforms with this same finding.
    var platforms: [String]
  }

  let report: AuditReport
  let failOn: String
  let approved: Bool
  /// `Approved` or `Not approved`.
  let decision: String
  /// The numbers behind the decision, in one sentence.
  let decisionReason: String
  let requirements: [Requirement]
  let rules: [RuleMetadata]
  let platforms: [String]
  /// `cells[rule][platform]`, in the order of `rules` and `platforms`.
  let cells: [[Cell]]
  /// The failures to show with evidence, worst first.
  let worstFailures: [Failure]
  /// How many failed findings there are in all.
  let failureCount: Int
  let unmetExpectations: [ExpectationCheck]

  /// How many failures the sign-off shows in full.
  static let worstFailureLimit = 10

  init(_ report: AuditReport, context: ReportContext) {
    self.report = report
    failOn = ReportText.failOn(report)
    approved = ReportText.approved(report)
    decision = approved ? "Approved" : "Not approved"
    decisionReason = Self.reason(report, failOn: failOn)
    let platforms = ReportText.uniqued(report.matrix.platforms + report.results.map(\.platform))
    rules = report.rules
    self.platforms = platforms
    requirements = Self.requirements(report)
    cells = report.rules.map { rule in
      platforms.map { platform in
        let results = report.results.filter { $0.ruleID == rule.id && $0.platform == platform }
        let statuses = results.map(\.status)
        let worst = statuses.max { $0.attentionRank < $1.attentionRank }
        let declared = worst == .failed
          && results.flatMap(\.findings).filter { $0.status == .failed }.allSatisfy(\.expected)
        return Cell(status: worst, count: statuses.count { $0 == worst }, total: statuses.count, declared: declared)
      }
    }
    var failures: [Failure] = []
    var index: [String: Int] = [:]
    for result in report.results {
      for finding in result.findings where finding.status == .failed {
        let key = [result.caseID, result.ruleID, finding.message, finding.node?.path ?? "",
                   finding.locales.joined(separator: ","), "\(finding.expected)"].joined(separator: "|")
        if let existing = index[key] {
          failures[existing].platforms.append(result.platform)
          continue
        }
        index[key] = failures.count
        failures.append(
          Failure(
            result: result, finding: finding, rule: report.rule(result.ruleID),
            location: ReportText.location(finding, caseID: result.caseID, in: report), platforms: [result.platform]))
      }
    }
    failureCount = report.results.reduce(0) { $0 + $1.findings.filter { $0.status == .failed }.count }
    // Unexpected failures first (expected ones are the cases' declared gaps), then severity,
    // then reach (more locales and platforms is worse); the sort is stable, so ties keep the
    // report's case, rule, platform order.
    worstFailures = Array(
      failures.enumerated().sorted { lhs, rhs in
        let left = (
          lhs.element.finding.expected ? 0 : 1, lhs.element.rule?.severity ?? .note,
          lhs.element.finding.locales.count * lhs.element.platforms.count, -lhs.offset)
        let right = (
          rhs.element.finding.expected ? 0 : 1, rhs.element.rule?.severity ?? .note,
          rhs.element.finding.locales.count * rhs.element.platforms.count, -rhs.offset)
        return left > right
      }.map(\.element).prefix(Self.worstFailureLimit))
    unmetExpectations = report.expectations.filter { !$0.matched }
  }

  /// The numbers behind the verdict, stated plainly.
  private static func reason(_ report: AuditReport, failOn: String) -> String {
    let summary = report.summary
    let declared = report.results.filter { result in
      result.status == .failed && result.findings.filter { $0.status == .failed }.allSatisfy(\.expected)
    }.count
    var parts = [
      "\(ReportText.count(summary.failed, "result")) failed, \(declared) of them as their cases declare "
        + "(\(ReportText.count(summary.errors, "unexpected error")), \(ReportText.count(summary.warnings, "unexpected warning")))"
    ]
    if let new = summary.new { parts.append("\(new) new against the baseline") }
    parts.append("\(summary.cantTell) could not be judged")
    parts.append("\(summary.waived) waived")
    parts.append("\(ReportText.count(summary.unmetExpectations, "case expectation")) not met")
    let threshold =
      failOn == "never" ? "nothing fails the run (fail-on threshold: never)" : "the run fails on \(failOn) (fail-on threshold: \(failOn))"
    return parts.joined(separator: ", ") + "; " + threshold + "."
  }

  /// One row per WCAG criterion the rules cite (in criterion order), then one per rule that
  /// cites none (Apple HIG and engineering rules), in catalogue order.
  private static func requirements(_ report: AuditReport) -> [Requirement] {
    let criteria = Set(report.rules.flatMap(\.wcag)).sorted { lhs, rhs in
      lhs.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(
        rhs.split(separator: ".").compactMap { Int($0) })
    }
    var rows = criteria.map { criterion in
      let rules = report.rules.filter { $0.wcag.contains(criterion) }.map(\.id)
      return requirement(
        name: "\(criterion) \(WCAG.titles[criterion] ?? "")".trimmingTrailingSpace, criterion: criterion,
        url: WCAG.url(criterion), rules: rules, report: report)
    }
    for rule in report.rules where rule.wcag.isEmpty {
      rows.append(
        requirement(
          name: rule.title, criterion: nil, url: rule.references.first?.url, rules: [rule.id], report: report))
    }
    return rows
  }

  private static func requirement(
    name: String, criterion: String?, url: String?, rules: [String], report: AuditReport
  ) -> Requirement {
    let results = report.results.filter { rules.contains($0.ruleID) }
    var remarks: [String] = []
    for rule in rules {
      let ofRule = results.filter { $0.ruleID == rule }
      for (status, verb) in [
        (ResultStatus.failed, "fails"), (.cantTell, "could not be judged"), (.waived, "is waived"),
      ] {
        let matching = ofRule.filter { $0.status == status }
        guard !matching.isEmpty else { continue }
        // One phrase per case and detail, naming the platforms it holds on ("every platform"
        // when it holds on all of them), so six identical platforms read as one.
        var order: [String] = []
        var platformsOf: [String: [String]] = [:]
        var casesOf: [String: Set<String>] = [:]
        for result in matching {
          let detail: String
          switch status {
          case .failed:
            let locales = ReportText.failedLocales(result)
            let expected = result.findings.filter { $0.status == .failed }.allSatisfy(\.expected)
            let count = locales.count == report.matrix.locales.count
              ? "all \(locales.count) locales" : ReportText.locales(locales, limit: 5)
            detail = locales.isEmpty ? result.caseID : "\(result.caseID): \(count)\(expected ? ", as the case declares" : "")"
          case .cantTell:
            // Can't-tells come from the locale (no spoken units), not the case: name the reason
            // and the locales once, whatever the cases.
            let reasons = ReportText.uniqued(result.findings.compactMap(\.reason))
            let locales = Set(result.findings.filter { $0.status == .cantTell }.flatMap(\.locales)).count
            detail = "\(reasons.joined(separator: ", ")) in \(locales) locales"
          default:
            let waivers = ReportText.uniqued(result.findings.compactMap(\.waiver))
            detail = waivers.isEmpty ? result.caseID : "\(result.caseID): \(waivers.joined(separator: ", "))"
          }
          if platformsOf[detail] == nil { order.append(detail) }
          if !(platformsOf[detail] ?? []).contains(result.platform) { platformsOf[detail, default: []].append(result.platform) }
          casesOf[detail, default: []].insert(result.caseID)
        }
        let everywhere = Set(report.matrix.platforms)
        let places = order.map { detail -> String in
          let platforms = platformsOf[detail]!
          let where_ = Set(platforms) == everywhere && everywhere.count > 1 ? "every platform" : platforms.joined(separator: ", ")
          let cases = casesOf[detail]!
          let suffix = status == .cantTell
            ? (cases.count == report.inputs.count && cases.count > 1 ? ", every case" : ", " + cases.sorted().joined(separator: ", "))
            : ""
          return "\(where_) (\(detail)\(suffix))"
        }
        remarks.append("\(rule) \(verb) on \(places.joined(separator: ", ")).")
      }
    }
    let level = ConformanceLevel.judge(results)
    if remarks.isEmpty {
      let applied = ReportText.uniqued(results.filter { $0.status == .passed }.map(\.platform))
      remarks.append(
        applied.isEmpty
          ? "No rule citing it applied to the audited cases."
          : "Passes on \(applied.joined(separator: ", ")).")
    }
    return Requirement(name: name, criterion: criterion, url: url, rules: rules, level: level, remarks: remarks)
  }
}

extension String {
  /// The string without trailing spaces (a WCAG title that is unknown leaves one).
  fileprivate var trimmingTrailingSpace: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}

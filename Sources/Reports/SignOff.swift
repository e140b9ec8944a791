import ReportModel

/// The content of the sign-off, worked out once from a report so the Markdown and the HTML
/// say exactly the same thing; the writers only choose the markup and escape.
///
/// Two things are kept apart. The *accessibility statement* covers the product cases only (the
/// fixtures fail on purpose), overall and per case (an auditor signs off per screen), and its
/// verdict follows its own requirement table: it says the product conforms only when no
/// criterion is Does Not Support or Partially Supports, waived failures counting as met and
/// listed. The *run* (the exit code, the fail-on threshold, the fixtures' expectations) is a
/// test result, reported apart.
///
/// Strings here are raw (as the report has them): every renderer escapes them for its format.
struct SignOff {
  /// An accessibility statement over some product cases.
  struct Statement {
    enum Verdict {
      case conforms
      case doesNotConform
      case nothingAudited

      /// The headline: the decision an auditor signs.
      var title: String {
        switch self {
        case .conforms: "Conforms, as far as the rules evaluate"
        case .doesNotConform: "Does not conform"
        case .nothingAudited: "No product screen audited"
        }
      }
    }

    /// `all 2 product screens`, or the case id.
    var scope: String
    var caseIDs: [String]
    var requirements: [Requirement]
    var verdict: Verdict
    /// The waivers the statement relies on (applied to its cases).
    var waivers: [String]
    /// The numbers behind the verdict, in one sentence.
    var explanation: String
  }

  /// One row of the requirement table.
  struct Requirement {
    /// `1.3.2 Meaningful Sequence`, or a rule's title for rules without a WCAG criterion.
    var name: String
    /// The WCAG criterion, when it is one.
    var criterion: String?
    /// The Understanding document or the rule's first reference.
    var url: String?
    /// The rules that cite it.
    var rules: [String]
    var level: ConformanceLevel
    /// What failed, was waived or could not be judged, and where.
    var remarks: [String]
    /// The rules that judged it (had an applicable evaluation) and what each cannot see.
    var limits: [String]
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
  /// Whether the run passes its fail-on threshold (the exit code).
  let approved: Bool
  /// The run's numbers, in one sentence.
  let decisionReason: String
  /// The statement over every product case.
  let statement: Statement
  /// One statement per product case.
  let caseStatements: [Statement]
  /// The fixtures: tests of the rules, reported as a test result.
  let fixtures: [InputFile]
  let platforms: [String]
  /// `cells[rule][platform]`, in the order of the report's rules and `platforms`.
  let cells: [[Cell]]
  /// The failures to show with evidence, worst first.
  let worstFailures: [Failure]
  /// How many failed findings there are in all.
  let failureCount: Int
  let unmetExpectations: [ExpectationCheck]

  /// How many failures the sign-off shows in full.
  static let worstFailureLimit = 10

  init(_ report: AuditReport) {
    self.report = report
    failOn = report.summary.failOn.rawValue
    approved = report.summary.verdict == .pass
    decisionReason = Self.reason(report, failOn: failOn)
    let platforms = ReportText.uniqued(report.matrix.platforms + report.results.map(\.platform))
    self.platforms = platforms
    let products = ReportText.uniqued(report.inputs.filter { !$0.isFixture }.map(\.caseID))
    fixtures = report.inputs.filter(\.isFixture)
    // Every requirement row of every statement, and every cell, looks up the results of a few
    // rules: found by rule once, rather than by scanning every result for each.
    let byRule = Dictionary(grouping: report.results.indices) { report.results[$0].ruleID }
    statement = Self.statement(
      report, byRule: byRule, caseIDs: products,
      scope: products.count == 1 ? products[0] : "all \(products.count) product screens")
    // A screen's own statement looks up its own results only: 500 screens each scanning every
    // result made the sign-off quadratic.
    let byCase = Dictionary(grouping: report.results.indices) { report.results[$0].caseID }
    caseStatements = products.count > 1
      ? products.map { caseID in
        let ofCase = byCase[caseID] ?? []
        return Self.statement(
          report, byRule: Dictionary(grouping: ofCase) { report.results[$0].ruleID }, caseIDs: [caseID], scope: caseID)
      } : []
    cells = report.rules.map { rule in
      platforms.map { platform in
        let results = (byRule[rule.id] ?? []).map { report.results[$0] }.filter { $0.platform == platform }
        let statuses = results.map(\.status)
        let worst = statuses.max { $0.attentionRank < $1.attentionRank }
        let declared = worst == .failed
          && results.flatMap(\.findings).filter { $0.status == .failed }.allSatisfy(\.expected)
        return Cell(status: worst, count: statuses.count { $0 == worst }, total: statuses.count, declared: declared)
      }
    }
    /// The same finding on another platform. Equal keys compare every locale, but only the
    /// locale count and ends are hashed: hashing hundreds of locale ids a finding was most of
    /// the sign-off's work.
    struct FailureKey: Hashable {
      var caseID, ruleID, message, path: String
      var locales: [String]
      var expected: Bool

      func hash(into hasher: inout Hasher) {
        hasher.combine(caseID)
        hasher.combine(ruleID)
        hasher.combine(message)
        hasher.combine(path)
        hasher.combine(expected)
        hasher.combine(locales.count)
        hasher.combine(locales.first)
        hasher.combine(locales.last)
      }
    }
    var failures: [Failure] = []
    var index: [FailureKey: Int] = [:]
    for result in report.results {
      for finding in result.findings where finding.status == .failed {
        let key = FailureKey(
          caseID: result.caseID, ruleID: result.ruleID, message: finding.message, path: finding.node?.path ?? "",
          locales: finding.locales, expected: finding.expected)
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
    let counts = FindingCounts(report.findingGroups, in: report)
    var parts = [
      "the run \(report.summary.verdict == .pass ? "passes" : "fails"): "
        + "\(ReportText.count(counts.failingRun, "finding")) fail\(counts.failingRun == 1 ? "s" : "") it",
      "\(counts.belowThreshold) below the threshold",
      "\(counts.waived) waived",
      "\(counts.cantTell) could not be judged",
    ]
    if let new = counts.new { parts.append("\(new) new against the baseline") }
    let fixtures = report.inputs.count(where: \.isFixture)
    if fixtures > 0 || !report.expectations.isEmpty {
      parts.append(
        "fixtures: \(counts.declared) declared failures, "
          + "\(ReportText.count(report.summary.unmetExpectations, "expectation")) not met")
    }
    let threshold = failOn == "never" ? "fail-on threshold: never, nothing fails the run" : "fail-on threshold: \(failOn)"
    return parts.joined(separator: ", ") + " (" + threshold + ")."
  }

  /// The statement over some product cases: its requirement table and the verdict the table
  /// allows.
  private static func statement(
    _ report: AuditReport, byRule: [String: [Int]], caseIDs: [String], scope: String
  ) -> Statement {
    guard !caseIDs.isEmpty else {
      return Statement(
        scope: "no product screen", caseIDs: [], requirements: [], verdict: .nothingAudited, waivers: [],
        explanation: "Every audited case is a fixture (a test of the rules); add a product case (a screen of your app) "
          + "to sign it off.")
    }
    let cases = Set(caseIDs)
    let rows = requirements(report, byRule: byRule, cases: cases)
    let blocking = rows.filter { $0.level.blocksConformance }
    let unevaluated = rows.filter { $0.level == .notEvaluated }
    let waivers = ReportText.uniqued(
      byRule.values.joined().sorted().map { report.results[$0] }.filter { cases.contains($0.caseID) }
        .flatMap(\.findings).compactMap(\.waiver))
    var parts: [String] = []
    if blocking.isEmpty {
      parts.append("No criterion is Does Not Support or Partially Supports")
    } else {
      parts.append(
        "\(ReportText.count(blocking.count, "requirement")) \(blocking.count == 1 ? "is" : "are") not met: "
          + blocking.map { "\($0.name) (\($0.level.rawValue))" }.joined(separator: ", "))
    }
    parts.append(
      waivers.isEmpty ? "no waiver is relied on" : "relying on waiver\(waivers.count == 1 ? "" : "s") \(waivers.joined(separator: ", "))")
    parts.append(
      "\(ReportText.count(unevaluated.count, "requirement")) \(unevaluated.count == 1 ? "is" : "are") not evaluated "
        + "and must be checked by a person")
    return Statement(
      scope: scope, caseIDs: caseIDs, requirements: rows, verdict: blocking.isEmpty ? .conforms : .doesNotConform,
      waivers: waivers, explanation: parts.joined(separator: "; ") + ".")
  }

  /// What a person must still check: what no rule sees, in the way Lighthouse lists its
  /// "additional items to manually check".
  static let manualChecks: [String] = [
    "Listen to the timer with VoiceOver on a device, in a right-to-left language the app ships and in one "
      + "it does not: the time is one element, announced once, as a duration, and its updates do not interrupt "
      + "(the tool models the accessibility tree the case implies, not VoiceOver's own heuristics).",
    "Check the contrast of the digits and of any glass against the real backgrounds, with Increase Contrast and "
      + "Reduce Transparency on and off (WCAG 1.4.3, 1.4.11): the tool checks that clear glass has a fallback, "
      + "it measures no colour.",
    "Check larger text sizes (Dynamic Type, WCAG 1.4.4 Resize Text, 1.4.10 Reflow) on a device: the timer stays "
      + "readable and is not clipped at the largest sizes. The tool checks that its font follows the text size "
      + "(timer-text-scales) and that its strings fit their frames or the narrowest screen (timer-text-fits), with "
      + "openly licensed fonts standing in for the system font; padding and neighbouring views are not subtracted.",
    "Check the reading order with VoiceOver swipes on each screen (WCAG 1.3.2): the tool orders elements by "
      + "their modelled frames.",
    "Turn on Reduce Motion on each platform and watch every transition and the system's glass motion: the "
      + "tool knows the accommodations the platform profiles record, not every OS release.",
    "Check the digit order on a real device of each platform in a right-to-left language: platform quirks "
      + "(such as the tvOS stack direction) come from field reports, not from Apple's documentation.",
    "Check every requirement marked Not Evaluated, and every WCAG criterion no rule cites.",
  ]

  /// One row per WCAG criterion the rules cite (in criterion order), then one per rule that
  /// cites none (Apple HIG and engineering rules), in catalogue order; judged on `cases`.
  private static func requirements(
    _ report: AuditReport, byRule: [String: [Int]], cases: Set<String>
  ) -> [Requirement] {
    let criteria = Set(report.rules.flatMap(\.wcag)).sorted { lhs, rhs in
      lhs.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(
        rhs.split(separator: ".").compactMap { Int($0) })
    }
    var rows = criteria.map { criterion in
      let rules = report.rules.filter { $0.wcag.contains(criterion) }.map(\.id)
      return requirement(
        name: WCAG.titles[criterion].map { "\(criterion) \($0)" } ?? criterion, criterion: criterion,
        url: WCAG.url(criterion), rules: rules, report: report, byRule: byRule, cases: cases)
    }
    for rule in report.rules where rule.wcag.isEmpty {
      rows.append(
        requirement(
          name: rule.title, criterion: nil, url: rule.references.first?.url, rules: [rule.id], report: report,
          byRule: byRule, cases: cases))
    }
    return rows
  }

  private static func requirement(
    name: String, criterion: String?, url: String?, rules: [String], report: AuditReport,
    byRule: [String: [Int]], cases: Set<String>
  ) -> Requirement {
    // In the report's order, as the remarks list platforms in the order first met.
    let results = Set(rules).flatMap { byRule[$0] ?? [] }.sorted().map { report.results[$0] }
      .filter { cases.contains($0.caseID) }
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
        let details = matching.map { result -> String in
          switch status {
          case .failed:
            let locales = ReportText.failedLocales(result)
            let expected = result.findings.filter { $0.status == .failed }.allSatisfy(\.expected)
            let count = locales.count == report.matrix.locales.count
              ? "all \(locales.count) locales" : ReportText.locales(locales, limit: 5)
            return locales.isEmpty ? result.caseID : "\(result.caseID): \(count)\(expected ? ", as the case declares" : "")"
          case .cantTell:
            // Can't-tells come from the locale (no spoken units), not the case: name the reason
            // and the locales once, whatever the cases.
            let reasons = ReportText.uniqued(result.findings.compactMap(\.reason))
            let locales = Set(result.findings.filter { $0.status == .cantTell }.flatMap(\.locales)).count
            return "\(reasons.joined(separator: ", ")) in \(locales) locales"
          default:
            let waivers = ReportText.uniqued(result.findings.compactMap(\.waiver))
            return waivers.isEmpty ? result.caseID : "\(result.caseID): \(waivers.joined(separator: ", "))"
          }
        }
        let byDetail = Dictionary(grouping: zip(details, matching), by: \.0).mapValues { $0.map(\.1) }
        let everywhere = Set(report.matrix.platforms)
        let places = ReportText.uniqued(details).map { detail -> String in
          let platforms = ReportText.uniqued(byDetail[detail]!.map(\.platform))
          let where_ = Set(platforms) == everywhere && everywhere.count > 1 ? "every platform" : platforms.joined(separator: ", ")
          let cases = Set(byDetail[detail]!.map(\.caseID))
          let suffix = status == .cantTell
            ? (cases.count == report.inputs.count && cases.count > 1 ? ", every case" : ", " + cases.sorted().joined(separator: ", "))
            : ""
          return "\(where_) (\(detail)\(suffix))"
        }
        remarks.append("\(rule) \(verb) on \(places.joined(separator: ", ")).")
      }
    }
    let judging = rules.filter { rule in results.contains { $0.ruleID == rule && $0.status != .inapplicable } }
    if remarks.isEmpty {
      let applied = ReportText.uniqued(results.filter { $0.status == .passed }.map(\.platform))
      remarks.append(
        applied.isEmpty
          ? "No rule citing it applied to the layout: not evaluated."
          : "Passes on \(applied.joined(separator: ", ")).")
    }
    // A level is earned only by the rules that measure the criterion; the others' verdicts stay
    // in the remarks, with why they earn nothing.
    var measuring = rules
    if let criterion {
      measuring = rules.filter { report.rule($0)?.measures(criterion) ?? true }
      for rule in rules where !measuring.contains(rule) {
        let why = report.rule(rule)?.unmeasured[criterion] ?? ""
        remarks.append("\(rule) does not measure it (\(why)): not evaluated, whatever that rule's verdict.")
      }
    }
    let level = measuring.isEmpty ? .notEvaluated : ConformanceLevel.judge(results.filter { measuring.contains($0.ruleID) })
    let limits = judging.flatMap { id in
      (report.rule(id)?.limits ?? []).map { "\(id): \($0)" }
    }
    return Requirement(
      name: name, criterion: criterion, url: url, rules: rules, level: level, remarks: remarks, limits: limits)
  }
}

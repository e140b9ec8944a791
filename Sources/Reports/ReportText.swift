import Runner
import Rules

/// Wording that several writers share, so a finding reads the same in every format.
enum ReportText {
  /// `he, ar, fa`, or the first `limit` and `and N more`: a failure under 75 locales stays one
  /// readable line.
  static func locales(_ locales: [String], limit: Int = 10) -> String {
    guard locales.count > limit else { return locales.joined(separator: ", ") }
    return locales.prefix(limit).joined(separator: ", ") + " and \(locales.count - limit) more"
  }

  /// `1 locale`, `3 locales`.
  static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// `expected 25:00, shown 00:52`, or `nil` without evidence of order.
  static func expectedShown(_ evidence: Evidence?) -> String? {
    switch (evidence?.expected, evidence?.shown) {
    case (let expected?, let shown?): "expected \(expected), shown \(shown)"
    case (let expected?, nil): "expected \(expected)"
    case (nil, let shown?): "shown \(shown)"
    case (nil, nil): nil
    }
  }

  /// `Cases/x.json:19:9`: where a finding's node sits, or the case file alone.
  static func location(_ finding: Finding, caseID: String, in report: AuditReport) -> String {
    let path = report.input(caseID)?.path ?? caseID
    guard let node = finding.node else { return path }
    return "\(path):\(node.line):\(node.column)"
  }

  /// A case file's path relative to the repository root, or `nil` for an absolute path outside
  /// it. Input paths are normally relative already; `./` prefixes are dropped.
  static func repositoryRelative(_ path: String, context: ReportContext) -> String? {
    var relative = path
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    guard relative.hasPrefix("/") else { return relative }
    guard let root = context.repositoryRoot.map({ $0.hasSuffix("/") ? $0 : $0 + "/" }), relative.hasPrefix(root)
    else { return nil }
    return String(relative.dropFirst(root.count))
  }

  /// The locales a result failed under (unwaived failures), in first-seen order.
  static func failedLocales(_ result: CaseResult) -> [String] {
    uniqued(result.findings.filter { $0.status == .failed }.flatMap(\.locales))
  }

  /// The elements in first-seen order without repeats.
  static func uniqued(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
  }

  /// The threshold the verdict is stated with.
  static func failOn(_ report: AuditReport, _ context: ReportContext) -> String {
    context.failOn ?? report.summary.failOn
  }

  /// Whether the run's verdict lets the change ship.
  static func approved(_ report: AuditReport) -> Bool { report.summary.verdict == "pass" }

  /// `1 failed, 6 passed, …`: the result counts that are not zero, most urgent first.
  static func resultCounts(_ summary: Summary) -> String {
    let parts: [(Int, OutcomeStatus)] = [
      (summary.failed, .failed), (summary.cantTell, .cantTell), (summary.waived, .waived),
      (summary.passed, .passed), (summary.inapplicable, .inapplicable),
    ]
    let shown = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1.label)" }
    return shown.isEmpty ? "no results" : shown.joined(separator: ", ")
  }
}

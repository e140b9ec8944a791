import ReportModel

/// Wording that several writers share, so a finding reads the same in every format.
enum ReportText {
  /// `he, ar, fa`, or the first `limit` and `and N more`: a failure under 75 locales stays one
  /// readable line.
  static func locales(_ locales: [String], limit: Int = 10) -> String {
    guard locales.count > limit else { return locales.joined(separator: ", ") }
    return locales.prefix(limit).joined(separator: ", ") + " and \(locales.count - limit) more"
  }

  /// `1 locale`, `3 locales`.
  static func count(_ count: Int, _ singular: String) -> String {
    "\(count) \(singular)\(count == 1 ? "" : "s")"
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
    finding.node?.file != nil ? finding.node!.position : file(caseID, in: report)
  }

  /// The file a finding is in: its node's file, else its case's input file.
  static func file(_ finding: Finding, caseID: String, in report: AuditReport) -> String {
    finding.node?.file ?? file(caseID, in: report)
  }

  /// A case's input file as the report gives it (relative to where the audit ran when the
  /// file is inside it: the library makes it so once, for every writer).
  static func file(_ caseID: String, in report: AuditReport) -> String {
    report.input(caseID)?.path ?? caseID
  }

  /// The locales a result failed under (unwaived failures), in first-seen order.
  static func failedLocales(_ result: CaseResult) -> [String] {
    locales(of: result.findings.filter { $0.status == .failed })
  }

  /// The locales of `findings`, each once, in first-seen order.
  static func locales(of findings: [Finding]) -> [String] {
    // One finding lists each locale once already; most results have one.
    findings.count == 1 ? findings[0].locales : uniqued(findings.flatMap(\.locales))
  }

  /// `: reason (approved by …, review by …)` of the applied waiver with this id, or nothing when
  /// the report lists none.
  static func waiverTerms(_ id: String?, in report: AuditReport) -> String {
    guard let record = report.waivers.applied.first(where: { $0.id == id }) else { return "" }
    return ": \(record.reason) (approved by \(record.approvedBy), review by \(record.reviewBy))"
  }

  /// The elements in first-seen order without repeats.
  static func uniqued(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
  }

  /// `1 failed, 6 passed, …`: the result counts that are not zero, most urgent first.
  static func resultCounts(_ summary: Summary) -> String {
    let parts: [(Int, ResultStatus)] = [
      (summary.failed, .failed), (summary.cantTell, .cantTell), (summary.latent ?? 0, .latent),
      (summary.waived, .waived),
      (summary.passed, .passed), (summary.inapplicable, .inapplicable),
    ]
    let shown = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1.label)" }
    return shown.isEmpty ? "no results" : shown.joined(separator: ", ")
  }
}

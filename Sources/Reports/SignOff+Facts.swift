import ReportModel

/// The fact lists the Markdown and the HTML sign-off both show, each value marked up by the
/// writer's own escaping (`text`), code spans (`code`) and evidence (`visual`).
extension SignOff {
  /// What was audited, as (label, value) pairs; `cases` is the value of the Cases row.
  func auditedFacts(
    cases: String, notRecorded: String, text: (String) -> String, code: (String) -> String
  ) -> [(String, String)] {
    let matrix = report.matrix
    var facts: [(String, String)] = [
      ("Cases", cases),
      ("Locales", "\(matrix.locales.count), \(matrix.rtlLocales) of them right to left"),
      ("Platforms", matrix.platforms.map(code).joined(separator: ", ")),
      ("Settings", matrix.settings.map(code).joined(separator: ", ")),
      ("Rules", "\(report.rules.count)"),
      ("Evaluations", "\(matrix.evaluations) layouts judged (\(matrix.naiveEvaluations) without locale classes)"),
    ]
    if let shard = matrix.shard { facts.append(("Shard", "\(text(shard.description)) of the matrix only")) }
    facts += [
      ("Generated", text(report.generatedAt)),
      ("Tool", text("\(report.tool.name) \(report.tool.version)")),
      ("Engine", text("ICU \(report.engine.icu), Unicode \(report.engine.unicode), CLDR \(report.engine.cldr)")),
    ]
    for result in report.selftest ?? [] {
      facts.append(("Bidi self-test", text(MarkdownWriter.selftest(result))))
    }
    facts.append(("Auditor", report.auditor.map(text) ?? notRecorded))
    facts.append(("Verdict threshold", "fails on " + code(failOn)))
    return facts
  }

  /// A failure's evidence, as (label, value) pairs.
  static func facts(
    of failure: Failure, text: (String) -> String, code: (String) -> String, visual: (String) -> String
  ) -> [(String, String)] {
    let finding = failure.finding
    var facts: [(String, String)] = []
    if let severity = failure.rule?.severity { facts.append(("Severity", text(severity.rawValue))) }
    if let expected = finding.evidence?.expected { facts.append(("Expected", visual(expected))) }
    if let shown = finding.evidence?.shown { facts.append(("Shown", visual(shown))) }
    facts.append(("Locales (\(finding.locales.count))", text(ReportText.locales(finding.locales, limit: 20))))
    facts.append(("Settings", finding.settings.map(code).joined(separator: ", ")))
    facts.append(("Platforms", failure.platforms.map(code).joined(separator: ", ")))
    if let node = finding.node { facts.append(("Node", "\(code(node.path)) (\(text(node.type)))")) }
    facts.append(("Where", code(failure.location)))
    if let tick = finding.tick { facts.append(("First seen at tick", "\(tick)")) }
    for detail in finding.evidence?.details ?? [] { facts.append((text(detail.name), visual(detail.value))) }
    if let baseline = finding.baseline { facts.append(("Baseline", text(baseline.rawValue))) }
    if let fix = failure.rule?.fix { facts.append(("Fix", text(fix))) }
    return facts
  }

  /// What a failure's suggested fix is and how far it can be trusted, as a sentence the
  /// writers escape and show above its diff.
  static func fixIntro(_ fix: SuggestedFix) -> String {
    let trust =
      fix.verified
      ? "verified: a new audit of the patched source showed the finding gone and nothing new"
      : "proposed by the rule's automatic fix and not verified: 'layout-audit fix' re-audits the patched source before it edits"
    var description = fix.description
    if description.hasSuffix(".") { description.removeLast() }
    return "Suggested fix (\(trust)). \(description):"
  }
}

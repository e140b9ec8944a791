import ReportModel

/// The sign-off's sections as a document, in the order both writers show them. String literals
/// are the sign-off's own wording (`Inline.wording`); everything from the report is `.text` or
/// `.code`, which each writer escapes.
extension SignOff {
  typealias Block = SignOffDocument.Block
  typealias Inline = SignOffDocument.Inline

  /// The document both sign-off writers render.
  var document: SignOffDocument {
    SignOffDocument(sections: [
      .init(id: "statement", title: "Accessibility statement", blocks: statementBlocks),
      .init(id: "run", title: "The run", blocks: runBlocks),
      .init(id: "audited", title: "What was audited", blocks: auditedBlocks),
      .init(id: "rules", title: "Rules by platform", blocks: ruleBlocks),
      .init(id: "pictures", title: "Pictures of failing layouts", blocks: [.pictures], inMarkdown: false),
      .init(id: "waivers", title: "Waivers", blocks: waiverBlocks),
      .init(id: "baseline", title: "Baseline", blocks: baselineBlocks),
      .init(id: "expectations", title: "Fixture expectations", blocks: expectationBlocks),
      .init(id: "failures", title: "Worst failures", blocks: failureBlocks),
    ])
  }

  private var statementBlocks: [Block] {
    guard statement.verdict != .nothingAudited else { return [.paragraph([.text(statement.explanation)])] }
    var blocks: [Block] = [
      .paragraph(
        ["Covers the product screens ("] + Self.codes(statement.caseIDs)
          + ["); fixtures are tests of the rules and are reported apart."]),
      Self.requirementTable(statement.requirements, label: "Requirements, all product screens"),
    ]
    for statement in caseStatements {
      blocks += [
        .heading([.text(statement.scope), ": \(statement.verdict.title)"]), .paragraph([.text(statement.explanation)]),
        Self.requirementTable(statement.requirements, label: "Requirements, \(statement.scope)"),
      ]
    }
    return blocks + [
      .paragraph([
        "Levels are earned from every evaluation (screen × platform × locale × settings) of the rules citing the requirement:"
      ]),
      .terms(
        ConformanceLevel.definitions.map { ([.wording($0.0.rawValue)], [.wording($0.1 + ".")]) }, htmlClass: "definitions",
        headwords: true),
      .heading(["What a person must still check"]),
      .list(Self.manualChecks.map { [.text($0)] }, htmlClass: "manual", checklist: true),
    ]
  }

  private static func requirementTable(_ requirements: [Requirement], label: String) -> Block {
    let rows = requirements.map { requirement -> [SignOffDocument.Cell] in
      let name: [Inline] =
        requirement.criterion == nil
        ? [.text(requirement.name), " ", .htmlOnly(.muted, ["(no WCAG criterion)"])]
        : ["WCAG 2.2 ", .text(requirement.name)]
      let limits: [Inline] =
        requirement.limits.isEmpty ? ["—"] : [.items(requirement.limits.map { [.text($0)] }, htmlClass: "limits")]
      return [
        .init(requirement.url.map { [.link(name, url: $0)] } ?? name),
        .init([.strong([.wording(requirement.level.rawValue)])], htmlClass: "level " + levelClass(requirement.level)),
        .init(codes(requirement.rules)),
        .init(joined(requirement.remarks.map { [.text($0)] }, by: .lineBreak(markdown: " "))), .init(limits),
      ]
    }
    let headers = headers("Requirement", "Conformance level", "Rules", "Remarks", "What the rules cannot see")
    return .table(.init(label: label, headers: headers, rows: rows))
  }

  /// The HTML class that colours a level.
  private static func levelClass(_ level: ConformanceLevel) -> String {
    switch level {
    case .supports: "supports"
    case .partiallySupports: "partial"
    case .doesNotSupport: "not-supported"
    case .notApplicable, .notEvaluated: "neutral"
    }
  }

  private var runBlocks: [Block] {
    var blocks: [Block] = [.paragraph([.htmlOnly(.strong, [approved ? "Passes" : "Fails"]), ": ", .text(decisionReason)])]
    guard !fixtures.isEmpty else { return blocks }
    let expectations: [Inline] =
      unmetExpectations.isEmpty
      ? ["every declared expectation holds."]
      : [
        "\(ReportText.count(unmetExpectations.count, "expectation")) do not hold ",
        Self.either("(below).", "(see Fixture expectations)."),
      ]
    blocks.append(
      .paragraph(
        ["\(ReportText.count(fixtures.count, "fixture")) (tests of the rules, not screens of the product): "]
          + expectations))
    return blocks
  }

  private var auditedBlocks: [Block] {
    let matrix = report.matrix
    var facts: [(String, [Inline])] = [
      ("Cases", ["\(report.inputs.count)", Self.either(" (listed below)", "")]),
      ("Locales", ["\(matrix.locales.count), \(matrix.rtlLocales) of them right to left"]),
      ("Platforms", Self.codes(matrix.platforms)), ("Settings", Self.codes(matrix.settings)),
      ("Rules", ["\(report.rules.count)"]),
      ("Evaluations", ["\(matrix.evaluations) layouts judged (\(matrix.naiveEvaluations) without locale classes)"]),
    ]
    if let shard = matrix.shard { facts.append(("Shard", [.text(shard.description), " of the matrix only"])) }
    facts += [
      ("Generated", [.text(report.generatedAt)]), ("Tool", [.text("\(report.tool.name) \(report.tool.version)")]),
      ("Engine", [.text("ICU \(report.engine.icu), Unicode \(report.engine.unicode), CLDR \(report.engine.cldr)")]),
    ]
    for result in report.selftest ?? [] { facts.append(("Bidi self-test", [.text(Self.selftest(result))])) }
    facts.append(("Auditor", report.auditor.map { [.text($0)] } ?? [.htmlOnly(.emphasis, ["not recorded"])]))
    facts.append(("Verdict threshold", ["fails on ", .code(failOn)]))
    let cases = report.inputs.map { input -> [Inline] in
      var item: [Inline] = [
        .code(input.caseID), " (\(input.isFixture ? "fixture" : "product")): ", .htmlOnly(.strong, [.text(input.title)]),
        " (", .code(input.path), ", SHA-256 ", .digest(input.sha256), ")",
      ]
      if let description = input.description { item += [.lineBreak(markdown: " — "), .text(description)] }
      item += [.lineBreak(markdown: " "), "Localisations audited: "]
      item += input.localizations.map { Self.codes($0) + ["; other locales run in the first, their extra findings latent"] }
        ?? ["all"]
      return item + [Self.either(".", "")]
    }
    let table = SignOffDocument.Table(
      label: "What was audited", htmlClass: "facts", headers: Self.headers("Audited", "Value"), headersInHTML: false,
      rowHeaders: true, rows: facts.map { [.init([.wording($0.0)]), .init($0.1)] })
    return [.table(table), .heading(["Cases"]), .list(cases, htmlClass: "cases")]
  }

  /// `BidiTest.txt: 770241 of 770241 passed, 0 known deviations, 0 failed`.
  private static func selftest(_ result: SelftestResult) -> String {
    "\(result.name): \(result.passed) of \(result.cases) passed, \(result.knownDeviations) known "
      + "deviations, \(result.failed) failed"
  }

  private var ruleBlocks: [Block] {
    let rows = zip(report.rules, cells).map { rule, cells -> [SignOffDocument.Cell] in
      [.init([.code(rule.id), " ", .text(rule.title)]), .init([.wording(rule.severity.rawValue)])]
        + cells.map { cell in
          // An emoji in Markdown (GitHub has the font), a short word in HTML (which needs none).
          let text = Self.either(
            Self.cellText(cell, \.symbol, declared: " (declared)"), Self.cellText(cell, \.shortLabel, declared: " declared"))
          return .init(
            [text], htmlClass: "cell " + (cell.status?.rawValue ?? "none"),
            htmlTitle: cell.status.map { "\($0.label), \(cell.count) of \(cell.total) cases" } ?? "not run")
        }
    }
    let legend = ResultStatus.legend(report).map { status -> [Inline] in
      [.either(markdown: [.wording(status.symbol)], html: [.htmlOnly(.bold, [.wording(status.shortLabel)])]), " \(status.label)"]
    }
    let headers = Self.headers("Rule", "Severity") + platforms.map { [.text($0)] }
    return [
      .table(.init(label: "Rules by platform", htmlClass: "matrix", headers: headers, rowHeaders: true, rows: rows)),
      .paragraph(
        ["Legend: "] + Self.joined(legend, by: ", ")
          + [
            ", · not run; ", .either(markdown: ["(declared)"], html: [.htmlOnly(.bold, ["declared"])]),
            ": every failure there is one the cases declare. A cell shows the most urgent status over the cases; ",
            .code("n/m"), " means n of the m cases have it.",
          ], htmlClass: "legend"),
    ]
  }

  /// `❌ 1/2`, `✅`, or `·` when nothing ran, in a status's `symbol` or `shortLabel`.
  private static func cellText(_ cell: Cell, _ spelling: KeyPath<ResultStatus, String>, declared: String) -> String {
    guard let status = cell.status else { return "·" }
    let text = cell.count == cell.total ? status[keyPath: spelling] : "\(status[keyPath: spelling]) \(cell.count)/\(cell.total)"
    return cell.declared ? text + declared : text
  }

  private var waiverBlocks: [Block] {
    let waivers = report.waivers
    let groups: [(String, String, [WaiverRecord])] = [
      ("Applied", "Accepted failures in this run.", waivers.applied),
      ("Expired", "Past their review date: they no longer apply, and their failures count.", waivers.expired),
      ("Unused", "In force but matched nothing: remove them.", waivers.unused),
    ]
    guard !groups.allSatisfy({ $0.2.isEmpty }) else { return [.paragraph(["No waivers were given."])] }
    let headers = Self.headers("Waiver", "Rule", "Case", "Scope", "Reason", "Approved by", "Review by", "Failures matched")
    return groups.flatMap { title, meaning, records -> [Block] in
      let heading = Block.heading(["\(title) (\(records.count))"])
      guard !records.isEmpty else { return [heading, .paragraph(["None."])] }
      let rows = records.map { record in
        SignOffDocument.row(
          .code(record.id), .code(record.rule), .code(record.caseID), .text(Self.scope(record)), .text(record.reason),
          .text(record.approvedBy), .text(record.reviewBy), "\(record.matched)")
      }
      return [heading, .paragraph([.wording(meaning)]), .table(.init(label: "\(title) waivers", headers: headers, rows: rows))]
    }
  }

  /// `node VStack/timer; platforms tvos-26; locales he, ar`, or `whole case`.
  private static func scope(_ record: WaiverRecord) -> String {
    var parts: [String] = []
    if let node = record.node { parts.append("node \(node)") }
    if let platforms = record.platforms { parts.append("platforms \(platforms.joined(separator: ", "))") }
    if let locales = record.locales { parts.append("locales \(ReportText.locales(locales))") }
    return parts.isEmpty ? "whole case" : parts.joined(separator: "; ")
  }

  private var baselineBlocks: [Block] {
    guard let baseline = report.baseline else { return [.paragraph(["No baseline was given."])] }
    let comparison: Block = .paragraph([
      "Compared with ", .code(baseline.file), " (generated ", .text(baseline.baselineGeneratedAt), "): ",
      .strong(["\(baseline.new) new"]),
      ", \(baseline.existing) existing, \(baseline.fixed.count) fixed (failures counted per locale).",
    ])
    guard !baseline.fixed.isEmpty else { return [comparison] }
    let rows = baseline.fixed.sorted().map { key in
      SignOffDocument.row(.code(key.caseID), .code(key.rule), .code(key.platform), .code(key.node), .code(key.locale))
    }
    let headers = Self.headers("Fixed: case", "Rule", "Platform", "Node", "Locale")
    return [comparison, .table(.init(label: "Fixed failures", headers: headers, rows: rows))]
  }

  private var expectationBlocks: [Block] {
    let all = report.expectations
    guard !unmetExpectations.isEmpty else {
      return [.paragraph([all.isEmpty ? "No fixture declares expectations." : "All \(all.count) declared expectations hold."])]
    }
    let rows = unmetExpectations.map { check in
      let file = ReportText.file(check.caseID, in: report)
      return SignOffDocument.row(
        .code(check.line.map { "\(file):\($0)" } ?? file), .code(check.rule), .code(check.platform), .text(check.expected),
        .text(check.actual), .text(check.message))
    }
    let headers = Self.headers("Case", "Rule", "Platform", "Expected", "Found", "What differs")
    return [
      .paragraph(["\(unmetExpectations.count) of \(all.count) declared expectations do not hold:"]),
      .table(.init(label: "Unmet expectations", headers: headers, rows: rows)),
    ]
  }

  private var failureBlocks: [Block] {
    guard !worstFailures.isEmpty else { return [.paragraph(["Nothing failed."])] }
    var blocks: [Block] = []
    if failureCount > worstFailures.count {
      blocks.append(
        .paragraph([
          "The \(worstFailures.count) worst of \(failureCount) failures (by severity, then number of locales); ",
          .code("report.json"), " has every one.",
        ]))
    }
    for (index, failure) in worstFailures.enumerated() {
      let finding = failure.finding
      let declared: [Inline] = finding.expected ? [" ", .htmlOnly(.small, ["(declared by the fixture)"])] : []
      var article: [Block] = [
        .heading(["\(index + 1). ", .code(failure.result.ruleID), ": ", .code(failure.result.caseID)] + declared),
        .paragraph([.text(finding.message)]), .terms(Self.facts(of: failure), htmlClass: "evidence"),
      ]
      if let fit = finding.evidence?.fit { article.append(.fitPicture(fit)) }
      if let fix = finding.fix {
        article += [
          .paragraph([.text(Self.fixIntro(fix))]),
          .codeBlock(fix.diff, language: "diff", label: "Suggested fix for failure \(index + 1)"),
        ]
      }
      blocks.append(.article(article, htmlClass: "failure", id: "failure-\(index + 1)"))
    }
    return blocks
  }

  /// A failure's evidence, term by term.
  private static func facts(of failure: Failure) -> [(term: [Inline], description: [Inline])] {
    let finding = failure.finding
    var facts: [(term: [Inline], description: [Inline])] = []
    if let severity = failure.rule?.severity { facts.append((["Severity"], [.text(severity.rawValue)])) }
    if let expected = finding.evidence?.expected { facts.append((["Expected"], [.evidence(expected)])) }
    if let shown = finding.evidence?.shown { facts.append((["Shown"], [.evidence(shown)])) }
    facts.append((["Locales (\(finding.locales.count))"], [.text(ReportText.locales(finding.locales, limit: 20))]))
    facts.append((["Settings"], codes(finding.settings)))
    facts.append((["Platforms"], codes(failure.platforms)))
    if let node = finding.node { facts.append((["Node"], [.code(node.path), " (", .text(node.type), ")"])) }
    facts.append((["Where"], [.code(failure.location)]))
    if let tick = finding.tick { facts.append((["First seen at tick"], ["\(tick)"])) }
    for detail in finding.evidence?.details ?? [] { facts.append(([.text(detail.name)], [.evidence(detail.value)])) }
    if let baseline = finding.baseline { facts.append((["Baseline"], [.text(baseline.rawValue)])) }
    if let fix = failure.rule?.fix { facts.append((["Fix"], [.text(fix)])) }
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

  // MARK: Inline helpers

  /// Code spans separated by commas.
  private static func codes(_ values: [String]) -> [Inline] { joined(values.map { [.code($0)] }, by: ", ") }

  private static func joined(_ parts: [[Inline]], by separator: Inline) -> [Inline] {
    Array(parts.enumerated().map { $0.offset == 0 ? $0.element : [separator] + $0.element }.joined())
  }

  private static func headers(_ titles: String...) -> [[Inline]] { titles.map { [.wording($0)] } }

  /// Our wording, said one way in Markdown and another in HTML.
  private static func either(_ markdown: String, _ html: String) -> Inline {
    .either(markdown: [.wording(markdown)], html: [.wording(html)])
  }
}

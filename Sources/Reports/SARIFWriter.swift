import Foundation
import ReportModel

/// Writes SARIF 2.1.0 (`report.sarif`) for GitHub code scanning and other static-analysis
/// viewers.
///
/// One run; `tool.driver.rules` lists every rule of the report in its order, with help text and
/// `accessibility`/`WCAG-x.y.z` tags. One result per finding (`AuditReport.findingGroups`: the
/// same problem on several platforms is one result listing them), at the file line and column
/// of the offending node (`%SRCROOT%`-relative URI, line 1 when no node is known), with
/// `partialFingerprints["layoutAuditFinding/v1"]` set to the finding's fingerprint (rule, case,
/// node and status: no platform, no message), so an alert survives message changes and reruns.
///
/// The dashboard agrees with the exit code: a failure a fixture's `expect` block declares carries
/// an `inSource` suppression with the block's reason, a waived one an `external` suppression with
/// the waiver's justification; only findings that fail the run, or fall below its threshold
/// (level `note`), are unsuppressed. Can't-tell findings are not results (nothing was shown to
/// be wrong); they are `toolExecutionNotifications` of the invocation, where SARIF puts "the
/// tool could not judge". A finding with a suggested fix (Swift inputs) carries it as the
/// result's `fixes`. Every input is an artifact with its SHA-256. The report set's id, when
/// the report carries one, is the log's `properties.layoutAuditRunID`.
package struct SARIFWriter: ReportWriter {
  /// The `partialFingerprints` key; bump the version if the fingerprint's recipe changes.
  package static let fingerprintKey = "layoutAuditFinding/v1"
  /// The URI base id every location is relative to.
  package static let sourceRoot = "%SRCROOT%"

  /// `.sarif`.
  package var format: ReportFormat { .sarif }

  /// The SARIF log as sorted, pretty-printed JSON.
  package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
    let ruleIndex = Dictionary(
      report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let artifactIndex = Dictionary(
      report.inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })

    for result in report.results where ruleIndex[result.ruleID] == nil {
      throw .inconsistent(
        detail: "a result of case \(result.caseID) names rule \(result.ruleID), which the report's rules do not list")
    }
    var reported: [FindingGroup] = []
    var noted: [FindingGroup] = []
    for group in report.findingGroups {
      switch group.disposition {
      case .failsRun, .belowThreshold, .declared, .waived: reported.append(group)
      case .latent, .cantTell: noted.append(group)
      }
    }
    var names = UniqueNames()
    let fingerprints = reported.map { names.claim($0.finding.fingerprint) }
    let locate = { @Sendable [self] (group: FindingGroup) in
      self.location(group.finding, caseID: group.caseID, artifactIndex: artifactIndex, report: report)
    }
    // Results and notifications are made as the log is written, one at a time: memory holds
    // their bytes, not a tree of every one.
    let results = JSONNode.elements(count: reported.count) { [self, reported] position in
      let group = reported[position]
      let index = ruleIndex[group.ruleID]!
      return self.result(
        group, rule: report.rules[index], ruleIndex: index, location: locate(group),
        fingerprint: fingerprints[position], report: report, artifactIndex: artifactIndex)
    }
    let notifications = JSONNode.elements(count: noted.count) { [noted] position in
      let group = noted[position]
      return Self.notification(group, ruleIndex: ruleIndex[group.ruleID]!, location: locate(group))
    }

    // No `informationUri`: the report records no URL for the tool.
    let driver: [String: JSONNode] = [
      "name": .string(report.tool.name),
      "version": .string(report.tool.version),
      "semanticVersion": .string(report.tool.version),
      "rules": .array(report.rules.map(Self.descriptor)),
    ]

    var invocation: [String: JSONNode] = [
      "executionSuccessful": .bool(true),
      "endTimeUtc": .string(report.generatedAt),
    ]
    if !noted.isEmpty { invocation["toolExecutionNotifications"] = notifications }

    let run: [String: JSONNode] = [
      "tool": .object(["driver": .object(driver)]),
      "originalUriBaseIds": .object([
        Self.sourceRoot: .object(["description": .text("The repository root; case files are relative to it.")])
      ]),
      "artifacts": .array(
        report.inputs.map { input in
          .object([
            "location": artifactLocation(input.path, index: nil),
            "hashes": .object(["sha-256": .string(input.sha256)]),
            "description": .text(VisibleText.make(input.title)),
          ])
        }),
      "columnKind": .string("unicodeCodePoints"),
      "results": results,
      "invocations": .array([.object(invocation)]),
      "properties": .object([
        "icu": .string(report.engine.icu), "unicode": .string(report.engine.unicode),
        "cldr": .string(report.engine.cldr), "generatedAt": .string(report.generatedAt),
        "platforms": .strings(report.matrix.platforms), "settings": .strings(report.matrix.settings),
        "locales": .int(report.matrix.locales.count), "rtlLocales": .int(report.matrix.rtlLocales),
        "verdict": .string(report.summary.verdict.rawValue), "failOn": .string(report.summary.failOn.rawValue),
      ]),
    ]
    var log: [String: JSONNode] = [
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(run)]),
    ]
    if let id = report.runID { log["properties"] = .object(["layoutAuditRunID": .string(id)]) }
    // About 260 bytes a report result.
    var data = JSONNode.object(log).encoded(reserving: 512 * report.results.count + 65_536)
    data.append(0x0A)
    return data
  }

  /// A latent or can't-tell finding as a notification of the invocation.
  private static func notification(_ group: FindingGroup, ruleIndex: Int, location: JSONNode) -> JSONNode {
    let ruleID = group.ruleID
    let latent = group.disposition == .latent
    return .object([
      "level": .string(latent ? "note" : "warning"),
      "descriptor": .object(["id": .string(latent ? "latent" : "cantTell")]),
      "associatedRule": .object(["id": .string(ruleID), "index": .int(ruleIndex)]),
      "message": .text(
        latent
          ? "Latent \(ruleID) (appears once the app ships these localisations): " + message(group)
          : "Could not judge \(ruleID)" + (group.finding.reason.map { " (\($0))" } ?? "") + ": " + message(group)),
      "locations": .array([location]),
    ])
  }

  /// A failed, declared or waived finding as a SARIF result.
  private func result(
    _ group: FindingGroup, rule: RuleMetadata, ruleIndex: Int, location: JSONNode, fingerprint: String,
    report: AuditReport, artifactIndex: [String: Int]
  ) -> JSONNode {
    let finding = group.finding
    var properties: [String: JSONNode] = [
      "platforms": .strings(group.platforms),
      "locales": .strings(group.locales),
      "settings": .strings(group.settings),
      "status": .string(finding.status.rawValue),
      "disposition": .string(group.disposition.rawValue),
    ]
    if let tick = finding.tick { properties["tick"] = .int(tick) }
    if let expected = finding.evidence?.expected { properties["expected"] = .string(expected) }
    if let shown = finding.evidence?.shown { properties["shown"] = .string(shown) }
    var object: [String: JSONNode] = [
      "ruleId": .string(rule.id),
      "ruleIndex": .int(ruleIndex),
      // Below the threshold it is worth a look, not an alarm.
      "level": .string(group.disposition == .belowThreshold ? "note" : rule.severity.rawValue),
      "message": .text(Self.message(group)),
      "locations": .array([location]),
      "partialFingerprints": .object([Self.fingerprintKey: .string(fingerprint)]),
      "properties": .object(properties),
    ]
    if let fix = finding.fix { object["fixes"] = .array([fixObject(fix, artifactIndex: artifactIndex)]) }
    switch group.baseline {
    case .new: object["baselineState"] = .string("new")
    case .existing: object["baselineState"] = .string("unchanged")
    case nil: break
    }
    let waiver = finding.waiver.map { " by \($0)" } ?? ""
    let suppression: (kind: String, justification: String)? =
      finding.status == .waived
      ? ("external", "Waived" + waiver + ReportText.waiverTerms(finding.waiver, in: report))
      : group.disposition == .declared
        ? ("inSource", "Declared by the fixture's expect block" + (finding.expectReason.map { ": \($0)" } ?? "")) : nil
    if let suppression {
      object["suppressions"] = .array([
        .object([
          "kind": .string(suppression.kind), "status": .string("accepted"),
          "justification": .string(VisibleText.make(suppression.justification)),
        ])
      ])
    }
    return .object(object)
  }

  /// A suggested fix as a SARIF `fix`: one `artifactChange` per file, at the same
  /// `%SRCROOT%`-relative URIs as the results, each edit a `replacement` (an empty
  /// `deletedRegion` inserts). The inserted text is the source as it is to be written, so it is
  /// not made visible; whether a new audit verified it is the fix's `properties.verified`.
  private func fixObject(_ fix: SuggestedFix, artifactIndex: [String: Int]) -> JSONNode {
    let changes = ReportText.uniqued(fix.replacements.map(\.file)).map { file in
      JSONNode.object([
        "artifactLocation": artifactLocation(file, index: artifactIndex[file]),
        "replacements": .array(
          fix.replacements.filter { $0.file == file }.map { replacement in
            .object([
              "deletedRegion": .object([
                "startLine": .int(replacement.startLine), "startColumn": .int(replacement.startColumn),
                "endLine": .int(replacement.endLine), "endColumn": .int(replacement.endColumn),
              ]),
              "insertedContent": .object(["text": .string(replacement.text)]),
            ])
          }),
      ])
    }
    return .object([
      "description": .text(VisibleText.make(fix.description)),
      "artifactChanges": .array(changes),
      "properties": .object(["verified": .bool(fix.verified)]),
    ])
  }

  /// What was found, the evidence, the platforms and the locales (first ten and a count).
  static func message(_ group: FindingGroup) -> String {
    var text = group.finding.message
    if !text.hasSuffix(".") { text += "." }
    if let evidence = ReportText.expectedShown(group.finding.evidence) {
      text += " \(evidence.prefix(1).uppercased() + evidence.dropFirst())."
    }
    text += " On \(group.platforms.joined(separator: ", "))"
    if !group.locales.isEmpty {
      text += " under \(ReportText.count(group.locales.count, "locale")): \(ReportText.locales(group.locales))"
    }
    if !group.settings.isEmpty { text += " (settings: \(group.settings.joined(separator: ", ")))" }
    return VisibleText.make(text + ".")
  }

  /// The case file and the node's line and column (line 1 of the file without a node).
  private func location(
    _ finding: Finding, caseID: String, artifactIndex: [String: Int], report: AuditReport
  ) -> JSONNode {
    let path = ReportText.file(finding, caseID: caseID, in: report)
    let physical: [String: JSONNode] = [
      "artifactLocation": artifactLocation(path, index: artifactIndex[path]),
      "region": .object([
        "startLine": .int(max(1, finding.node?.line ?? 1)),
        "startColumn": .int(max(1, finding.node?.column ?? 1)),
      ]),
    ]
    var location: [String: JSONNode] = ["physicalLocation": .object(physical)]
    if let node = finding.node {
      location["logicalLocations"] = .array([
        .object([
          "fullyQualifiedName": .string(node.path), "name": .string(node.id ?? node.type),
          "kind": .string("element"),
        ])
      ])
    }
    return .object(location)
  }

  /// A `%SRCROOT%`-relative artifact location, percent-encoded. An absolute path under the
  /// repository root is made relative; one outside it stays an absolute `file:` URI, which code
  /// scanning ignores but other viewers open.
  private func artifactLocation(_ path: String, index: Int?) -> JSONNode {
    var object: [String: JSONNode] = [:]
    if path.hasPrefix("/") {
      // Outside the folder the audit ran in: code scanning cannot resolve it against the
      // source root, so say where it is.
      object["uri"] = .string("file://" + Self.percentEncoded(path))
    } else {
      object["uriBaseId"] = .string(Self.sourceRoot)
      object["uri"] = .string(Self.percentEncoded(path))
    }
    if let index { object["index"] = .int(index) }
    return .object(object)
  }

  /// A path with everything but unreserved characters and `/` percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    let allowed = CharacterSet(charactersIn: "/-._~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `digit-order-ltr` → `DigitOrderLtr`.
  static func pascalCase(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// A rule as a SARIF `reportingDescriptor`.
  static func descriptor(_ rule: RuleMetadata) -> JSONNode {
    let references = rule.wcagReferences + rule.references
    var text = "\(rule.summary)\n\n\(rule.rationale)\n\nFix: \(rule.fix)"
    var markdown = "\(rule.summary)\n\n\(rule.rationale)\n\n**Fix:** \(rule.fix)"
    if !rule.limits.isEmpty {
      text += "\n\nLimits:\n" + rule.limits.map { "- \($0)" }.joined(separator: "\n")
      markdown += "\n\n**Limits:**\n\n" + rule.limits.map { "- \($0)" }.joined(separator: "\n")
    }
    if !references.isEmpty {
      text += "\n\nReferences:\n" + references.map { "- \($0.title): \($0.url)" }.joined(separator: "\n")
      markdown +=
        "\n\n**References:**\n\n" + references.map { "- [\($0.title)](\($0.url))" }.joined(separator: "\n")
    }
    var descriptor: [String: JSONNode] = [
      "id": .string(rule.id),
      "name": .string(pascalCase(rule.id)),
      "shortDescription": .text(rule.title),
      "fullDescription": .text(rule.summary),
      "help": .object(["text": .string(text), "markdown": .string(markdown)]),
      "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
      "properties": .object([
        "tags": .strings(["accessibility"] + rule.wcag.map { "WCAG-\($0)" }),
      ]),
    ]
    if let url = references.first?.url { descriptor["helpUri"] = .string(url) }
    return .object(descriptor)
  }
}

extension ReportFormat {
  /// SARIF 2.1.0 for code scanning.
  package static let sarif = ReportFormat(name: "sarif", fileName: "report.sarif") { SARIFWriter() }
}

import Foundation
import ReportModel
import Rules

/// The catalogue as documentation: `docs/rules.md`, the catalogue as Markdown or JSON, and one
/// rule explained.
enum RuleDocumentation {
  /// The whole catalogue as Markdown.
  static func markdown(_ rules: [any Rule] = RuleCatalog.all) -> String {
    var lines = [
      "# LayoutAudit rules",
      "",
      "Generated from the rule catalogue by `swift run layout-audit rules --markdown > docs/rules.md`;",
      "a test fails when this file is stale. Each rule's examples are its tests.",
      "",
      "| id | title | severity | WCAG 2.2 |",
      "| --- | --- | --- | --- |",
    ]
    for rule in rules {
      let wcag = rule.metadata.wcag.isEmpty ? "— (HIG)" : rule.metadata.wcag.joined(separator: ", ")
      lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.metadata.title) | \(rule.metadata.severity.rawValue) | \(wcag) |")
    }
    for rule in rules {
      lines += ["", explanation(rule, headingLevel: 2)]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What `layout-audit fix` does for the rule, in a sentence.
  static func automaticFix(_ fix: RuleFix) -> String {
    switch fix {
    case .modifiers(let modifiers, let target, let condition):
      let place =
        switch target {
        case .findingNode: "the view the finding names"
        case .findingText: "the Text the finding names"
        case .reflection: "the reflection the finding is in"
        case .shapes: "each Shape inside the view the finding names"
        }
      var when = ""
      if case .evidence(let name, let value, _) = condition { when = " where the finding's \(name) is \(value)" }
      let spellings = modifiers.compactMap(CaseModifierSpelling.json(forSwift:))
      let inCases =
        spellings.count == modifiers.count
        ? " (in a case file, `\(spellings.joined(separator: ", "))` in its modifiers)"
        : " (not in case files: the case format cannot say it)"
      return "Automatic fix (`layout-audit fix`): appends `\(modifiers.map { "." + $0 }.joined())` to \(place)\(inCases)\(when), kept only when the audit of the patched source shows the finding gone and nothing new."
    case .reduceMotionGate:
      return "Automatic fix (`layout-audit fix`): gates each `.animation(_:value:)` of the view the finding names on Reduce Motion (`.animation(reduceMotion ? nil : curve, value: v)`), adding `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the view when it has no such property (in a case file, `\"whenReduceMotion\": null` in each of the node's `animation` modifiers that has none); kept only when the audit of the patched source shows the finding gone and nothing new."
    case .wrap(let container, let detail):
      return "Automatic fix (`layout-audit fix`): wraps the nearest common parent of the views the finding lists as \(detail) in `\(container) { … }`, indenting it one step (not in case files yet); kept only when the audit of the patched source shows the finding gone and nothing new."
    case .none(let reason):
      return "No automatic fix: \(reason)"
    }
  }

  /// One rule in full: what it checks, why, its limits, references, fix and examples.
  static func explanation(_ rule: any Rule, headingLevel: Int = 1) -> String {
    let metadata = rule.metadata
    let heading = String(repeating: "#", count: headingLevel)
    var lines = [
      "\(heading) \(metadata.id)",
      "",
      "**\(metadata.title)** — severity `\(metadata.severity.rawValue)`"
        + (metadata.wcag.isEmpty ? "" : ", WCAG 2.2 " + metadata.wcag.joined(separator: ", ")),
      "",
      metadata.summary,
      "",
      "\(heading)# Rationale",
      "",
      metadata.rationale,
      "",
      "\(heading)# Known limits",
      "",
    ]
    lines += metadata.limits.map { "- \($0)" }
    lines += ["", "\(heading)# Fix", "", metadata.fix, "", automaticFix(rule.automaticFix), "", "\(heading)# References", ""]
    lines += (metadata.wcagReferences + metadata.references).map { "- [\($0.title)](\($0.url))" }
    lines += ["", "\(heading)# Examples", ""]
    for example in rule.examples {
      var context = "locale `\(example.locale)`, platform `\(example.platform)`"
      if example.settings != .standard { context += ", settings `\(example.settings)`" }
      lines += [
        "- **\(example.expected.rawValue)** — \(example.name) (\(context))",
        "",
        "  ```json",
      ]
      lines += example.caseJSON.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      lines += ["  ```", ""]
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

extension RuleDocumentation {
  /// The catalogue as JSON: every rule's metadata with its examples.
  static func json(_ rules: [any Rule] = RuleCatalog.all) -> Data {
    // Plain strings and arrays of them: encoding cannot fail.
    (try? JSONEncoder.document(rules.map(RuleJSON.init))) ?? Data()
  }

  private struct RuleJSON: Encodable {
    struct Example: Encodable {
      let name: String
      let expected: String
      let locale: String
      let platform: String
      let settings: String
      let caseJSON: String
    }

    let id: String
    let title: String
    let summary: String
    let rationale: String
    let limits: [String]
    let severity: String
    let wcag: [String]
    let references: [RuleMetadata.Reference]
    let fix: String
    /// What `layout-audit fix` does for the rule.
    let automaticFix: String
    let examples: [Example]

    init(_ rule: any Rule) {
      let metadata = rule.metadata
      id = metadata.id
      title = metadata.title
      summary = metadata.summary
      rationale = metadata.rationale
      limits = metadata.limits
      severity = metadata.severity.rawValue
      wcag = metadata.wcag
      references = metadata.wcagReferences + metadata.references
      fix = metadata.fix
      automaticFix = RuleDocumentation.automaticFix(rule.automaticFix)
      examples = rule.examples.map {
        Example(
          name: $0.name, expected: $0.expected.rawValue, locale: $0.locale, platform: $0.platform,
          settings: $0.settings.description, caseJSON: $0.caseJSON)
      }
    }
  }
}

import Foundation
import Testing

import ReportModel
import Rules
import Runner
@testable import LayoutAudit

@Suite("Rule documentation")
struct RuleDocumentationTests {
  @Test("docs/rules.md is what the catalogue generates (regenerate: swift run layout-audit rules --markdown > docs/rules.md)")
  func docsAreFresh() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/rules.md").standardized
    let onDisk = try String(contentsOf: url, encoding: .utf8)
    #expect(onDisk == RuleDocumentation.markdown(), "docs/rules.md is stale")
  }

  @Test("Every rule's explanation carries its rationale, limits, references and examples")
  func explanations() {
    for rule in RuleCatalog.all {
      let text = RuleDocumentation.explanation(rule)
      #expect(text.contains("Known limits") && text.contains("References") && text.contains("```json"))
      #expect(text.contains(rule.metadata.fix))
    }
  }
}

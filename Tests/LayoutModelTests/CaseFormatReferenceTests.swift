import Foundation
import Testing

@testable import LayoutModel

/// `docs/case-format.md` is generated from the schema's descriptions; this test is its
/// staleness check and, with `LAYOUT_AUDIT_UPDATE_DOCS=1`, its generator.
@Suite("Case format reference")
struct CaseFormatReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

  @Test("docs/case-format.md is what the schema generates (regenerate: LAYOUT_AUDIT_UPDATE_DOCS=1 swift test --filter CaseFormatReferenceTests)")
  func fresh() throws {
    let schema = try Data(contentsOf: Self.root.appendingPathComponent("Cases/case.schema.json"))
    let generated = try CaseFormatReference.markdown(schema: schema)
    let page = Self.root.appendingPathComponent("docs/case-format.md")
    if ProcessInfo.processInfo.environment["LAYOUT_AUDIT_UPDATE_DOCS"] == "1" {
      try generated.write(to: page, atomically: true, encoding: .utf8)
    }
    #expect((try? String(contentsOf: page, encoding: .utf8)) == generated, "docs/case-format.md is stale")
  }

  @Test("Every node type and modifier the decoder knows has a described entry on the page")
  func complete() throws {
    let schema = try Data(contentsOf: Self.root.appendingPathComponent("Cases/case.schema.json"))
    let page = try CaseFormatReference.markdown(schema: schema)
    for type in NodeType.allCases {
      #expect(page.contains("### `\(type.rawValue)`"), "no entry for \(type.rawValue)")
    }
    for modifier in ModifierName.allCases {
      #expect(page.contains("### `\(modifier.rawValue)`"), "no entry for \(modifier.rawValue)")
    }
    let headings = page.components(separatedBy: "\n### ").dropFirst()
    for entry in headings where entry.hasPrefix("`") {
      let body = entry.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).first ?? ""
      #expect(!body.hasPrefix("Value:") && !body.isEmpty, "\(entry.prefix(40)) has no description")
    }
  }
}

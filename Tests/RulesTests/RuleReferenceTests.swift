import Rules
import Testing

/// Rule references travel in every report a team writes (Markdown, HTML, SARIF help): a relative
/// link there would resolve against the team's repository, not this one.
@Suite("Rule references")
struct RuleReferenceTests {
  @Test("every reference of every rule is an absolute https URL with a title", arguments: RuleCatalog.all.map(\.metadata.id))
  func absolute(id: String) throws {
    let metadata = try #require(RuleCatalog.all.first { $0.metadata.id == id }?.metadata)
    for reference in metadata.references + metadata.wcagReferences {
      #expect(reference.url.hasPrefix("https://"), "\(metadata.id): \(reference.title) → \(reference.url)")
      #expect(!reference.title.isEmpty)
    }
  }
}

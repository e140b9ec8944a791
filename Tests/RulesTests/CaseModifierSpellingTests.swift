import Testing

@testable import LayoutAudit
import Rules

/// The case format's spelling of the modifiers the rules' automatic fixes append: `fix` makes
/// the same edit in a case file as in Swift.
@Suite("Case modifier spellings")
struct CaseModifierSpellingTests {
  /// Modifiers of automatic fixes the case format cannot say: `fix` says so for case files.
  /// Empty today; a rule whose fix appends one lists it here, or gets a spelling.
  static let unspellable: Set<String> = []

  static let fixModifiers: [String] = RuleCatalog.all.flatMap { rule -> [String] in
    if case .modifiers(let modifiers, _, _) = rule.automaticFix { return modifiers }
    return []
  }

  @Test("every modifier an automatic fix appends has a case-format spelling that a case file accepts", arguments: fixModifiers)
  func spelled(_ modifier: String) throws {
    guard !Self.unspellable.contains(modifier) else { return }
    let spelling = try #require(CaseModifierSpelling.json(forSwift: modifier), "no case-format spelling for .\(modifier)")
    let json = """
      { "id": "spelling", "title": "t", "deploymentTarget": { "iOS": "26.0" },
        "timeline": { "countdown": { "from": 10, "to": 0, "step": 1 }, "display": { "pattern": "mm:ss" } },
        "view": { "type": "Text", "text": "$display", "modifiers": [ \(spelling) ] } }
      """
    #expect(throws: Never.self, "\(spelling)") { try Auditor().makeCase(json: json, id: "spelling") }
  }

  @Test("a modifier is found however its Swift is spaced; one the case format cannot say has no spelling")
  func lookup() {
    #expect(CaseModifierSpelling.json(forSwift: "environment( \\.layoutDirection , .leftToRight )")
      == #"{ "environment": { "layoutDirection": "leftToRight" } }"#)
    #expect(CaseModifierSpelling.json(forSwift: "accessibilityElement(children: .combine)") == nil)
  }
}

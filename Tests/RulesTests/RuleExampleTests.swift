import Foundation
import LayoutEngine
import Testing

import ReportModel
import Rules
import Runner

/// One test argument: a rule and one of its examples.
struct ExampleArgument: Sendable, CustomTestStringConvertible {
  let ruleID: String
  let index: Int

  var rule: any Rule { RuleCatalog.rule(ruleID)! }
  var example: RuleExample { rule.examples[index] }
  var testDescription: String { "\(ruleID): \(example.name)" }

  static let all: [ExampleArgument] = RuleCatalog.all.flatMap { rule in
    rule.examples.indices.map { ExampleArgument(ruleID: rule.id, index: $0) }
  }
}

extension RuleExample {
  /// Where the example is written, for `#expect(…, sourceLocation:)`.
  var sourceLocation: SourceLocation { SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Every example of every rule gives its declared outcome: the examples are the rules' tests.
@Suite("Rule examples")
struct RuleExampleTests {
  @Test("Example gives its declared outcome", arguments: ExampleArgument.all)
  func example(_ argument: ExampleArgument) throws {
    let outcome = try RuleExampleRunner.evaluate(argument.example, with: argument.rule)
    // Reported at the example's own line in its rule's file.
    let at = argument.example.sourceLocation
    #expect(outcome.status == argument.example.expected, "\(outcome.message)", sourceLocation: at)
    if outcome.status == .failed {
      #expect(outcome.node != nil, "a failure names its node", sourceLocation: at)
      #expect(outcome.evidence != nil, "a failure carries evidence", sourceLocation: at)
    }
    if outcome.status == .cantTell || outcome.status == .inapplicable {
      #expect(outcome.reason != nil, "can't tell and inapplicable carry a reason code", sourceLocation: at)
    }
  }

  @Test("Every rule has at least one passing, failing and inapplicable example")
  func coverage() {
    for rule in RuleCatalog.all {
      let outcomes = Set(rule.examples.map(\.expected))
      #expect(outcomes.isSuperset(of: [.passed, .failed, .inapplicable]), "\(rule.id)")
    }
  }

  @Test("Every Rule type in Sources/Rules/Catalog is in the catalogue, once, with a stable kebab-case id")
  func catalogue() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Rules/Catalog").standardized
    var declared: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains(": Rule {") && line.contains("struct ") {
        let name = line.split(separator: "struct ")[1].split(separator: ":")[0]
        declared.append(String(name))
      }
    }
    let catalogued = RuleCatalog.all.map { String(describing: type(of: $0)) }
    #expect(!declared.isEmpty)
    #expect(Set(declared) == Set(catalogued), "a Rule type is missing from RuleCatalog.all, or listed there but not in Catalog/")
    #expect(catalogued.count == Set(catalogued).count, "a rule is listed twice")
    #expect(RuleCatalog.ids.count == Set(RuleCatalog.ids).count, "two rules share an id")
    for rule in RuleCatalog.all {
      #expect(rule.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil)
      #expect(!rule.metadata.limits.isEmpty, "\(rule.id) states its limits")
      #expect(!rule.metadata.references.isEmpty, "\(rule.id) cites references")
    }
  }

  /// A rule is evaluated once per combination of what it declares it depends on, and reused
  /// along the rest; an undeclared dependency would make the runner report a wrong outcome.
  @Test("A rule gives the same outcome when only a dimension it does not depend on changes", arguments: ExampleArgument.all)
  func undeclaredDimensions(_ argument: ExampleArgument) throws {
    let rule = argument.rule
    let example = argument.example
    let outcome = try RuleExampleRunner.evaluate(example, with: rule)
    if !rule.dependencies.contains(.settings) {
      for settings in AccessibilitySettings.all {
        let varied = example.with(settings: settings)
        #expect(try RuleExampleRunner.evaluate(varied, with: rule).status == outcome.status, "settings \(settings)", sourceLocation: example.sourceLocation)
      }
    }
    if !rule.dependencies.contains(.locale) {
      for locale in ["en", "he", "ar-EG", "fa", "ff-Adlm", "da"] {
        let varied = example.with(locale: locale)
        #expect(try RuleExampleRunner.evaluate(varied, with: rule).status == outcome.status, "locale \(locale)", sourceLocation: example.sourceLocation)
      }
    }
    if !rule.dependencies.contains(.tick) {
      // Only the first tick is judged; the whole timeline must say the same.
      let whole = try RuleExampleRunner.evaluate(example, with: rule, dependencies: rule.dependencies.union(.tick))
      #expect(whole.status == outcome.status, "the whole timeline", sourceLocation: example.sourceLocation)
    }
  }
}

extension RuleExample {
  /// The same example under other settings or another locale, still pointing where it is
  /// written.
  func with(settings: AccessibilitySettings? = nil, locale: String? = nil) -> RuleExample {
    RuleExample(
      name, expected: expected, locale: locale ?? self.locale, platform: platform, settings: settings ?? self.settings,
      caseJSON: caseJSON, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

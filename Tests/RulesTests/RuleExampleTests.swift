import Testing

import Rules

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

/// Every example of every rule gives its declared outcome: the examples are the rules' tests.
@Suite("Rule examples")
struct RuleExampleTests {
  @Test("Example gives its declared outcome", arguments: ExampleArgument.all)
  func example(_ argument: ExampleArgument) throws {
    let outcome = try RuleExampleRunner.evaluate(argument.example, with: argument.rule)
    #expect(outcome.status == argument.example.expected, "\(outcome.message)")
    if outcome.status == .failed {
      #expect(outcome.node != nil, "a failure names its node")
      #expect(outcome.evidence != nil, "a failure carries evidence")
    }
    if outcome.status == .cantTell || outcome.status == .inapplicable {
      #expect(outcome.reason != nil, "can't tell and inapplicable carry a reason code")
    }
  }

  @Test("Every rule has at least one passing, failing and inapplicable example")
  func coverage() {
    for rule in RuleCatalog.all {
      let outcomes = Set(rule.examples.map(\.expected))
      #expect(outcomes.isSuperset(of: [.passed, .failed, .inapplicable]), "\(rule.id)")
    }
  }

  @Test("The catalogue has the fifteen rules of docs/rules.md, with stable kebab-case ids")
  func catalogue() {
    #expect(RuleCatalog.ids == [
      "digit-order-ltr", "glyphs-not-mirrored", "text-bidi-order", "stable-cell-frames", "cell-width-coverage",
      "reflection-accessibility-hidden", "reflection-direction-consistent", "timer-accessibility-label",
      "reduce-motion-morph", "reduce-motion-lensing", "glass-functional-layer", "glass-on-glass",
      "glass-container", "bidi-control-characters", "clear-glass-legibility",
    ])
    for rule in RuleCatalog.all {
      #expect(rule.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil)
      #expect(!rule.metadata.limits.isEmpty, "\(rule.id) states its limits")
      #expect(!rule.metadata.references.isEmpty, "\(rule.id) cites references")
    }
  }
}

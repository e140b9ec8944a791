import Foundation
import Testing

@testable import Rules
import Runner

/// Messages that must blame the right thing, beyond the outcome the examples pin.
@Suite("Rule messages")
struct RuleMessageTests {
  static func example(_ rule: some Rule, containing name: String) throws -> RuleExample {
    try #require(rule.examples.first { $0.name.contains(name) })
  }

  @Test("timer-accessibility-label blames the value, not the label, when the raw digits are in the value")
  func valueBlamed() throws {
    let rule = TimerAccessibilityLabelRule()
    let outcome = try RuleExampleRunner.evaluate(Self.example(rule, containing: "Raw digits in the value"), with: rule)
    #expect(outcome.status == .failed)
    #expect(outcome.message.hasPrefix("the timer's value \""), "\(outcome.message)")
    #expect(!outcome.message.contains("label \"Timer\" reads"), "\(outcome.message)")
  }

  @Test("timer-accessibility-label says how the pieces are read: a field each for split fields, a character each for cells")
  func piecesNamed() throws {
    let rule = TimerAccessibilityLabelRule()
    let fields = RuleExample(
      "Unlabelled split fields", expected: .failed,
      caseJSON: ExampleCase.json(view: #"""
        { "type": "HStack", "spacing": 8, "children": [
          { "type": "Text", "text": "$totalMinutes" }, { "type": "Text", "text": "$seconds" } ] }
        """#))
    let split = try RuleExampleRunner.evaluate(fields, with: rule)
    #expect(split.status == .failed)
    #expect(split.message == "the timer is 2 elements read in pieces", "\(split.message)")
    let cells = try RuleExampleRunner.evaluate(Self.example(rule, containing: "Unlabelled text cells"), with: rule)
    #expect(cells.message.hasSuffix("elements read one character at a time"), "\(cells.message)")
  }

  @Test("An unlabelled Text timer is can't tell with the profile's VoiceOver source, never a confident verdict")
  func colonTimeUnsettled() throws {
    let rule = TimerAccessibilityLabelRule()
    let outcome = try RuleExampleRunner.evaluate(Self.example(rule, containing: "A Text timer without a label"), with: rule)
    #expect(outcome.status == .cantTell)
    #expect(outcome.reason == "voiceover-colon-time")
    #expect(outcome.evidence?.details.contains { $0.value.contains("12:03:27") } == true)
  }

  @Test("A visible reflection inside a combined element fails reflection-accessibility-hidden, naming the combined node")
  func combinedReflection() throws {
    let rule = ReflectionAccessibilityHiddenRule()
    let outcome = try RuleExampleRunner.evaluate(Self.example(rule, containing: "inside .accessibilityElement(children: .combine)"), with: rule)
    #expect(outcome.status == .failed)
    #expect(outcome.message.contains("combines 2 children that each read the time"), "\(outcome.message)")
  }

  @Test("stable-cell-frames offers monospaced digits only where digits alone change over the timeline")
  func monospacedDigitsSuffice() throws {
    let rule = StableCellFramesRule()
    let digitsOnly = try RuleExampleRunner.evaluate(Self.example(rule, containing: "as 1:05 becomes 1:04"), with: rule)
    #expect(digitsOnly.status == .failed)
    #expect(digitsOnly.evidence?.details.contains { $0.name == "only digits change" && $0.value == "yes" } == true)
    let later = try RuleExampleRunner.evaluate(Self.example(rule, containing: "then loses a cell"), with: rule)
    #expect(later.status == .failed)
    #expect(later.message.hasPrefix("jitter"), "\(later.message)")
    #expect(later.evidence?.details.contains { $0.name == "only digits change" && $0.value == "no" } == true)
    #expect(later.evidence?.details.contains { $0.name == "other glyphs change" && $0.value.hasSuffix("→ 9:59") } == true, "\(String(describing: later.evidence))")
  }
}

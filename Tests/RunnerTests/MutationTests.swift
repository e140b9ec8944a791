import Testing

import ReportModel
import Rules
import Runner

/// Remove one fix of the production Return timer at a time: the matching rule — and only that
/// rule — starts failing.
@Suite("Mutations of the production Return case")
struct MutationTests {
  struct Mutation: Sendable, CustomTestStringConvertible {
    let name: String
    let from: String
    let to: String
    let rule: String
    let platforms: Set<String>
    /// Failures the mutation may end, because the fix it removes is what they measure.
    var mayEnd: Set<String> = []
    var testDescription: String { name }
  }

  static let all = ["ios-26", "ipados-26", "macos-26", "tvos-26", "watchos-26", "visionos-26"]

  static let mutations = [
    Mutation(
      name: "without the stack pin", from: #"{ "flipsForRightToLeftLayoutDirection": false },"#, to: "",
      rule: "digit-order-ltr", platforms: ["tvos-26"]),
    Mutation(
      name: "without accessibilityHidden on the reflection", from: ",\n          { \"accessibilityHidden\": true }",
      to: "", rule: "reflection-accessibility-hidden", platforms: Set(all)),
    Mutation(
      name: "without the Reduce Motion condition", from: ",\n                           \"whenReduceMotion\": null",
      to: "", rule: "reduce-motion-morph", platforms: Set(all)),
    Mutation(
      name: "without fixed widths", from: #""cellWidth": { "digit": 0.6, "separator": 0.3 }"#,
      to: #""cellWidth": "proportional""#, rule: "stable-cell-frames", platforms: Set(all),
      // Proportional cells take the stand-in fonts' narrower glyphs: on the watch the row is then
      // inside their margin (can't tell) rather than certainly too wide.
      mayEnd: ["timer-text-fits watchos-26"]),
  ]

  @Test("The production case fails only what its expect block records")
  func production() throws {
    let report = try AuditRunner().run(
      RunnerSupport.request([RunnerSupport.load(try RunnerSupport.shipped("return-glass-timer"))]))
    #expect(report.summary.unmetExpectations == 0)
    let failing = Set(report.results.filter { $0.status == .failed }.map(\.ruleID))
    #expect(failing == ["glass-functional-layer", "glass-container", "clear-glass-legibility", "timer-text-scales", "timer-text-fits"])
  }

  @Test("Removing one fix fails the matching rule only", arguments: mutations)
  func mutation(_ mutation: Mutation) throws {
    let original = try RunnerSupport.shipped("return-glass-timer")
    #expect(original.contains(mutation.from), "the mutation must apply")
    let mutated = original.replacingOccurrences(of: mutation.from, with: mutation.to)
    let base = RunnerSupport.failures(try AuditRunner().run(RunnerSupport.request([RunnerSupport.load(original)])))
    let after = RunnerSupport.failures(try AuditRunner().run(RunnerSupport.request([RunnerSupport.load(mutated)])))
    #expect(after.subtracting(base) == Set(mutation.platforms.map { "\(mutation.rule) \($0)" }))
    #expect(base.subtracting(after).subtracting(mutation.mayEnd).isEmpty)
  }
}

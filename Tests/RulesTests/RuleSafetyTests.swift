import Foundation
import Testing

import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
@testable import Rules
import Runner

/// A rule never reports `passed` for a layout it did not evaluate.
@Suite("Rule safety")
struct RuleSafetyTests {
  static let ruleIDs = RuleCatalog.ids

  static func resolve(view: String, platform: String = "ios-26", deployment: String = "26.0") throws -> RuleInput {
    let json = ExampleCase.json(view: view, deployment: deployment)
      .replacingOccurrences(of: #""watchOS": "26.0", "#, with: "")
    let layoutCase = try CaseDecoder().decode(Data(json.utf8), path: "example.json")
    let resolver = try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile("he"), platform: #require(PlatformCatalog.builtIn.profile(platform)),
      settings: AccessibilitySettings(reduceMotion: true, increaseContrast: true, reduceTransparency: true))
    return RuleInput(layoutCase: layoutCase, timeline: [try resolver.resolve(tick: 65)])
  }

  @Test("On a platform the case does not deploy to, every rule is inapplicable", arguments: ruleIDs)
  func notDeployed(id: String) throws {
    let input = try Self.resolve(view: ExampleCase.pinnedCells, platform: "watchos-26")
    #expect(!input.first.deployed)
    let outcome = RuleCatalog.rule(id)!.evaluate(input)
    #expect(outcome.status == .inapplicable)
    #expect(outcome.reason == "not-deployed")
  }

  @Test("On an empty layout no rule passes", arguments: ruleIDs)
  func emptyLayout(id: String) throws {
    let outcome = RuleCatalog.rule(id)!.evaluate(try Self.resolve(view: #"{ "type": "Spacer" }"#))
    #expect(outcome.status == .inapplicable || outcome.status == .cantTell, "\(outcome.message)")
  }

  @Test("A single-tick timeline is can't tell for the frame rule, not a pass")
  func singleTick() throws {
    let outcome = StableCellFramesRule().evaluate(try Self.resolve(view: ExampleCase.pinnedCells))
    #expect(outcome.status == .cantTell)
    #expect(outcome.reason == "single-tick")
  }
}

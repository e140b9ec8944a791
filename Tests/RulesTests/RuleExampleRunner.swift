import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules
import Runner

/// Evaluates a rule's examples: decodes the example case, resolves it under the example's
/// locale, platform and settings at the ticks the rule needs, and asks the rule.
enum RuleExampleRunner {
  /// The outcome the rule gives an example.
  /// - Parameter dependencies: what to resolve for (ticks, settings); the rule's own by default.
  static func evaluate(
    _ example: RuleExample, with rule: any Rule, dependencies: RuleDependencies? = nil
  ) throws(RuleExampleError) -> RuleOutcome {
    let layoutCase: LayoutCase
    do {
      layoutCase = try CaseDecoder().decode(Data(example.caseJSON.utf8), path: "\(rule.id) example.json")
    } catch {
      throw RuleExampleError(rule: rule.id, example: example.name, message: error.description)
    }
    guard let platform = PlatformCatalog.builtIn.profile(example.platform) else {
      throw RuleExampleError(rule: rule.id, example: example.name, message: "unknown platform \"\(example.platform)\"")
    }
    do {
      let resolver = try LayoutResolver(
        case: layoutCase, locale: LocaleEngine.shared.profile(example.locale), platform: platform,
        settings: example.settings)
      let ticks = TimelineSampler.ticks(for: dependencies ?? rule.dependencies, layoutCase, formatter: resolver.formatter)
      let timeline = try ticks.map { tick throws(ResolutionError) in try resolver.resolve(tick: tick) }
      return rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: timeline))
    } catch {
      throw RuleExampleError(rule: rule.id, example: example.name, message: "\(error)")
    }
  }
}

/// A rule example that cannot be evaluated (a broken example is a bug in the rule's file).
struct RuleExampleError: Error, CustomStringConvertible {
  let rule: String
  let example: String
  let message: String

  var description: String { "rule \(rule), example \"\(example)\": \(message)" }
}

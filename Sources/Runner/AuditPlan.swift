import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules

/// The matrix of a run, worked out before any evaluation: locale classes per case, the units of
/// this shard and their tasks. It also evaluates tasks and assembles units.
struct AuditPlan: Sendable {
  let configuration: AuditConfiguration
  /// Locale classes per case.
  let classes: [[LocaleClassifier.Group]]
  /// The (case, platform) units of this shard, in order.
  let units: [Unit]
  /// One task per locale class of each unit.
  let tasks: [Task]
  /// The baseline's failures, one key per locale; `nil` without a baseline.
  let baselineFailures: Set<FindingKey>?

  init(_ configuration: AuditConfiguration) throws(RunnerError) {
    self.configuration = configuration
    var classes: [[LocaleClassifier.Group]] = []
    for loaded in configuration.cases {
      do {
        classes.append(try LocaleClassifier.groups(for: loaded.layoutCase, locales: configuration.locales))
      } catch {
        throw .input("\(loaded.path): error: \(error)")
      }
    }
    self.classes = classes
    var units: [Unit] = []
    for caseIndex in configuration.cases.indices {
      for platformIndex in configuration.platforms.indices {
        units.append(Unit(caseIndex: caseIndex, platformIndex: platformIndex))
      }
    }
    if let shard = configuration.shard {
      units = units.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    self.units = units
    tasks = units.flatMap { unit in classes[unit.caseIndex].indices.map { Task(unit: unit, classIndex: $0) } }
    baselineFailures = configuration.baseline.map(Self.failureKeys)
  }

  /// Every failure of a report, one key per locale.
  static func failureKeys(_ report: AuditReport) -> Set<FindingKey> {
    var keys = Set<FindingKey>()
    for result in report.results {
      for finding in result.findings where finding.status == .failed {
        for locale in finding.locales {
          keys.insert(
            FindingKey(
              rule: result.ruleID, caseID: result.caseID, node: finding.node?.path ?? "", platform: result.platform,
              locale: locale))
        }
      }
    }
    return keys
  }

  // MARK: Evaluation

  /// Resolves one locale class of one unit at the ticks the rules need and asks every rule.
  func evaluate(_ task: Task) throws(RunnerError) -> TaskResult {
    let loaded = configuration.cases[task.unit.caseIndex]
    let layoutCase = loaded.layoutCase
    let group = classes[task.unit.caseIndex][task.classIndex]
    let profile = configuration.locales[group.members[0]]
    let platform = configuration.platforms[task.unit.platformIndex]
    do {
      let resolver = try LayoutResolver(case: layoutCase, locale: profile, platform: platform)
      let first = layoutCase.timeline.countdown.from
      let needsTicks = configuration.rules.contains { $0.dependencies.contains(.tick) }
      let ticks = needsTicks ? TimelineSampler.ticks(layoutCase, formatter: resolver.formatter) : [first]
      let timeline = try ticks.map { tick throws(ResolutionError) in try resolver.resolve(tick: tick) }
      // The sampled timeline always starts at the first tick; reuse its display.
      let display = timeline[0].timerDisplay
      var bySettings: [ResolvedLayout] = []
      if configuration.rules.contains(where: { $0.dependencies.contains(.settings) }) {
        for settings in configuration.settings {
          bySettings.append(try resolver.with(settings: settings).resolve(tick: first, display: display))
        }
      }
      let standard = RuleInput(layoutCase: layoutCase, timeline: [timeline[0]])
      let full = RuleInput(layoutCase: layoutCase, timeline: timeline)
      let outcomes = configuration.rules.map { rule -> [RuleOutcome] in
        if rule.dependencies.contains(.settings) {
          return bySettings.map { rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: [$0])) }
        }
        let outcome = rule.evaluate(rule.dependencies.contains(.tick) ? full : standard)
        return Array(repeating: outcome, count: configuration.settings.count)
      }
      return TaskResult(outcomes: outcomes, resolved: timeline.count + bySettings.count)
    } catch {
      throw .input("\(loaded.path): error: cannot resolve under \(profile.locale) on \(platform.id): \(error)")
    }
  }

  /// A resolved layout for a report picture.
  func picture(_ unit: Unit, locale: Int, tick: Int) -> LayoutPicture? {
    let layoutCase = configuration.cases[unit.caseIndex].layoutCase
    let profile = configuration.locales[locale]
    guard let resolver = try? LayoutResolver(case: layoutCase, locale: profile, platform: configuration.platforms[unit.platformIndex]),
      let layout = try? resolver.resolve(tick: tick), layout.deployed
    else { return nil }
    return LayoutPicture(
      locale: layout.locale, direction: layout.localeDirection, platform: layout.platform, tick: tick,
      display: layout.display, reference: layout.reference.visual,
      glyphs: layout.glyphs.filter { $0.display != nil }.map {
        PictureGlyph(
          character: $0.character, logicalIndex: $0.displayIndex ?? $0.logicalIndex, x: $0.x, y: $0.y,
          width: $0.width, height: $0.height, mirrored: $0.mirrored, flippedVertically: $0.flippedVertically,
          copy: $0.copy.rawValue)
      },
      elements: layout.accessibility.map {
        PictureElement(label: $0.label, traits: $0.traits, hidden: $0.hidden, copy: $0.copy.rawValue)
      })
  }
}

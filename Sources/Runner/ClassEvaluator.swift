import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

/// Evaluates the class evaluations of a plan: resolves one member locale of a class at the
/// ticks the rules need and asks every rule. Also draws the layouts reports picture.
struct ClassEvaluator: Sendable {
  let plan: AuditPlan

  /// Every rule's outcome under every setting, for one locale class of a case on each of
  /// `platforms` (indices into the run's), in that order.
  ///
  /// What does not depend on the platform is worked out once: the formatter, the sampled ticks
  /// and each tick's display (ICU formatting, bidi and the spoken form).
  func evaluate(caseIndex: Int, classIndex: Int, platforms: [Int]) throws(RunnerError) -> [ClassOutcomes] {
    let configuration = plan.configuration
    let loaded = configuration.cases[caseIndex]
    let layoutCase = loaded.layoutCase
    let group = plan.classes[caseIndex][classIndex]
    let profile = configuration.locales[group.representative]
    let rules = configuration.rules
    var platformIndex = platforms.first ?? 0
    do {
      let formatter = try TimerFormatter(format: layoutCase.timeline.display, locale: profile)
      let dependencies = rules.reduce(RuleDependencies()) { $0.union($1.dependencies) }
      let allTicks = layoutCase.timeline.countdown.ticks
      // Where widths depend on the digits shown, rules that judge ticks one at a time see the
      // shape runs and rules that compare consecutive ticks see growing prefixes (unless the
      // digits also choose words shown with them); the straightforward path sees every tick.
      let prefixes = !configuration.straightforward && dependencies.contains(.tick)
        && !TimelineSampler.widthsIgnoreDigitValues(layoutCase) && !Self.spokenInText(layoutCase)
      let ticks =
        prefixes
        ? TimelineSampler.shapeRuns(allTicks, formatter: formatter)
        : TimelineSampler.ticks(for: dependencies, layoutCase, formatter: formatter)
      var displays: [Int: TimerDisplay] = [:]
      func display(_ tick: Int) throws(ResolutionError) -> TimerDisplay {
        if let known = displays[tick] { return known }
        let made = try formatter.display(at: tick)
        displays[tick] = made
        return made
      }
      var results: [ClassOutcomes] = []
      for index in platforms {
        platformIndex = index
        let resolver = LayoutResolver(
          case: layoutCase, platform: configuration.platforms[index], formatter: formatter)
        var resolvedTicks = Set<Int>()
        var timeline: [ResolvedLayout] = []
        timeline.reserveCapacity(ticks.count)
        for tick in ticks {
          timeline.append(try resolver.resolve(tick: tick, display: display(tick)))
          resolvedTicks.insert(tick)
        }
        // The sampled timeline always starts at the first tick; reuse its display.
        var bySettings: [ResolvedLayout] = []
        if dependencies.contains(.settings) {
          for settings in configuration.settings {
            bySettings.append(
              try resolver.with(settings: settings).resolve(
                tick: layoutCase.timeline.countdown.from, display: display(layoutCase.timeline.countdown.from)))
          }
        }
        let standard = RuleInput(layoutCase: layoutCase, timeline: [timeline[0]])
        let full = RuleInput(layoutCase: layoutCase, timeline: timeline)
        var prefix: [ResolvedLayout] = []
        var outcomes: [[RuleOutcome]] = []
        for rule in rules {
          if rule.dependencies.contains(.settings) {
            outcomes.append(bySettings.map { rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: [$0])) })
            continue
          }
          var outcome: RuleOutcome
          if prefixes, rule.dependencies.isSuperset(of: [.tick, .transitions]) {
            // Consecutive prefixes, four times longer each time, until the verdict is not a pass.
            var length = min(64, allTicks.count)
            while true {
              while prefix.count < length {
                let tick = allTicks[prefix.count]
                prefix.append(try resolver.resolve(tick: tick, display: display(tick)))
                resolvedTicks.insert(tick)
              }
              outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: Array(prefix[..<length])))
              guard outcome.status == .passed, length < allTicks.count else { break }
              length = min(length * 4, allTicks.count)
            }
          } else {
            outcome = rule.evaluate(rule.dependencies.contains(.tick) ? full : standard)
          }
          outcomes.append(Array(repeating: outcome, count: configuration.settings.count))
        }
        // What the Swift importer could not see turns a verdict into can't tell (ImportGaps).
        outcomes = zip(rules, outcomes).map { rule, outcomes in
          outcomes.map { ImportGaps.apply($0, rule: rule.metadata.id, layoutCase) }
        }
        results.append(ClassOutcomes(outcomes: outcomes, resolved: resolvedTicks.count + bySettings.count))
      }
      return results
    } catch {
      throw .resolutionFailed(
        path: loaded.path, locale: profile.locale.bcp47, platform: configuration.platforms[platformIndex].id,
        detail: "\(error)")
    }
  }

  /// Whether a `Text` shows the spoken words with the value: then what a tick shows is not
  /// fixed by its shape.
  static func spokenInText(_ layoutCase: LayoutCase) -> Bool {
    layoutCase.view.allNodes.contains { node in
      if case .text(let template) = node.kind { return template.contains("$spoken") }
      return false
    }
  }

  /// A resolved layout drawn for a report picture.
  func picture(_ unit: ShardUnit, locale: Int, tick: Int) -> LayoutPicture? {
    let configuration = plan.configuration
    let layoutCase = configuration.cases[unit.caseIndex].layoutCase
    let profile = configuration.locales[locale]
    guard
      let resolver = try? LayoutResolver(
        case: layoutCase, locale: profile, platform: configuration.platforms[unit.platformIndex]),
      let layout = try? resolver.resolve(tick: tick), layout.deployed
    else { return nil }
    return LayoutPicture(
      locale: layout.locale, direction: ReadingDirection(layout.localeDirection), platform: layout.platform,
      tick: tick, display: layout.display, reference: layout.reference.visual,
      glyphs: layout.glyphs.filter { $0.display != nil }.map {
        PictureGlyph(
          character: $0.character, logicalIndex: $0.displayIndex ?? $0.logicalIndex, x: $0.x, y: $0.y,
          width: $0.width, height: $0.height, mirrored: $0.mirrored, flippedVertically: $0.flippedVertically,
          copy: LayoutCopy($0.copy))
      },
      elements: layout.accessibility.map {
        PictureElement(
          label: $0.label, traits: $0.traits.map(\.rawValue), hidden: $0.hidden, copy: LayoutCopy($0.copy))
      })
  }
}

extension ReadingDirection {
  init(_ direction: TextDirection) {
    self = direction == .rtl ? .rtl : .ltr
  }
}

extension LayoutCopy {
  init(_ copy: CopyKind) {
    self = copy == .reflection ? .reflection : .original
  }
}

extension NodeLocation {
  /// A resolved node's location in the file it came from: the Swift line for a case the
  /// importer wrote, the case file's line otherwise.
  init(_ node: NodeReference, file: String, imported: ImportRecord? = nil) {
    if let swift = imported?.swiftLocation(line: node.line, column: node.column) {
      self.init(path: node.path, id: node.id, type: node.type, file: swift.file, line: swift.line, column: swift.column)
    } else {
      self.init(path: node.path, id: node.id, type: node.type, file: file, line: node.line, column: node.column)
    }
  }
}

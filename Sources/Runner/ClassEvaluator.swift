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
  /// What does not depend on the platform is worked out once: the app locale, the formatter,
  /// the sampled ticks and each tick's display (ICU formatting, bidi and the spoken form). Two
  /// platforms the case resolves alike on (`PlatformClassKey`: the same deployment facts,
  /// quirks, accommodations and VoiceOver data) are evaluated once: the second takes the
  /// first's outcomes, and its count of resolved layouts, since it would resolve the same.
  func evaluate(caseIndex: Int, classIndex: Int, platforms: [Int]) throws(RunnerError) -> [ClassOutcomes] {
    let configuration = plan.configuration
    let loaded = configuration.cases[caseIndex]
    let layoutCase = loaded.layoutCase
    let group = plan.classes[caseIndex][classIndex]
    let profile = configuration.locales[group.representative]
    var platformIndex = platforms.first ?? 0
    do {
      var actual = try SharedClassWork(
        case: layoutCase, device: profile, assumingLocalized: false, configuration: configuration)
      // An app that does not ship the locale's language runs in another localisation: what
      // fails only as if it shipped it is latent.
      var hypothetical =
        actual.appLocale.ships
        ? nil
        : try SharedClassWork(case: layoutCase, device: profile, assumingLocalized: true, configuration: configuration)
      var results: [ClassOutcomes] = []
      var byKey: [PlatformClassKey: ClassOutcomes] = [:]
      for index in platforms {
        platformIndex = index
        let platform = configuration.platforms[index]
        let key = PlatformClassKey(platform: platform, case: layoutCase)
        if let key, let known = byKey[key] {
          results.append(known)
          continue
        }
        var result = try outcomes(actual.resolver(on: platform), work: &actual)
        if var assumedWork = hypothetical {
          let assumed = try outcomes(assumedWork.resolver(on: platform), work: &assumedWork)
          hypothetical = assumedWork
          var outcomes = result.outcomes
          result.latent = zip(result.outcomes.indices, assumed.outcomes).map { ruleIndex, assumed in
            assumed.enumerated().map { settingsIndex, outcome in
              guard outcome.status == .failed, outcomes[ruleIndex][settingsIndex].status != .failed else { return false }
              outcomes[ruleIndex][settingsIndex] = outcome
              return true
            }
          }
          result = ClassOutcomes(outcomes: outcomes, latent: result.latent, resolved: result.resolved + assumed.resolved)
        }
        if let key { byKey[key] = result }
        results.append(result)
      }
      return results
    } catch {
      throw .resolutionFailed(
        path: loaded.path, locale: profile.locale.bcp47, platform: configuration.platforms[platformIndex].id,
        detail: "\(error)")
    }
  }

  /// Every rule's outcome under every setting for one resolver, over every branch combination
  /// of the case's `Variants`: the worst outcome of any branch, so a finding names the branch it
  /// is in (its node path holds `branch[name]`, its message says so).
  private func outcomes(_ resolver: LayoutResolver, work: inout SharedClassWork) throws(ResolutionError) -> ClassOutcomes {
    let selections = resolver.layoutCase.branchSelections
    guard selections.count > 1 else { return try single(resolver, work: &work) }
    var merged: ClassOutcomes?
    for selection in selections {
      var next = try single(resolver.with(branches: selection), work: &work)
      let label = selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
      next = ClassOutcomes(
        outcomes: next.outcomes.map { row in
          row.map { outcome in
            var outcome = outcome
            if outcome.status == .failed || outcome.status == .cantTell {
              outcome.message = "in branch \(label): " + outcome.message
            }
            return outcome
          }
        }, resolved: next.resolved)
      guard let current = merged else {
        merged = next
        continue
      }
      func rank(_ outcome: RuleOutcome) -> Int {
        switch outcome.status {
        case .failed: 3
        case .cantTell: 2
        case .passed: 1
        case .inapplicable: 0
        }
      }
      merged = ClassOutcomes(
        outcomes: zip(current.outcomes, next.outcomes).map { pair in
          zip(pair.0, pair.1).map { rank($1) > rank($0) ? $1 : $0 }
        }, resolved: current.resolved + next.resolved)
    }
    return merged!
  }

  /// Every rule's outcome under every setting for one resolver showing one branch combination.
  private func single(_ resolver: LayoutResolver, work: inout SharedClassWork) throws(ResolutionError) -> ClassOutcomes {
    let configuration = plan.configuration
    let layoutCase = resolver.layoutCase
    let rules = configuration.rules
    let dependencies = work.dependencies
    let allTicks = layoutCase.timeline.countdown.ticks
    var resolvedTicks = Set<Int>()
    var timeline: [ResolvedLayout] = []
    timeline.reserveCapacity(work.ticks.count)
    for tick in work.ticks {
      timeline.append(try resolver.resolve(tick: tick, display: work.display(tick)))
      resolvedTicks.insert(tick)
    }
    // The sampled timeline always starts at the first tick; reuse its display.
    var bySettings: [ResolvedLayout] = []
    if dependencies.contains(.settings) {
      let first = layoutCase.timeline.countdown.from
      for settings in configuration.settings {
        // Under the resolver's own settings that is the timeline's first layout, resolved above.
        if settings == resolver.settings, timeline[0].tick == first {
          bySettings.append(timeline[0])
          continue
        }
        bySettings.append(try resolver.with(settings: settings).resolve(tick: first, display: work.display(first)))
      }
    }
    let standard = RuleInput(layoutCase: layoutCase, timeline: [timeline[0]])
    let full = RuleInput(layoutCase: layoutCase, timeline: timeline)
    // The layouts a prefix shows: each tick's own, or the layout of the first tick of its width
    // state (`WidthStates`), which has the same glyph frames.
    var prefix: [ResolvedLayout] = []
    var own: [Bool] = []
    var firstOfState: [WidthStates.Key: Int] = [:]
    var outcomes: [[RuleOutcome]] = []
    for rule in rules {
      if rule.dependencies.contains(.settings) {
        outcomes.append(bySettings.map { rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: [$0])) })
        continue
      }
      var outcome: RuleOutcome
      if work.prefixes, rule.dependencies.isSuperset(of: [.tick, .transitions]) {
        // Consecutive prefixes, four times longer each time, until the verdict is not a pass.
        // A tick whose width state came earlier shows that tick's layout: a rule comparing
        // frames passes or fails the same. A prefix that does not pass is judged again on every
        // tick's own layout, so a finding names the ticks it is at.
        var length = min(64, allTicks.count)
        while true {
          while prefix.count < length {
            let tick = allTicks[prefix.count]
            let state = work.widthStates?.key(at: tick)
            if let state, let first = firstOfState[state] {
              prefix.append(prefix[first])
              own.append(false)
            } else {
              if let state { firstOfState[state] = prefix.count }
              prefix.append(try resolver.resolve(tick: tick, display: work.display(tick)))
              own.append(true)
            }
            // Counted as before: the layouts the rule judges, one per tick.
            resolvedTicks.insert(tick)
          }
          outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: Array(prefix[..<length])))
          if outcome.status != .passed, own[..<length].contains(false) {
            for index in 0..<length where !own[index] {
              let tick = allTicks[index]
              prefix[index] = try resolver.resolve(tick: tick, display: work.display(tick))
              own[index] = true
            }
            outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: Array(prefix[..<length])))
          }
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
    return ClassOutcomes(outcomes: outcomes, resolved: resolvedTicks.count + bySettings.count)
  }

  /// The pictures of a failure: the first failing locale, and beside it English (for a
  /// right-to-left failure) or else the first locale of the other direction, so a reader sees
  /// the failing layout next to one that reads the other way.
  func failurePictures(_ unit: ShardUnit, firstFailing first: Int, tick: Int) -> [LayoutPicture] {
    let locales = plan.configuration.locales
    let direction = locales[first].direction
    let companion = locales.firstIndex { $0.locale.bcp47 == "en" && direction == .rtl }
      ?? locales.firstIndex { $0.direction != direction }
    return ([first] + (companion.map { [$0] } ?? [])).compactMap { picture(unit, locale: $0, tick: tick) }
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

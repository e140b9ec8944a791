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
  /// first's outcomes, and its count of resolved layouts, since it would resolve the same —
  /// but for the rules that read what the platform offers for text size
  /// (`RuleDependencies.textSizes`), judged again where that differs (`PlatformTextKey`).
  func evaluate(caseIndex: Int, classIndex: Int, platforms: [Int]) throws(RunnerError) -> [ClassOutcomes] {
    let request = plan.request
    let loaded = request.cases[caseIndex]
    let layoutCase = loaded.layoutCase
    let group = plan.classes[caseIndex][classIndex]
    let profile = request.locales[group.representative]
    var platformIndex = platforms.first ?? 0
    do {
      var actual = try SharedClassWork(
        case: layoutCase, device: profile, assumingLocalized: false, request: request)
      // An app that does not ship the locale's language runs in another localisation: what
      // fails only as if it shipped it is latent.
      var hypothetical =
        actual.appLocale.ships
        ? nil
        : try SharedClassWork(case: layoutCase, device: profile, assumingLocalized: true, request: request)
      // Platforms that resolve alike may still offer other text sizes (iPhone, iPad): the rules
      // that read the offer are judged, on the class's own layouts, once per other offer of the
      // class (`variants`), and nothing is resolved again for them. Per key, its offers in order,
      // each with the first platform that makes it: the first is the judged platform's.
      let textRules = Set(request.rules.indices.filter { request.rules[$0].rule.dependencies.contains(.textSizes) })
      let keys = platforms.map { PlatformClassKey(platform: request.platforms[$0], case: layoutCase) }
      var offers: [PlatformClassKey: [(offer: PlatformTextKey, platform: PlatformProfile)]] = [:]
      for (index, key) in zip(platforms, keys) {
        let offer = PlatformTextKey(request.platforms[index])
        if let key, offers[key]?.contains(where: { $0.offer == offer }) != true {
          offers[key, default: []].append((offer, request.platforms[index]))
        }
      }
      /// Every rule's outcome on `platform`, the latent ones marked, with the text-size rules'
      /// under each of `variants`.
      func judge(_ platform: PlatformProfile, variants: [PlatformProfile]) throws(ResolutionError) -> ClassOutcomes {
        let result = try outcomes(actual.resolver(on: platform), work: &actual, variants: variants)
        guard var assumedWork = hypothetical else { return result }
        let assumed = try outcomes(assumedWork.resolver(on: platform), work: &assumedWork, variants: variants)
        hypothetical = assumedWork
        return result.markingLatent(assumed)
      }
      var results: [ClassOutcomes] = []
      var byKey: [PlatformClassKey: ClassOutcomes] = [:]
      for (index, key) in zip(platforms, keys) {
        platformIndex = index
        let platform = request.platforms[index]
        guard let key, let offered = offers[key] else {
          results.append(try judge(platform, variants: []))
          continue
        }
        guard let known = byKey[key] else {
          let result = try judge(platform, variants: offered.dropFirst().map(\.platform))
          byKey[key] = result
          results.append(result)
          continue
        }
        let offer = PlatformTextKey(platform)
        let variant = offered.firstIndex { $0.offer == offer } ?? 0
        results.append(variant == 0 ? known : known.replacing(rows: textRules, from: known.variants[variant - 1]))
      }
      return results
    } catch {
      throw .resolutionFailed(
        path: loaded.path, locale: profile.locale.bcp47, platform: request.platforms[platformIndex].id,
        detail: "\(error)")
    }
  }

  /// Every rule's outcome under every setting for one resolver, over every branch combination
  /// of the case's `Variants`: the worst outcome of any branch, so a finding names the branch it
  /// is in (its node path holds `branch[name]`, its message says so).
  private func outcomes(
    _ resolver: LayoutResolver, work: inout SharedClassWork, variants: [PlatformProfile] = []
  ) throws(ResolutionError) -> ClassOutcomes {
    let selections = resolver.layoutCase.branchSelections
    guard selections.count > 1 else { return try single(resolver, work: &work, known: nil, variants: variants).outcomes }
    var merged: ClassOutcomes?
    // The selections judged so far, with the `Variants` nodes their layouts showed.
    var judged: [(selection: [String: String], visited: Set<String>, resolved: Int)] = []
    // The verdicts of the rules that compare consecutive ticks, by the value's geometry under
    // the selection judged first with it.
    var byGeometry: [ValueGeometry: [Int: PrefixVerdict]] = [:]
    for selection in selections {
      // A selection that agrees with one judged before at every `Variants` node that one's
      // layouts showed resolves to the same layouts: resolution reads a selection only at the
      // `Variants` nodes it reaches, and reaches a node only through the branches chosen above
      // it (a nested `Variants` in a branch not shown is never read). Its outcomes would be the
      // earlier one's but for the branch named in messages, and the merge keeps the earlier of
      // two outcomes of one status, so only its count of layouts is added. The straightforward
      // path judges every selection: the reference for this one.
      if !plan.request.straightforward,
        let same = judged.first(where: { earlier in earlier.visited.allSatisfy { selection[$0] == earlier.selection[$0] } })
      {
        if let current = merged { merged = current.adding(resolved: same.resolved) }
        continue
      }
      // A selection that draws the value as one judged before (it differs only in branches
      // that show no value, of the same sizes: `LayoutResolver.valueGeometry`) takes that one's
      // verdicts of the rules that compare consecutive ticks, which read only the value's
      // glyphs (`RuleDependencies.transitions`), instead of resolving its timeline again.
      let selected = resolver.with(branches: selection)
      var geometry: ValueGeometry?
      if !plan.request.straightforward, work.prefixes, let first = work.ticks.first {
        geometry = try selected.valueGeometry(tick: first, display: work.display(first))
      }
      let (judgedOutcomes, visited, verdicts) = try single(
        selected, work: &work, known: geometry.flatMap { byGeometry[$0] }, variants: variants)
      if let geometry, byGeometry[geometry] == nil { byGeometry[geometry] = verdicts }
      judged.append((selection, visited, judgedOutcomes.resolved))
      let label = selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
      let next = judgedOutcomes.inBranch(label)
      merged = merged.map { $0.worst(with: next) } ?? next
    }
    return merged!
  }

  /// A verdict of a rule that compares consecutive ticks, found on growing prefixes: the rule's
  /// outcome and the length of the prefix it was found on.
  private struct PrefixVerdict {
    let outcome: RuleOutcome
    let length: Int
  }

  /// Every rule's outcome under every setting for one resolver showing one branch combination,
  /// the `Variants` nodes (by id, or path without one) the resolved layouts showed, and the
  /// verdicts found on growing prefixes, by rule index. `known` holds such verdicts for a
  /// selection that draws the value alike: they are taken, not found again. The rules that read
  /// the platform's text offer are judged again on the same layouts under each of `variants`'
  /// offers (`ClassOutcomes.variants`).
  private func single(
    _ resolver: LayoutResolver, work: inout SharedClassWork, known: [Int: PrefixVerdict]?, variants: [PlatformProfile] = []
  ) throws(ResolutionError) -> (outcomes: ClassOutcomes, visited: Set<String>, verdicts: [Int: PrefixVerdict]) {
    let request = plan.request
    let layoutCase = resolver.layoutCase
    let rules = request.rules.map(\.rule)
    let dependencies = work.dependencies
    let allTicks = layoutCase.timeline.countdown.ticks
    var resolvedTicks = Set<Int>()
    var timeline: [ResolvedLayout] = []
    timeline.reserveCapacity(work.ticks.count)
    for tick in work.ticks {
      timeline.append(try resolver.resolve(tick: tick, display: work.display(tick)))
    }
    resolvedTicks.formUnion(work.countedTicks)
    // The sampled timeline always starts at the first tick; reuse its display.
    var bySettings: [ResolvedLayout] = []
    if dependencies.contains(.settings) {
      let first = layoutCase.timeline.countdown.from
      for settings in request.settings {
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
    var states: [WidthStates.Key?] = []
    var firstOfState: [WidthStates.Key: Int] = [:]
    let counted = min(Self.countedPrefix, allTicks.count)
    // A rule that compares consecutive ticks, judged on growing prefixes (the layouts below are
    // shared by every such rule).
    func prefixVerdict(_ rule: any Rule) throws(ResolutionError) -> PrefixVerdict {
      // Consecutive prefixes, four times longer each time, until the verdict is not a pass.
      // A tick whose width state came earlier shows that tick's layout: a rule comparing
      // frames passes or fails the same. A prefix that does not pass is judged again with each
      // tick's own layout wherever the width state changes, so a finding names real ticks:
      // two consecutive ticks of one width state have the same frames, so such a rule passes
      // that pair whichever layouts stand for them, and the pair it stops at is a change of
      // state, both ticks of it shown with their own displays.
      var lengths = Self.probes.filter { $0 < counted }.makeIterator()
      var length = lengths.next() ?? counted
      var outcome: RuleOutcome
      while true {
        while prefix.count < length {
          let tick = allTicks[prefix.count]
          let state = work.widthStates?.key(at: tick)
          states.append(state)
          if let state, let first = firstOfState[state] {
            prefix.append(prefix[first])
            own.append(false)
          } else {
            if let state { firstOfState[state] = prefix.count }
            prefix.append(try resolver.resolve(tick: tick, display: work.display(tick)))
            own.append(true)
          }
        }
        outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: Self.first(length, of: prefix), wholeTimelineShape: work.wholeTimelineShape))
        if outcome.status != .passed, own[..<length].contains(false) {
          var changed = false
          for index in 0..<length where !own[index] {
            let startsState = index > 0 && states[index] != states[index - 1]
            let endsState = index + 1 < length && states[index + 1] != states[index]
            guard startsState || endsState else { continue }
            let tick = allTicks[index]
            prefix[index] = try resolver.resolve(tick: tick, display: work.display(tick))
            own[index] = true
            changed = true
          }
          if changed { outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: Self.first(length, of: prefix), wholeTimelineShape: work.wholeTimelineShape)) }
        }
        guard outcome.status == .passed, length < allTicks.count else { break }
        length = lengths.next() ?? (length < counted ? counted : min(length * 4, allTicks.count))
      }
      return PrefixVerdict(outcome: outcome, length: length)
    }
    var outcomes: [[RuleOutcome]] = []
    var verdicts: [Int: PrefixVerdict] = [:]
    for (ruleIndex, rule) in rules.enumerated() {
      if rule.dependencies.contains(.settings) {
        outcomes.append(bySettings.map { rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: [$0])) })
        continue
      }
      var outcome: RuleOutcome
      if work.prefixes, rule.dependencies.isSuperset(of: [.tick, .transitions]) {
        // Taken from a selection that draws the value alike, or found here.
        let verdict: PrefixVerdict
        if let known = known?[ruleIndex] { verdict = known } else { verdict = try prefixVerdict(rule) }
        verdicts[ruleIndex] = verdict
        outcome = verdict.outcome
        // Counted as the layouts the rule judges, one per tick, over the prefixes of
        // `countedPrefix` ticks and longer: a probe that does not pass gives the verdict that
        // prefix would, and the count must not depend on how the verdict was found.
        for tick in allTicks[..<max(verdict.length, counted)] { resolvedTicks.insert(tick) }
      } else {
        outcome = rule.evaluate(rule.dependencies.contains(.tick) ? full : standard)
      }
      outcomes.append(Array(repeating: outcome, count: request.settings.count))
    }
    // What the Swift importer could not see turns a verdict into can't tell (ImportGaps).
    outcomes = zip(rules, outcomes).map { rule, outcomes in
      outcomes.map { ImportGaps.apply($0, rule: rule.metadata.id, layoutCase) }
    }
    // The same layouts under another platform's text offer, for the rules that read it (they
    // depend on neither settings nor consecutive ticks); the other rows are the class's.
    let variantOutcomes = variants.map { variant -> ClassOutcomes in
      func offered(_ layout: ResolvedLayout) -> ResolvedLayout {
        var layout = layout
        if layout.deployed {
          layout.dynamicType = variant.dynamicType
          layout.screen = variant.screen
        }
        return layout
      }
      let rows = zip(rules, outcomes).map { rule, row -> [RuleOutcome] in
        guard rule.dependencies.contains(.textSizes) else { return row }
        let timeline = rule.dependencies.contains(.tick) ? full.timeline : standard.timeline
        let outcome = rule.evaluate(RuleInput(layoutCase: layoutCase, timeline: timeline.map(offered)))
        return Array(repeating: ImportGaps.apply(outcome, rule: rule.metadata.id, layoutCase), count: request.settings.count)
      }
      return ClassOutcomes(outcomes: rows, resolved: 0)
    }
    // A prefix's other layouts are copies of these.
    var visited = Set<String>()
    for layout in timeline + bySettings + zip(prefix, own).filter(\.1).map(\.0) { visited.formUnion(layout.branches.keys) }
    var result = ClassOutcomes(outcomes: outcomes, resolved: resolvedTicks.count + bySettings.count)
    result.variants = variantOutcomes
    return (result, visited, verdicts)
  }

  /// The first `length` layouts of a prefix: the array itself when it is that long (most
  /// prefixes are), since a copy retains every layout of a long timeline again.
  private static func first(_ length: Int, of prefix: [ResolvedLayout]) -> [ResolvedLayout] {
    length == prefix.count ? prefix : Array(prefix[..<length])
  }

  /// The first prefix whose ticks `matrix.evaluations` counts for a rule that compares
  /// consecutive ticks; longer prefixes are four times as long each.
  static let countedPrefix = 64

  /// Shorter prefixes tried first: a timeline that changes its frames within its first ticks (a
  /// proportional `Text` timer jitters at its first second) is judged on a few layouts instead
  /// of a resolved layout per width state of the first `countedPrefix` ticks.
  static let probes = [2, 8, 32]

  /// The pictures of a failure: the first failing locale, and beside it English (for a
  /// right-to-left failure) or else the first locale of the other direction, so a reader sees
  /// the failing layout next to one that reads the other way.
  func failurePictures(_ unit: ShardUnit, firstFailing first: Int, tick: Int) -> [LayoutPicture] {
    let locales = plan.request.locales
    let direction = locales[first].direction
    let companion = locales.firstIndex { $0.locale.bcp47 == "en" && direction == .rtl }
      ?? locales.firstIndex { $0.direction != direction }
    return ([first] + (companion.map { [$0] } ?? [])).compactMap { picture(unit, locale: $0, tick: tick) }
  }

  /// A resolved layout drawn for a report picture.
  func picture(_ unit: ShardUnit, locale: Int, tick: Int) -> LayoutPicture? {
    let request = plan.request
    let layoutCase = request.cases[unit.caseIndex].layoutCase
    let profile = request.locales[locale]
    guard
      let resolver = try? LayoutResolver(
        case: layoutCase, locale: profile, platform: request.platforms[unit.platformIndex]),
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

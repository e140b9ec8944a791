import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules

/// What one locale class of a case needs on every platform, worked out once: the locale the
/// app runs in, its formatter, the ticks the rules see and each tick's display (ICU
/// formatting, bidi and the spoken form, made on first use and kept).
struct SharedClassWork {
  let layoutCase: LayoutCase
  let appLocale: AppLocale
  let formatter: TimerFormatter
  /// What the run's rules depend on, together.
  let dependencies: RuleDependencies
  /// Whether rules that compare consecutive ticks see growing prefixes of the timeline instead
  /// of `ticks` (`RuleDependencies.transitions`).
  let prefixes: Bool
  /// The ticks every resolution sees.
  let ticks: [Int]
  /// The ticks `matrix.evaluations` counts for them: `ticks`, or where rules see prefixes, the
  /// shape runs `ticks` stands for (the count must not depend on how the verdicts were found).
  let countedTicks: [Int]
  /// Where rules see prefixes, the width state of each tick: a passing prefix is judged with
  /// one resolved layout per width state (`ClassEvaluator`).
  let widthStates: WidthStates?
  /// Where rules see prefixes, how the display's shape changes over the whole timeline (the
  /// first tick of a second shape and the tick before it), which a prefix may not reach.
  let wholeTimelineShape: RuleInput.TimelineShape?
  private var displays: [Int: TimerDisplay] = [:]

  /// The work for a case on a device locale; `assumingLocalized` as if the app shipped the
  /// device's language (`AppLocale`).
  init(
    case layoutCase: LayoutCase, device: LocaleProfile, assumingLocalized: Bool, request: AuditRequest
  ) throws(ResolutionError) {
    self.layoutCase = layoutCase
    appLocale = try AppLocale(case: layoutCase, device: device, assumingLocalized: assumingLocalized)
    formatter = try TimerFormatter(
      format: layoutCase.timeline.display, locale: appLocale.effective,
      unitsPerSecond: layoutCase.timeline.countdown.unitsPerSecond)
    dependencies = request.rules.reduce(RuleDependencies()) { $0.union($1.rule.dependencies) }
    // Where widths depend on the digits shown, rules that judge ticks one at a time see the
    // shape runs and rules that compare consecutive ticks see growing prefixes (unless the
    // digits also choose words shown with them); the straightforward path sees every tick.
    prefixes =
      !request.straightforward && dependencies.contains(.tick)
      && !WidthStates.widthsIgnoreDigitValues(layoutCase) && !Self.showsSpokenWords(layoutCase)
    // With prefixes, no rule compares the ticks of `ticks` with each other: rules that judge
    // ticks one at a time judge a shape alike wherever it recurs and report the first tick that
    // does not pass, so the first tick of each shape stands for all of its runs. A display whose
    // shape changes at almost every tick (unpadded seconds beside a fraction) has thousands of
    // runs and a dozen shapes.
    countedTicks =
      prefixes
      ? TimelineSampler.shapeRuns(layoutCase.timeline.countdown.ticks, formatter: formatter)
      : TimelineSampler.ticks(for: dependencies, layoutCase, formatter: formatter)
    ticks = prefixes ? TimelineSampler.firstOfEachShape(countedTicks, formatter: formatter) : countedTicks
    widthStates = prefixes ? WidthStates(case: layoutCase, formatter: formatter) : nil
    if !prefixes {
      wholeTimelineShape = nil
    } else if ticks.count > 1, let second = countedTicks.firstIndex(of: ticks[1]), second > 0 {
      wholeTimelineShape = .changes(from: formatter.displayString(at: countedTicks[second - 1]), to: formatter.displayString(at: ticks[1]))
    } else {
      wholeTimelineShape = .constant
    }
  }

  /// A resolver for a platform sharing this work's app locale and formatter.
  func resolver(on platform: PlatformProfile) -> LayoutResolver {
    LayoutResolver(case: layoutCase, appLocale: appLocale, platform: platform, formatter: formatter)
  }

  /// The display of a tick, made once.
  mutating func display(_ tick: Int) throws(ResolutionError) -> TimerDisplay {
    if let known = displays[tick] { return known }
    let made = try formatter.display(at: tick)
    displays[tick] = made
    return made
  }

  /// Whether a node shows the spoken words with the value: then what a tick shows is not fixed
  /// by its shape.
  static func showsSpokenWords(_ layoutCase: LayoutCase) -> Bool {
    layoutCase.view.allNodes.contains { node in
      switch node.kind {
      case .text(let template): TextTemplate.placeholders(in: template).contains(.spoken)
      case .digitCells(let cells): TextTemplate.placeholders(in: cells.text).contains(.spoken)
      default: false
      }
    }
  }
}

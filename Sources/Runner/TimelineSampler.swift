import LayoutEngine
import LayoutModel
import ReportModel
import Rules

/// Picks the ticks that stand for a whole timeline.
///
/// When every node that shows the value gives each character a width that does not depend on
/// which digit it is (digit cells with a width table), two values with the same shape — the
/// same characters with digits replaced by zero — resolve to the same frames, order and
/// coverage. Only the first and last tick of each run of one shape are kept, so every change
/// of shape still appears as a pair of consecutive ticks. Otherwise (proportional widths, Text
/// timers) every tick is kept.
package enum TimelineSampler {
  /// The ticks rules with these dependencies must see: the sampled timeline when any depends
  /// on the tick, else only the first tick. The runner and the rule examples both use this, so
  /// an example sees exactly what an audit would.
  package static func ticks(for dependencies: RuleDependencies, _ layoutCase: LayoutCase, formatter: TimerFormatter) -> [Int] {
    guard dependencies.contains(.tick) else { return [layoutCase.timeline.countdown.from] }
    let ticks = layoutCase.timeline.countdown.ticks
    return WidthStates.widthsIgnoreDigitValues(layoutCase) ? shapeRuns(ticks, formatter: formatter) : ticks
  }

  /// The first and last tick of each run of one shape. Where widths ignore digit values this is
  /// the whole sampled timeline; elsewhere it is what rules that judge each tick on its own
  /// need (order and coverage depend on the shape, not on which digits are shown), while rules
  /// that compare consecutive ticks (`.transitions`) see consecutive prefixes instead.
  ///
  /// Where the formatter can number shapes without writing the displays
  /// (`TimerFormatter.shapeNumbers`), a shape is written only where its number changes: within a
  /// run of one number the shape cannot change, so a day-long countdown writes a few dozen
  /// displays instead of 86,401.
  static func shapeRuns(_ ticks: [Int], formatter: TimerFormatter) -> [Int] {
    guard ticks.count > 2 else { return ticks }
    let numbers = formatter.shapeNumbers(ticks)
    var kept: [Int] = []
    var previousShape: String?
    var previousNumber: Int?
    var previousTick: Int?
    for (index, tick) in ticks.enumerated() {
      if let numbers {
        guard numbers[index] != previousNumber else {
          previousTick = tick
          continue
        }
        previousNumber = numbers[index]
      }
      let shape = self.shape(formatter.displayString(at: tick))
      if shape != previousShape {
        if let previousTick, kept.last != previousTick { kept.append(previousTick) }
        kept.append(tick)
        previousShape = shape
      }
      previousTick = tick
    }
    if let last = ticks.last, kept.last != last { kept.append(last) }
    return kept
  }

  /// The first tick of each shape among `ticks`, in their order: what rules that judge ticks
  /// one at a time need where no rule compares them with each other (`SharedClassWork`, where
  /// rules that compare consecutive ticks see prefixes). Such a rule's verdict on a tick depends
  /// on its shape, and it reports the first tick that does not pass (`RuleDependencies.tick`),
  /// which is the first tick of its shape.
  static func firstOfEachShape(_ ticks: [Int], formatter: TimerFormatter) -> [Int] {
    var seen = Set<String>()
    return ticks.filter { seen.insert(shape(formatter.displayString(at: $0))).inserted }
  }

  static func shape(_ display: String) -> String {
    // Most displays are ASCII: there every character is one scalar and the decimal digits are
    // 0–9, so bytes give the same shape as characters, without the per-character work (this
    // runs for every tick of every class).
    if display.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: display.utf8.map { (0x30...0x39).contains($0) ? 0x30 : $0 }, as: UTF8.self)
    }
    return String(display.map { character -> Character in
      character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.generalCategory == .decimalNumber
        ? "0" : character
    })
  }
}

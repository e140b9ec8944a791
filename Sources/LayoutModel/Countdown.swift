/// The values a timer shows, in the timeline's unit (seconds unless `unitsPerSecond` says
/// otherwise): from `from` down by `step` to `to`, or up for a count-up (stopwatch, elapsed
/// time) timeline.
///
/// `to` may be negative: the timer then counts past zero into overtime, shown with a minus sign.
package struct Countdown: Sendable, Equatable {
  /// Whether the values count up (`countUp` in the file): a stopwatch or elapsed time.
  package var countsUp = false
  /// How many values make a second: 1 for seconds, 10, 100 or 1000 for a timeline in tenths,
  /// hundredths or thousandths (sub-second fields).
  package var unitsPerSecond = 1
  /// The first value shown.
  package var from: Int
  /// The last value that may be shown; reached only when `from - to` is a multiple of `step`.
  package var to: Int
  /// The decrement between ticks; positive.
  package var step: Int

  /// Creates a countdown. The decoder guarantees `from > to` and `step > 0`.
  package init(from: Int, to: Int, step: Int) {
    self.from = from
    self.to = to
    self.step = step
  }

  /// How many values the timer shows, computed without listing them (0 when the fields are
  /// out of order).
  package var tickCount: Int {
    guard step > 0, countsUp ? from <= to : from >= to else { return 0 }
    let (span, overflow) = countsUp ? to.subtractingReportingOverflow(from) : from.subtractingReportingOverflow(to)
    return overflow ? Int.max : span / step + 1
  }

  /// Every value shown, in order: `from`, `from ∓ step`, … to the last one within `to`.
  package var ticks: [Int] {
    let count = tickCount
    guard count > 0 else { return [] }
    return (0..<count).map { countsUp ? from + $0 * step : from - $0 * step }
  }

  /// Whether any value shown is negative (overtime).
  package var hasNegativeValues: Bool { min(from, to) < 0 }
}

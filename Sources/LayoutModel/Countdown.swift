/// The values a countdown timer shows, in seconds: from `from` down by `step` to `to`.
///
/// `to` may be negative: the timer then counts past zero into overtime, shown with a minus sign.
package struct Countdown: Sendable, Equatable {
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
    guard step > 0, from >= to else { return 0 }
    let (span, overflow) = from.subtractingReportingOverflow(to)
    return overflow ? Int.max : span / step + 1
  }

  /// Every value shown, in order: `from`, `from - step`, … down to the last one not below `to`.
  package var ticks: [Int] {
    let count = tickCount
    guard count > 0 else { return [] }
    return (0..<count).map { from - $0 * step }
  }
}

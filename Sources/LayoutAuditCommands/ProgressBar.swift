import Foundation
import Synchronization

/// A progress bar on standard error, drawn only when standard error is a terminal.
final class ProgressBar: Sendable {
  private let enabled: Bool
  private let cases: Int
  private let start = Date()
  private let state = Mutex<(drawn: Bool, last: Double)>((false, 0))

  init(enabled: Bool, cases: Int) {
    self.enabled = enabled && isatty(STDERR_FILENO) == 1
    self.cases = cases
  }

  /// Redraws with `done` of `total` tasks (locale classes × platforms).
  @Sendable func update(_ done: Int, _ total: Int) {
    guard enabled else { return }
    let elapsed = Date().timeIntervalSince(start)
    let shouldDraw = state.withLock { state -> Bool in
      guard done == total || elapsed - state.last > 0.1 else { return false }
      state.last = elapsed
      state.drawn = true
      return true
    }
    guard shouldDraw else { return }
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    Console.error(
      String(
        format: "\r%@ %d cases, %d/%d locale classes × platforms  %.1fs  %.0f/s ", bar, cases, done, total, elapsed, rate))
  }

  /// Clears the bar.
  func finish() {
    guard enabled, state.withLock({ $0.drawn }) else { return }
    Console.error("\r\u{1B}[K")
  }
}

import Foundation
import LayoutAudit
import Workers

/// Progress of an audit on standard error, in one of three styles chosen from the terminal:
///
/// - a terminal that understands escape codes: one line redrawn in place (`\r`, then erase to the
///   end of the line), never longer than the terminal is wide, so nothing wraps and no stale
///   line is left behind at 80 columns;
/// - `TERM=dumb` or no `TERM` (Emacs' shell, some IDE consoles): no escape codes and no `\r`,
///   one plain line at each tenth of the run;
/// - not a terminal (a CI log, a pipe, a file): nothing, so logs hold only results.
final class ProgressBar: Sendable {
  /// How progress is shown.
  enum Style: Sendable, Equatable {
    case redraw, lines, none

    /// The style for standard error: `isTerminal` and the `TERM` it has.
    init(isTerminal: Bool, term: String?) {
      self = !isTerminal ? .none : [nil, "dumb", ""].contains(term) ? .lines : .redraw
    }
  }

  private let style: Style
  private let cases: Int
  private let start = Date()
  /// What has been shown so far.
  struct Shown: Sendable {
    /// Whether a redrawn line is on the terminal.
    var drawn = false
    /// When the last redraw was, in seconds since the start.
    var last = 0.0
    /// The phase and step last shown.
    var phase: AuditProgress.Phase?
    var done = 0
    /// The tenth of the phase last printed as a line.
    var tenth = -1
  }

  private let state = Locked(Shown())

  init(enabled: Bool, cases: Int) {
    self.style =
      enabled ? Style(isTerminal: isatty(STDERR_FILENO) == 1, term: ProcessInfo.processInfo.environment["TERM"]) : .none
    self.cases = cases
  }

  /// Shows how far the run is, when `shouldDraw` says to.
  @Sendable func update(_ progress: AuditProgress) {
    guard style != .none else { return }
    let elapsed = Date().timeIntervalSince(start)
    let shouldDraw = state.withLock { Self.shouldDraw(progress, elapsed: elapsed, style: style, shown: &$0) }
    guard shouldDraw else { return }
    let width = Self.terminalWidth()
    switch style {
    case .redraw:
      let line = Self.line(progress, cases: cases, elapsed: elapsed, width: width)
      Console.error("\r" + line + "\u{1B}[K")
    case .lines:
      Console.error(Self.plainLine(progress, cases: cases, elapsed: elapsed, width: width) + "\n")
    case .none: break
    }
  }

  /// Whether `progress` is shown, given what was shown before (updated when it is): every
  /// phase's first and last step, and steps between them at most ten times a second (redrawn)
  /// or once a tenth of the phase (plain lines). Steps come from the run's worker threads, so
  /// one that arrives after a later step of its phase is not shown: the count never goes back.
  static func shouldDraw(_ progress: AuditProgress, elapsed: Double, style: Style, shown: inout Shown) -> Bool {
    let (done, total) = (progress.done, progress.total)
    let tenth = total == 0 ? 10 : 10 * done / total
    let newPhase = shown.phase != progress.phase
    guard newPhase || done >= shown.done else { return false }
    switch style {
    case .redraw:
      guard newPhase || done == total || elapsed - shown.last > 0.1 else { return false }
      shown.last = elapsed
    case .lines:
      guard newPhase || tenth > shown.tenth else { return false }
      shown.tenth = tenth
    case .none: return false
    }
    shown.phase = progress.phase
    shown.done = done
    shown.drawn = true
    return true
  }

  /// The width of the terminal on `descriptor`: the kernel's window size (`TIOCGWINSZ`), else
  /// `COLUMNS`, else 80. Asked at every redraw, so a resized window is followed without a
  /// SIGWINCH handler.
  static func terminalWidth(
    of descriptor: Int32 = STDERR_FILENO, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    var size = winsize()
    // A pseudo-terminal nobody sized (a test harness, `script` without a terminal) says 0.
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return 80
  }

  /// Clears the redrawn line; plain lines stay, as a log of the run.
  func finish() {
    let clear = state.withLock { state in
      defer { state.drawn = false }
      return style == .redraw && state.drawn
    }
    if clear { Console.error("\r\u{1B}[K") }
  }

  /// The redrawn line for a terminal `width` columns wide: at most `width - 1` characters (the
  /// last column stays empty, since writing it makes some terminals wrap at once). The bar and
  /// the text shrink together; the least useful parts go first.
  static func line(_ progress: AuditProgress, cases: Int, elapsed: Double, width: Int) -> String {
    let (done, total) = (progress.done, progress.total)
    let room = max(width - 1, 0)
    let rate = String(format: "%.0f/s", elapsed > 0 ? Double(done) / elapsed : 0)
    let (count, seconds) = ("\(done)/\(total)", String(format: "%.1fs", elapsed))
    // The phase's two longest texts; the two shortest are every phase's.
    var texts =
      switch progress.phase {
      case .classifying: ["classifying locales, \(count) cases  \(seconds)", "classifying \(count)  \(seconds)"]
      case .evaluating:
        ["\(cases) cases, \(count) locale classes × platforms  \(seconds)  \(rate)", "\(cases) cases, \(count)  \(seconds)  \(rate)"]
      case .writing: ["rendering reports, \(count) files  \(seconds)", "rendering \(count)  \(seconds)"]
      }
    texts += ["\(count)  \(seconds)", count]
    let minimumBar = 10
    for text in texts where text.count + 1 + minimumBar <= room {
      let barWidth = min(30, room - text.count - 1)
      let filled = total == 0 ? barWidth : barWidth * done / total
      return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + " " + text
    }
    return String(count.prefix(room))
  }

  /// A plain progress line, for `TERM=dumb`: no escape codes, at most `width - 1` characters.
  static func plainLine(_ progress: AuditProgress, cases: Int, elapsed: Double, width: Int) -> String {
    let (done, total) = (progress.done, progress.total)
    let percent = total == 0 ? 100 : 100 * done / total
    let what =
      switch progress.phase {
      case .classifying: "cases' locales classified"
      case .evaluating: "locale classes × platforms, \(cases) cases"
      case .writing: "report files rendered"
      }
    let text = "progress: \(percent)% (\(done)/\(total) \(what)) " + String(format: "%.1fs", elapsed)
    return String(text.prefix(max(width - 1, 0)))
  }
}

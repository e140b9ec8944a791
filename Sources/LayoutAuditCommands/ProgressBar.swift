import Foundation
import LayoutAudit
import Synchronization

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
      guard isTerminal else {
        self = .none
        return
      }
      self = term == nil || term == "dumb" || term == "" ? .lines : .redraw
    }
  }

  private let style: Style
  private let cases: Int
  private let start = Date()
  /// Whether a line was drawn, when the last redraw was, and the phase and tenth last printed
  /// as a line.
  private let state = Mutex<(drawn: Bool, last: Double, phase: AuditProgress.Phase?, tenth: Int)>((false, 0, nil, -1))

  init(enabled: Bool, cases: Int) {
    self.style =
      enabled ? Style(isTerminal: Terminal.isTerminal(), term: ProcessInfo.processInfo.environment["TERM"]) : .none
    self.cases = cases
  }

  /// Shows how far the run is: every phase's first and last step, and steps between them at most
  /// ten times a second (redrawn) or once a tenth of the phase (plain lines).
  @Sendable func update(_ progress: AuditProgress) {
    guard style != .none else { return }
    let elapsed = Date().timeIntervalSince(start)
    let (done, total) = (progress.done, progress.total)
    let tenth = total == 0 ? 10 : 10 * done / total
    let shouldDraw = state.withLock { state -> Bool in
      let newPhase = state.phase != progress.phase
      switch style {
      case .redraw:
        guard newPhase || done == total || elapsed - state.last > 0.1 else { return false }
        state.last = elapsed
      case .lines:
        guard newPhase || tenth > state.tenth else { return false }
        state.tenth = tenth
      case .none: return false
      }
      state.phase = progress.phase
      state.drawn = true
      return true
    }
    guard shouldDraw else { return }
    let width = Terminal.width()
    switch style {
    case .redraw:
      let line = Self.line(progress, cases: cases, elapsed: elapsed, width: width)
      Console.error("\r" + line + "\u{1B}[K")
    case .lines:
      Console.error(Self.plainLine(progress, cases: cases, elapsed: elapsed, width: width) + "\n")
    case .none: break
    }
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
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let seconds = String(format: "%.1fs", elapsed)
    let texts: [String]
    switch progress.phase {
    case .classifying:
      texts = [
        "classifying locales, \(done)/\(total) cases  \(seconds)", "classifying \(done)/\(total)  \(seconds)",
        "\(done)/\(total)  \(seconds)", "\(done)/\(total)",
      ]
    case .evaluating:
      texts = [
        "\(cases) cases, \(done)/\(total) locale classes × platforms  \(seconds)  \(String(format: "%.0f/s", rate))",
        "\(cases) cases, \(done)/\(total)  \(seconds)  \(String(format: "%.0f/s", rate))",
        "\(done)/\(total)  \(seconds)",
        "\(done)/\(total)",
      ]
    case .writing:
      texts = [
        "rendering reports, \(done)/\(total) files  \(seconds)", "rendering \(done)/\(total)  \(seconds)",
        "\(done)/\(total)  \(seconds)", "\(done)/\(total)",
      ]
    }
    let minimumBar = 10
    for text in texts where text.count + 1 + minimumBar <= room {
      let barWidth = min(30, room - text.count - 1)
      let filled = total == 0 ? barWidth : barWidth * done / total
      return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + " " + text
    }
    return String(texts.last!.prefix(room))
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

import Foundation
import LayoutAudit
import TestSupport
import Testing

@testable import LayoutAuditCommands

/// The audit's progress: never wider than the terminal, no escape codes where they are not
/// understood, nothing in a log.
@Suite("progress on standard error")
struct ProgressBarTests {
  @Test("The redrawn line fits every width from 1 to 200 columns, in every phase, and keeps the bar while there is room", arguments: [1, 10, 20, 40, 60, 79, 80, 100, 200])
  func fits(width: Int) {
    for phase in AuditProgress.Phase.allCases {
      for (done, total) in [(0, 0), (1, 3), (1_234, 96_600), (96_600, 96_600)] {
        let progress = AuditProgress(phase: phase, done: done, total: total)
        let line = ProgressBar.line(progress, cases: 28, elapsed: 1234.5, width: width)
        #expect(line.count <= max(width - 1, 0), "\(width): \(line)")
        #expect(!line.contains("\u{1B}") && !line.contains("\r") && !line.contains("\n"))
        if width >= 40 { #expect(line.contains("░") || line.contains("█"), "\(width): \(line)") }
        let plain = ProgressBar.plainLine(progress, cases: 28, elapsed: 1234.5, width: width)
        #expect(plain.count <= max(width - 1, 0), "\(width): \(plain)")
      }
    }
    // At 80 columns the whole text fits beside a bar, and says the phase.
    let full = ProgressBar.line(AuditProgress(phase: .evaluating, done: 500, total: 1_000), cases: 2, elapsed: 2, width: 80)
    #expect(full.contains("locale classes × platforms"), "\(full)")
    let classifying = ProgressBar.line(AuditProgress(phase: .classifying, done: 3, total: 28), cases: 28, elapsed: 2, width: 80)
    #expect(classifying.contains("classifying locales, 3/28 cases"), "\(classifying)")
    let writing = ProgressBar.line(AuditProgress(phase: .writing, done: 2, total: 5), cases: 28, elapsed: 2, width: 80)
    #expect(writing.contains("rendering reports, 2/5 files"), "\(writing)")
  }

  @Test("A step that arrives after a later one of its phase is not shown (steps come from worker threads)", arguments: [
    ProgressBar.Style.redraw, .lines,
  ])
  func countNeverGoesBack(style: ProgressBar.Style) {
    var shown = ProgressBar.Shown()
    func draws(_ phase: AuditProgress.Phase, _ done: Int, at elapsed: Double) -> Bool {
      ProgressBar.shouldDraw(AuditProgress(phase: phase, done: done, total: 20), elapsed: elapsed, style: style, shown: &shown)
    }
    #expect(draws(.classifying, 0, at: 0))
    #expect(draws(.classifying, 12, at: 1))
    #expect(!draws(.classifying, 11, at: 2))
    #expect(draws(.classifying, 20, at: 3))
    // A new phase starts again from its own first step.
    #expect(draws(.evaluating, 0, at: 3))
    #expect(draws(.evaluating, 20, at: 4))
  }

  @Test("The style: redrawn on a terminal, plain lines for TERM=dumb or no TERM, nothing off a terminal")
  func style() {
    #expect(ProgressBar.Style(isTerminal: true, term: "xterm-256color") == .redraw)
    #expect(ProgressBar.Style(isTerminal: true, term: "dumb") == .lines)
    #expect(ProgressBar.Style(isTerminal: true, term: nil) == .lines)
    #expect(ProgressBar.Style(isTerminal: false, term: "xterm-256color") == .none)
    #expect(ProgressBar.Style(isTerminal: false, term: "dumb") == .none)
  }

  @Test("The width: the kernel's, else COLUMNS, else 80")
  func width() throws {
    // Standard error of a test is a pipe or a file: no window size.
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    #expect(ProgressBar.terminalWidth(of: null, environment: ["COLUMNS": "132"]) == 132)
    #expect(ProgressBar.terminalWidth(of: null, environment: ["COLUMNS": "wide"]) == 80)
    #expect(ProgressBar.terminalWidth(of: null, environment: [:]) == 80)
  }

  /// The audit run under a pseudo-terminal (`script`), `setup` run first in the same shell;
  /// everything the terminal received.
  static func auditOnTerminal(setup: String, environment: [String: String]) throws -> String {
    _ = try ExternalProgram.require("script", package: "bsdutils")
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    let command = "\(setup); \"$B\" audit --no-config --locales rtl --platforms ios-26,tvos-26 --format json --output out"
    // Standard input from /dev/null: `script` stops at once when it is closed (CI has none).
    let result = try Shell.run(
      "script -qec \(Shell.quote(command)) /dev/null < /dev/null", in: work, environment: environment)
    #expect(result.status == 0 || result.status == 1, "\(result.stdout)\(result.stderr)")
    return result.stdout
  }

  /// What the terminal showed, cut at every carriage return and line feed (the terminal turns
  /// "\n" into "\r\n", which Swift counts as one character).
  static func segments(_ output: String) -> [Substring] {
    output.replacingOccurrences(of: "\r\n", with: "\n").split(whereSeparator: { $0 == "\r" || $0 == "\n" })
  }

  @Test("At 80 columns on a terminal: every drawn line is under 80 characters, and the line is cleared at the end")
  func terminalAt80() throws {
    let output = try Self.auditOnTerminal(setup: "stty cols 80", environment: ["TERM": "xterm", "COLUMNS": "200"])
    let drawn = Self.segments(output)
      .map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
      .filter { $0.contains("░") || $0.contains("█") }
    #expect(!drawn.isEmpty, "\(output)")
    for line in drawn { #expect(line.count < 80, "\(line.count): \(line)") }
    #expect(output.contains("\r\u{1B}[K"))
  }

  @Test("TERM=dumb on a terminal: plain progress lines, no escape codes")
  func dumbTerminal() throws {
    let output = try Self.auditOnTerminal(setup: "stty cols 80", environment: ["TERM": "dumb"])
    #expect(!output.contains("\u{1B}"), "\(output.debugDescription)")
    let lines = Self.segments(output).filter { $0.hasPrefix("progress: ") }
    #expect(lines.contains { $0.hasPrefix("progress: 100%") && $0.contains("locale classes × platforms") }, "\(output)")
    // Every phase shows: classifying, evaluating and writing.
    #expect(lines.contains { $0.contains("locales classified") }, "\(output)")
    #expect(lines.contains { $0.contains("report files rendered") }, "\(output)")
    for line in lines { #expect(line.count < 80, "\(line)") }
  }

  @Test("Not a terminal: no progress at all")
  func log() throws {
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(
      ["audit", "--no-config", "--locales", "he", "--format", "json", "--output", "out"], in: work, environment: ["TERM": "xterm"])
    #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("progress") && !result.stderr.contains("░"), "\(result.stderr)")
  }
}

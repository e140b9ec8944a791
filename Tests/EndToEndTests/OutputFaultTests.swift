import Foundation
import TestSupport
import Testing

/// Issue 15, item 1: output that cannot be written ends the process cleanly — exit 70 with a
/// message on whichever stream still works, quietly for a closed pipe — and never traps (was
/// exit 132 from `FileHandle.write`, with a backtrace).
@Suite("unwritable standard streams, end to end")
struct OutputFaultTests {
  /// One command line per command, each printing something on standard output.
  static let commandLines = [
    "--help", "audit --help", "locales", "rules", "explain digit-order-ltr", "bidi -00:05", "schema",
    "validate Cases", "resolve Cases/return-glass-timer.json --locale ar --platform ios-26", "--version",
  ]

  @Test("A closed standard output: exit 70, the reason on stderr, no trap (was 132)", arguments: commandLines)
  func closedStdout(commandLine: String) throws {
    let work = try CLI.workspace()
    let result = try Shell.run("$B \(commandLine) >&-", in: work)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(!Shell.trapped(result), "\(result.stderr)")
    #expect(result.stderr.contains("Error: cannot write to standard output (Bad file descriptor)"), "\(result.stderr)")
  }

  @Test("A full standard output: exit 70 naming the full disk, no trap (was 132)", arguments: commandLines)
  func fullStdout(commandLine: String) throws {
    let work = try CLI.workspace()
    let result = try Shell.run("$B \(commandLine) >/dev/full", in: work)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(!Shell.trapped(result), "\(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output (No space left on device)"), "\(result.stderr)")
  }

  @Test("A closed standard error: exit 70, the reason on stdout, no trap (was 132)")
  func closedStderr() throws {
    let work = try CLI.workspace()
    let result = try Shell.run("$B audit --locales nope 2>&-", in: work)
    #expect(result.status == 70)
    #expect(!Shell.trapped(result), "\(result.stdout)")
    #expect(result.stdout.contains("Error: cannot write to standard error (Bad file descriptor)"), "\(result.stdout)")
  }

  @Test("Both streams broken: exit 70 and nothing else happens (was 132)")
  func bothBroken() throws {
    let work = try CLI.workspace()
    let result = try Shell.run("$B --help >/dev/full 2>&-; echo \"rc=$?\"", in: work)
    #expect(result.stdout == "rc=70\n")
  }

  @Test("audit with stdout closed writes the reports, then exits 70; no report lands in descriptor 1 (was 132)")
  func auditClosedStdout() throws {
    let work = try CLI.workspace()
    let result = try Shell.run(
      "$B audit Cases --output o --locales en,ar --platforms ios-26 --no-progress >&-", in: work)
    #expect(result.status == 70, "\(result.stderr)")
    #expect(!Shell.trapped(result), "\(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output"))
    let report = try JSONSerialization.jsonObject(with: CLI.read(work, "o/report.json")) as? [String: Any]
    #expect(report?["schemaVersion"] as? Int == 3)
  }

  @Test("A reader that goes away (EPIPE): exit 70 without a message, no trap (was 132)")
  func closedPipe() throws {
    let work = try CLI.workspace()
    let result = try Shell.run("{ $B locales; echo \"rc=$?\" >&2; } | head -c 1 >/dev/null", in: work)
    #expect(result.stderr == "rc=70\n")
  }
}

import Foundation
import LayoutAudit
import SystemIO

/// Where a command writes: results to standard output, logs and errors to standard error.
///
/// Writes go through `write(2)` and never through `FileHandle.write`, which traps on any write
/// error. Output that cannot be written (a closed stream, a full disk, a reader that went away)
/// ends the process with exit 70 and one line on whichever stream still works; a closed pipe
/// (`EPIPE`, `layout-audit locales | head`) ends it quietly.
enum Console {
  /// The streams `prepare()` found closed at start: their descriptors now point at
  /// `/dev/null` so no file the tool opens takes their number, and writes to them fail.
  nonisolated(unsafe) private static var closed: Set<Int32> = []

  /// Called first in `main`: SIGPIPE becomes an `EPIPE` error instead of killing the process,
  /// and a closed standard stream gets a placeholder descriptor, so that a report file opened
  /// later is never written through descriptor 1 or 2.
  static func prepare() {
    // A parent may have blocked signals (a test runner's thread, some CI agents); the tool's
    // clean-up on SIGINT and SIGTERM needs them delivered.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGINT)
    sigaddset(&unblocked, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    signal(SIGPIPE, SIG_IGN)
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      if descriptor != STDIN_FILENO { closed.insert(descriptor) }
    }
  }

  static func out(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  static func error(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  /// Writes all of `text`, or ends the process (exit 70) saying why on the other stream.
  private static func write(_ text: String, to descriptor: Int32) {
    guard !text.isEmpty else { return }
    if let code = writeAll(Array(text.utf8), to: descriptor) { fail(descriptor, code) }
  }

  /// Writes every byte; the `errno` of the failure, if any.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    if closed.contains(descriptor) { return EBADF }
    return bytes.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) }
  }

  /// Ends the process because `descriptor` cannot be written: quietly for a closed pipe,
  /// otherwise with one line on the other stream when that one works.
  private static func fail(_ descriptor: Int32, _ code: Int32) -> Never {
    if code != EPIPE {
      let name = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
      let reason = String(cString: strerror(code))
      let message = "Error: cannot write to \(name) (\(reason)); the output is incomplete\n"
      let other = descriptor == STDOUT_FILENO ? STDERR_FILENO : STDOUT_FILENO
      _ = writeAll(Array(message.utf8), to: other)
    }
    exit(ExitCode.internalError.rawValue)
  }

  /// A message for the terminal: each line with hidden characters from the input (bidi
  /// controls, zero-width characters, controls) spelled `\u{…}`, so an error cannot reorder or
  /// corrupt what is printed around it (line feeds kept, so multi-line diagnostics stay
  /// readable), and each line at most `maximumLine` characters.
  static func visible(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { AuditCatalog.bounded(String($0), to: maximumLine) }.joined(separator: "\n")
  }

  /// The longest line a message prints: room for a path and a full diagnostic, not for a
  /// pasted file.
  static let maximumLine = 1_000

  /// A value echoed in a message: visible and at most 100 characters.
  static func bounded(_ value: String) -> String { AuditCatalog.bounded(value) }

  /// A value as `JSONEncoder.document` writes it (pretty, sorted keys, a final newline), as text.
  static func json<T: Encodable>(_ value: T) throws(CommandError) -> String {
    do {
      return String(decoding: try JSONEncoder.document(value), as: UTF8.self)
    } catch {
      throw .internalFailure("could not encode JSON output: \(error)")
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// What the tool needs to know about the terminal on standard error before drawing on it.
enum Terminal {
  /// The width of the terminal on `descriptor`: the kernel's window size (`TIOCGWINSZ`), else
  /// `COLUMNS`, else 80. Asked at every redraw, so a resized window is followed without a
  /// SIGWINCH handler.
  static func width(of descriptor: Int32 = STDERR_FILENO, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Int
  {
    var size = winsize()
    // A pseudo-terminal nobody sized (a test harness, `script` without a terminal) says 0.
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return 80
  }

  /// Whether `descriptor` is a terminal a person watches.
  static func isTerminal(_ descriptor: Int32 = STDERR_FILENO) -> Bool { isatty(descriptor) == 1 }
}

import Foundation
import TestSupport

/// Runs a shell script with `$B` set to the built `layout-audit`, for what `Process` cannot
/// arrange: closed streams (`>&-`), `/dev/full`, signals and `strace` fault injection.
enum Shell {
  /// Runs `script` with `/bin/sh -c` in `directory`; stdout and stderr are the script's own
  /// (redirect inside the script to test a closed or full stream).
  @discardableResult
  static func run(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> CLI.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["SOURCE_DATE_EPOCH"] = "1795996800"
    env["B"] = CLI.binary.path
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the script runs, so a chatty one cannot fill a pipe and block.
    final class Box: @unchecked Sendable { var data = Data() }
    let stdout = Box()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      stdout.data = out.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return CLI.Result(
      status: process.terminationStatus, stdout: String(decoding: stdout.data, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Whether the output shows a trap: Swift's backtracer or a fatal error.
  static func trapped(_ result: CLI.Result) -> Bool {
    let all = result.stdout + result.stderr
    return all.contains("Fatal error") || all.contains("Program crashed") || all.contains("Backtracing")
  }

  /// Single-quotes a value for `sh`.
  static func quote(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

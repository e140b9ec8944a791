import Foundation

/// A program a test drives (a shell to check completion scripts with) found on the PATH, or a
/// failure in one line naming the Debian package to install, as `Python` does for validators.
public enum ExternalProgram {
  /// The program is not installed.
  public struct Missing: Error, CustomStringConvertible {
    /// The command looked for (`zsh`).
    public var program: String
    /// The Debian package that provides it.
    public var package: String

    public var description: String {
      "the program '\(program)' is missing: install it with `apt-get install -y \(package)` (the README's install line)"
    }
  }

  /// The full path of `program` on the PATH (or in /usr/bin and /bin).
  /// - Throws: `Missing`, naming `package`, when it is not installed.
  public static func require(_ program: String, package: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"] {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(program)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Missing(program: program, package: package)
  }

  /// Runs `program` with `arguments` and no standard input; its status and combined output.
  public static func run(_ program: URL, _ arguments: [String], in directory: URL? = nil) throws -> Python.Outcome {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Python.Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}

import Foundation
import TestSupport

/// Runs the built `layout-audit` executable, the way a user does.
enum CLI {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The executable next to the test bundle (SwiftPM builds it first: the test target depends
  /// on it).
  static let binary: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("layout-audit")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return Python.packageRoot.appendingPathComponent(".build/debug/layout-audit")
  }()

  static let shippedCases = Python.packageRoot.appendingPathComponent("Cases")

  @discardableResult
  static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["SOURCE_DATE_EPOCH"] = "1795996800"
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A temporary folder holding a copy of the shipped Return cases (and `extra` files). With the
  /// production case come its accepted findings, as in the repository: `waivers.json` and a
  /// `.layout-audit.json` that names it.
  static func workspace(_ names: [String] = ["return-glass-timer", "return-timer-tvos-regression"], extra: [String: String] = [:]) throws -> URL {
    let directory = try Python.temporaryDirectory()
    let cases = directory.appendingPathComponent("Cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    for name in names + ["case.schema"] {
      try FileManager.default.copyItem(
        at: shippedCases.appendingPathComponent("\(name).json"), to: cases.appendingPathComponent("\(name).json"))
    }
    if names.contains("return-glass-timer") {
      let root = shippedCases.deletingLastPathComponent()
      for name in ["waivers.json", ".layout-audit.json"] {
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: directory.appendingPathComponent(name))
      }
    }
    for (path, text) in extra {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return directory
  }

  static func read(_ directory: URL, _ path: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(path))
  }
}

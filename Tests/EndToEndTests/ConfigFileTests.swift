import Foundation
import TestSupport
import Testing

/// Issue 14, part 6: `.layout-audit.json` found from the working directory upward, command-line
/// options first, `--config FILE` and `--no-config`, strict and located like a case file.
@Suite("configuration file, end to end")
struct ConfigFileTests {
  static let config = """
    { "cases": ["Cases"], "formats": ["json"], "output": "out", "failOn": "never",
      "locales": ["en", "ar"], "platforms": "ios-26" }
    """

  @Test("Found from a subfolder upward; its paths are relative to its folder")
  func discoveredUpward() throws {
    let work = try CLI.workspace(extra: [".layout-audit.json": Self.config])
    let sub = work.appendingPathComponent("deep/er")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let result = try CLI.run(["audit", "--no-progress"], in: sub)
    #expect(result.status == 0, "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: CLI.read(work, "out/report.json")) as? [String: Any]
    #expect((report?["matrix"] as? [String: Any])?["locales"] as? [String] == ["ar", "en"])
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out/report.html").path))
  }

  @Test("The search stops at the project's root: a package nested in a repository does not use the repository's file")
  func stopsAtProjectRoot() throws {
    let work = try CLI.workspace(extra: [".layout-audit.json": Self.config])
    let nested = work.appendingPathComponent("Fixtures/Nested")
    try FileManager.default.createDirectory(at: nested.appendingPathComponent("Cases"), withIntermediateDirectories: true)
    try "// swift-tools-version:6.0\n".write(
      to: nested.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: CLI.shippedCases.appendingPathComponent("zoo-glass-on-glass.json"),
      to: nested.appendingPathComponent("Cases/zoo-glass-on-glass.json"))
    let result = try CLI.run(["audit", "--no-progress", "--locales", "en", "--platforms", "ios-26"], in: nested)
    #expect(result.status == 0, "\(result.stderr)")
    // Its own Cases/ into its own Reports/, not the enclosing project's "out".
    #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("Reports/report.json").path))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
  }

  @Test("Command-line options take precedence; --no-config ignores the file; --config names one")
  func precedence() throws {
    let work = try CLI.workspace(extra: [".layout-audit.json": Self.config, "other.json": #"{ "output": "elsewhere", "formats": "json", "locales": "en", "platforms": "ios-26", "failOn": "never" }"#])
    #expect(try CLI.run(["audit", "--no-progress", "--output", "mine"], in: work).status == 0)
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("mine/report.json").path))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
    let ignored = try CLI.run(
      ["audit", "--no-config", "--no-progress", "--format", "json", "--locales", "en", "--platforms", "ios-26", "--fail-on", "never"], in: work)
    #expect(ignored.status == 0, "\(ignored.stderr)")
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("Reports/report.json").path))
    #expect(try CLI.run(["audit", "--config", "other.json", "--no-progress"], in: work).status == 0)
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("elsewhere/report.json").path))
    #expect(try CLI.run(["audit", "--config", "other.json", "--no-config"], in: work).status == 64)
  }

  @Test("An unknown key or a wrong type is a located error with a suggestion, exit 65, one prefix")
  func strict() throws {
    let work = try CLI.workspace(extra: [".layout-audit.json": "{\n  \"outptu\": \"x\"\n}\n"])
    let result = try CLI.run(["audit", "--no-progress"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix(".layout-audit.json:2:3: error: unknown key \"outptu\"; did you mean \"output\"?"), "\(result.stderr)")
    try "{ \"formats\": [1] }".write(to: work.appendingPathComponent(".layout-audit.json"), atomically: true, encoding: .utf8)
    let typed = try CLI.run(["audit", "--no-progress"], in: work)
    #expect(typed.status == 65)
    #expect(typed.stderr.contains(".layout-audit.json:1:15: error: each entry of \"formats\" must be a non-empty string, not a number"), "\(typed.stderr)")
  }
}

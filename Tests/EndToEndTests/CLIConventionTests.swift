import Foundation
import LayoutAudit
import TestSupport
import Testing

/// The command-line habits users bring from SwiftLint, swift-format and the axe CLI: machine
/// output for `validate`, usage that marks required options, messages that echo what was typed
/// and suggest the closest spelling, and one error prefix.
@Suite("CLI conventions")
struct CLIConventionTests {
  @Test("validate --json: one object on stdout, every file checked with its located, coded errors; exit codes as without")
  func validateJSON() throws {
    let work = try CLI.workspace()
    defer { try? FileManager.default.removeItem(at: work) }
    try #"{ "id": "Bad Id" }"#.write(to: work.appendingPathComponent("Cases/bad.json"), atomically: true, encoding: .utf8)
    try "{ nope".write(to: work.appendingPathComponent("Cases/broken.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "Cases", "missing.json", "--json"], in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["files", "invalidFiles", "validCases"])
    #expect(object["validCases"] as? Int == 2)
    #expect(object["invalidFiles"] as? Int == 3)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        "Cases/bad.json", "Cases/broken.json", "Cases/return-glass-timer.json", "Cases/return-timer-tvos-regression.json",
        "missing.json",
      ])
    #expect(files.map { $0["valid"] as? Bool } == [false, false, true, true, false])
    for file in files {
      for error in file["errors"] as? [[String: Any]] ?? [] {
        #expect(Set(error.keys) == ["file", "line", "column", "message", "hint", "code"], "\(error)")
        #expect(error["file"] as? String == file["path"] as? String)
      }
    }
    let broken = try #require((files[1]["errors"] as? [[String: Any]])?.first)
    #expect(broken["code"] as? String == "json")
    #expect(broken["line"] as? Int == 1)
    let missing = try #require((files[4]["errors"] as? [[String: Any]])?.first)
    #expect(missing["code"] as? String == "file")
    #expect(missing["message"] as? String == "no such file or directory")
    let bad = try #require(files[0]["errors"] as? [[String: Any]])
    #expect(bad.contains { $0["code"] as? String == "schema" }, "\(bad)")
    // Stable: keys sorted, so the same input prints the same bytes.
    #expect(result.stdout.range(of: "\"column\"")!.lowerBound < result.stdout.range(of: "\"file\"")!.lowerBound)
    #expect(try CLI.run(["validate", "Cases", "missing.json", "--json"], in: work).stdout == result.stdout)
    // Valid cases only: exit 0, no errors.
    let clean = try CLI.run(["validate", "Cases/return-glass-timer.json", "--json"], in: work)
    #expect(clean.status == 0)
    #expect(clean.stdout.contains("\"errors\" : [\n\n      ]") || clean.stdout.contains("\"errors\" : [\n\n      ],") || clean.stdout.contains("\"errors\" : []"), "\(clean.stdout)")
  }

  @Test("A cross-reference problem is coded reference, a repeated case id duplicate-id")
  func validateCodes() throws {
    let work = try CLI.workspace(["return-timer-tvos-regression"])
    defer { try? FileManager.default.removeItem(at: work) }
    let text = try String(contentsOf: work.appendingPathComponent("Cases/return-timer-tvos-regression.json"), encoding: .utf8)
    try text.write(to: work.appendingPathComponent("Cases/renamed.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "Cases", "Cases/return-timer-tvos-regression.json", "--json"], in: work)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let errors = (object["files"] as? [[String: Any]] ?? []).flatMap { $0["errors"] as? [[String: Any]] ?? [] }
    // renamed.json: its id is not its file name.
    #expect(errors.contains { $0["code"] as? String == "reference" && $0["file"] as? String == "Cases/renamed.json" }, "\(errors)")
  }

  @Test("Usage shows required options without brackets, from the specification")
  func requiredOptions() throws {
    let help = try CLI.run(["resolve", "--help"], in: Python.packageRoot)
    #expect(help.stdout.contains("USAGE: layout-audit resolve <case> --locale <id> --platform <id> [--tick <seconds>]"), "\(help.stdout)")
    let missing = try CLI.run(["resolve", "Cases/return-glass-timer.json", "--locale", "he"], in: Python.packageRoot)
    #expect(missing.status == 64)
    #expect(missing.stderr.hasPrefix("Error: Missing expected option '--platform <id>'\nUsage: layout-audit resolve <case> --locale <id> --platform <id>"), "\(missing.stderr)")
    // Optional options keep their brackets.
    #expect(try CLI.run(["audit", "--help"], in: Python.packageRoot).stdout.contains("[--locales <locales>]"))
  }

  /// A command line with an unknown value, the value, and the suggestion its message must carry.
  struct UnknownValue: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let value: String
    let suggestion: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let unknownValues: [UnknownValue] = [
    .init(arguments: ["validat", "Cases"], value: "validat", suggestion: "validate"),
    .init(arguments: ["help", "resolv"], value: "resolv", suggestion: "resolve"),
    .init(arguments: ["audit", "--formt", "json"], value: "--formt", suggestion: "--format"),
    .init(arguments: ["audit", "--platforms", "tvos-2"], value: "tvos-2", suggestion: "tvos-26"),
    .init(arguments: ["audit", "--rules", "digit-order-lt"], value: "digit-order-lt", suggestion: "digit-order-ltr"),
    .init(arguments: ["audit", "--locales", "ar-EGG"], value: "ar-EGG", suggestion: "ar-EG"),
    .init(arguments: ["audit", "--example-locale", "ar-EGG"], value: "ar-EGG", suggestion: "ar-EG"),
    .init(arguments: ["audit", "--format", "sarf"], value: "sarf", suggestion: "sarif"),
    .init(arguments: ["audit", "--fail-on", "eror"], value: "eror", suggestion: "error"),
    .init(arguments: ["audit", "--settings", "reduce-motoin"], value: "reduce-motoin", suggestion: "reduce-motion"),
    .init(arguments: ["merge", "--format", "jsno", "report.json"], value: "jsno", suggestion: "json"),
    .init(arguments: ["resolve", "Cases/return-glass-timer.json", "--locale", "he", "--platform", "tvos-2"], value: "tvos-2", suggestion: "tvos-26"),
    .init(arguments: ["resolve", "Cases/return-glass-timer.json", "--locale", "hee", "--platform", "tvos-26"], value: "hee", suggestion: "he"),
    .init(arguments: ["explain", "digit-order"], value: "digit-order", suggestion: "digit-order-ltr"),
    .init(arguments: ["bidi", "x", "--direction", "rlt"], value: "rlt", suggestion: "rtl"),
    .init(arguments: ["schema", "waiver"], value: "waiver", suggestion: "waivers"),
    .init(arguments: ["completions", "zhs"], value: "zhs", suggestion: "zsh"),
  ]

  @Test("Every unknown value is echoed with the closest known spelling, as a usage error", arguments: unknownValues)
  func unknownValue(_ example: UnknownValue) throws {
    let result = try CLI.run(example.arguments, in: Python.packageRoot)
    #expect(result.status == 64, "\(result.stderr)")
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: "), "\(first)")
    #expect(first.lowercased().contains("unknown"), "\(first)")
    // The value as given, quoted either way, and the suggestion.
    #expect(first.contains("'\(example.value)'") || first.contains("\"\(example.value)\""), "\(first)")
    // One suggestion, or a few (a locale's language and its regions first).
    let hint = String(first[(first.range(of: "did you mean ")?.upperBound ?? first.endIndex)...])
    #expect(hint.contains("'\(example.suggestion)'") || hint.contains("\"\(example.suggestion)\""), "\(first)")
  }

  @Test("With nothing close, an unknown value lists what is known, or says what to write")
  func unknownWithoutSuggestion() throws {
    let result = try CLI.run(["audit", "--fail-on", "sometimes"], in: Python.packageRoot)
    #expect(result.stderr.hasPrefix("Error: unknown fail-on threshold \"sometimes\" in '--fail-on'; known: error, warning, new, latent, never"), "\(result.stderr)")
    let escape = try CLI.run(["bidi", "\\q12"], in: Python.packageRoot)
    #expect(escape.status == 64)
    #expect(escape.stderr.hasPrefix("Error: Invalid escape in '<text>' at column 1: unknown escape \"\\q\"; write \\u{XXXX}"), "\(escape.stderr)")
  }

  /// An unknown value in a file the tool reads, the command that reads it, and what the
  /// located message must say.
  struct UnknownInFile: Sendable, CustomTestStringConvertible {
    let file: String
    let text: String
    let arguments: [String]
    let expected: String
    var testDescription: String { file }
  }

  static let unknownsInFiles: [UnknownInFile] = [
    .init(
      file: ".layout-audit.json", text: #"{ "formts": ["json"] }"#, arguments: ["audit"],
      expected: #".layout-audit.json:1:3: error: unknown key "formts"; did you mean "formats"?"#),
    // A value from the configuration is located there, not blamed on an option nobody typed.
    .init(
      file: ".layout-audit.json", text: #"{ "failOn": "eror" }"#, arguments: ["audit"],
      expected: #".layout-audit.json:1:13: error: unknown fail-on threshold "eror" in "failOn"; did you mean "error"?"#),
    .init(
      file: ".layout-audit.json", text: "{\n  \"platforms\": [\"ios-26\", \"tvos26\"] }", arguments: ["audit"],
      expected: #".layout-audit.json:2:16: error: unknown platform "tvos26" in "platforms"; did you mean "tvos-26"?"#),
    .init(
      file: ".layout-audit.json", text: #"{ "formats": ["sarif", "junt"] }"#, arguments: ["audit"],
      expected: #".layout-audit.json:1:14: error: unknown format "junt" in "formats"; did you mean "junit"?"#),
    .init(
      file: "waivers.json",
      text: #"{ "waivers": [ { "id": "W", "rule": "digit-order-lt", "case": "return-timer-tvos-regression", "reason": "r", "approvedBy": "a", "reviewBy": "2099-01-01" } ] }"#,
      arguments: ["audit", "--no-config", "--waivers", "waivers.json", "--locales", "en"],
      expected: #"unknown rule "digit-order-lt"; did you mean "digit-order-ltr"?"#),
    .init(
      file: "Cases/typo.json",
      text: #"{ "id": "typo", "titel": "x" }"#, arguments: ["validate", "Cases/typo.json"],
      expected: #"Cases/typo.json:1:17: error: unknown key "titel" in the case; did you mean "title"?"#),
  ]

  @Test("An unknown key or id in a file is located, echoed and given the closest spelling", arguments: unknownsInFiles)
  func unknownInFile(_ example: UnknownInFile) throws {
    let work = try CLI.workspace(["return-timer-tvos-regression"], extra: [example.file: example.text])
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(example.arguments, in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect((result.stdout + result.stderr).contains(example.expected), "\(result.stdout)\(result.stderr)")
  }

  /// A failing command line in a workspace with broken inputs, for the one-prefix check.
  static let failures: [[String]] = [
    ["audit", "Cases/bad.json"],
    ["audit", "Cases/bad.json", "--format", "json", "--output", "-"],
    ["audit", "--waivers", "bad-waivers.json", "--locales", "en"],
    ["audit", "--baseline", "bad-report.json", "--locales", "en"],
    ["audit", "--config", "bad-config.json"],
    ["resolve", "Cases/bad.json", "--locale", "he", "--platform", "tvos-26"],
    ["merge", "bad-report.json"],
    ["validate", "nothing-here"],
    ["explain", "nope"],
    ["bidi", "\\u{zz}"],
    ["schema", "nope"],
    ["completions", "nope"],
    ["nope"],
  ]

  @Test("One error prefix: no 'Error: path:1:1: error:' and no 'error: error:' from any command", arguments: failures)
  func onePrefix(_ arguments: [String]) throws {
    let work = try CLI.workspace(
      ["return-timer-tvos-regression"],
      extra: [
        "Cases/bad.json": #"{ "id": "bad", "title": 3 }"#, "bad-waivers.json": "{ \"waivers\": [ { \"rule\": 1 } ] }",
        "bad-report.json": "{ \"not\": \"a report\" }", "bad-config.json": "{ \"formats\": 3 }",
      ])
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(arguments, in: work)
    #expect(result.status != 0)
    let all = result.stdout + result.stderr
    #expect(!all.isEmpty)
    for line in all.split(separator: "\n") {
      #expect(!(line.hasPrefix("Error: ") && line.contains(": error: ")), "\(line)")
      #expect(!line.lowercased().contains("error: error:"), "\(line)")
    }
  }
}

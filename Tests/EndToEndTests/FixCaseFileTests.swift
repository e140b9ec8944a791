import Foundation
import Testing
import TestSupport

/// `layout-audit fix` on case files with the built executable: each rule's automatic fix made in
/// the case's JSON (`Tests/Fixtures/CaseFixes/<rule>`: a case before, and as fix leaves it),
/// re-audited, applied from the dry run's diff, and idempotent.
@Suite("Fix command on case files")
struct FixCaseFileTests {
  static let fixes = Python.packageRoot.appendingPathComponent("Tests/Fixtures/CaseFixes")

  /// Each rule with an automatic fix (all can be said in the case format), the case it fixes, what it adds,
  /// and `fix`'s exit code (1 where an error-level finding outside `--rules` remains).
  static let examples: [(rule: String, caseID: String, added: String, status: Int32)] = [
    // The mirror copy VoiceOver visits: a multi-line modifiers array gets one more line.
    ("reflection-accessibility-hidden", "reflection-visible", #"{ "accessibilityHidden": true }"#, 0),
    // A digit row laid out right to left, its node without modifiers: a new key, indented with
    // four spaces like the file. Its cells keep a fixed size (timer-text-scales, no automatic fix).
    (
      "digit-order-ltr", "digit-row-rtl",
      #"{ "flipsForRightToLeftLayoutDirection": false }, { "environment": { "layoutDirection": "leftToRight" } }"#, 1
    ),
    // A proportional Text that jitters, in a one-line object of a file indented with tabs.
    ("stable-cell-frames", "lap-time-jitter", #"{ "monospacedDigit": true }"#, 0),
    // A digit morph Reduce Motion does not stop: its animation gets "whenReduceMotion": null.
    ("reduce-motion-morph", "countdown-face", #""whenReduceMotion": null"#, 0),
    // Glyph shapes that mirror, in a compact one-line cell; the row itself still mirrors
    // (digit-order-ltr), which --rules leaves alone.
    ("glyphs-not-mirrored", "outline-glyphs", #"{"layoutDirectionBehavior": "fixed"}"#, 1),
  ]

  func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// A temporary folder with the rule's case copied in as `Cases/<id>.json`.
  func workspace(rule: String, caseID: String) throws -> (folder: URL, file: URL) {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Cases"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Cases/\(caseID).json")
    try FileManager.default.copyItem(at: Self.fixes.appendingPathComponent("\(rule)/Before/\(caseID).json"), to: file)
    return (directory, file)
  }

  @Test("fix edits the case as the rule's fix says, the re-audit passes the rule, and a second fix changes nothing", arguments: examples)
  func fixesAndVerifies(_ rule: String, caseID: String, added: String, status: Int32) throws {
    let (work, file) = try workspace(rule: rule, caseID: caseID)
    let before = try text(file)
    let expected = try text(Self.fixes.appendingPathComponent("\(rule)/After/\(caseID).json"))
    let path = "Cases/\(caseID).json"

    let dry = try CLI.run(["fix", path, "--rules", rule, "--dry-run", "--no-config"], in: work)
    #expect(dry.status == status, "\(dry.stderr)")
    #expect(try text(file) == before, "--dry-run wrote the file")
    #expect(dry.stdout.hasPrefix("--- \(path)\n+++ \(path)\n@@ "), "\(dry.stdout)")
    #expect(dry.stderr.contains("kept: \(path):"), "\(dry.stderr)")
    #expect(dry.stderr.contains("\(rule): \(added) (removes"), "\(dry.stderr)")
    // The diff applies (git apply, as a reviewer would) to give the expected case.
    let patched = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: patched.appendingPathComponent("Cases"), withIntermediateDirectories: true)
    try before.write(to: patched.appendingPathComponent(path), atomically: true, encoding: .utf8)
    try dry.stdout.write(to: patched.appendingPathComponent("fix.diff"), atomically: true, encoding: .utf8)
    let git = try ExternalProgram.require("git", package: "git")
    let apply = try ExternalProgram.run(git, ["apply", "-p0", "fix.diff"], in: patched)
    #expect(apply.status == 0, "\(apply.output)")
    #expect(try text(patched.appendingPathComponent(path)) == expected)

    // A folder of cases, as audit takes it.
    let fixed = try CLI.run(["fix", "Cases", "--rules", rule, "--no-config"], in: work)
    #expect(fixed.status == status, "\(fixed.stderr)")
    #expect(fixed.stdout == "fixed \(path)\n", "\(fixed.stdout)")
    #expect(try text(file) == expected)

    let again = try CLI.run(["fix", "Cases", "--rules", rule, "--no-config"], in: work)
    #expect(try text(file) == expected, "a second fix changed the file")
    #expect(again.stdout.isEmpty && !again.stderr.contains("kept:"), "\(again.stderr)")

    let audit = try CLI.run(["audit", "Cases", "--rules", rule, "--format", "text", "--output", "-", "--no-config", "--no-progress"], in: work)
    #expect(audit.status == 0, "\(audit.stdout)\(audit.stderr)")
    #expect(!audit.stdout.contains("✗") && !audit.stdout.contains("•"), "\(audit.stdout)")
    let validate = try CLI.run(["validate", "Cases"], in: work)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
  }

  @Test("Swift source and case files in one run: one trial and one re-audit for both, each file edited by its editor")
  func mixed() throws {
    let (work, caseFile) = try workspace(rule: "reflection-accessibility-hidden", caseID: "reflection-visible")
    try FileManager.default.createDirectory(at: work.appendingPathComponent("App"), withIntermediateDirectories: true)
    let swiftFile = work.appendingPathComponent("App/View.swift")
    let swiftFixes = Python.packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus/Fixes/reflection-accessibility-hidden")
    try FileManager.default.copyItem(at: swiftFixes.appendingPathComponent("Before.swift"), to: swiftFile)

    let result = try CLI.run(["fix", "App", "Cases", "--rules", "reflection-accessibility-hidden", "--no-config"], in: work)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("kept: App/View.swift:"), "\(result.stderr)")
    #expect(result.stderr.contains(#"kept: Cases/reflection-visible.json:26:7: reflection-accessibility-hidden: { "accessibilityHidden": true }"#), "\(result.stderr)")
    #expect(result.stdout == "fixed App/View.swift\nfixed Cases/reflection-visible.json\n", "\(result.stdout)")
    #expect(try text(swiftFile) == text(swiftFixes.appendingPathComponent("After.swift")))
    #expect(try text(caseFile) == text(Self.fixes.appendingPathComponent("reflection-accessibility-hidden/After/reflection-visible.json")))
  }

  @Test("a fix whose finding remains is dropped, and the case is left as it was")
  func dropsWhatDoesNotWork() throws {
    let (work, file) = try workspace(rule: "stable-cell-frames", caseID: "lap-time-jitter")
    // Minutes without a leading zero: 10:00 → 9:59 loses a glyph, which monospaced digits do
    // not keep; the timeline crosses it.
    let shifting = try text(file)
      .replacingOccurrences(of: #""pattern": "mm:ss""#, with: #""pattern": "m:ss""#)
      .replacingOccurrences(of: #""from": 1505, "to": 1495"#, with: #""from": 605, "to": 595"#)
    try shifting.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "Cases", "--rules", "stable-cell-frames", "--no-config"], in: work)
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(try text(file) == shifting)
    #expect(!result.stderr.contains("kept:"), "\(result.stderr)")
  }

  @Test("an edit that would leave a fixture's expectation unmet is dropped")
  func keepsExpectations() throws {
    let (work, file) = try workspace(rule: "glyphs-not-mirrored", caseID: "outline-glyphs")
    // The fixture declares its glyphs mirror; pinning the row (its undeclared digit-order-ltr
    // failure) would pin the glyphs too.
    var fixture = try text(file).trimmingCharacters(in: .whitespacesAndNewlines)
    fixture.removeLast()
    fixture += """
      ,
        "expect": [
          { "rule": "glyphs-not-mirrored", "outcome": "failed", "locales": "rtl", "reason": "The glyph shapes mirror." }
        ]
      }

      """
    try fixture.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "Cases", "--rules", "digit-order-ltr", "--no-config"], in: work)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("dropped: Cases/outline-glyphs.json:9:11: digit-order-ltr: ")
        && result.stderr.contains("a fixture's expectation would no longer hold: declared failed but not in ar, "),
      "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try text(file) == fixture)
  }

  @Test("a fixture's declared failures are not fixed; failures without an automatic fix say why")
  func declaredAndNotOffered() throws {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Cases"), withIntermediateDirectories: true)
    for name in ["zoo-reflection-visible-to-voiceover", "return-glass-timer"] {
      try FileManager.default.copyItem(
        at: CLI.shippedCases.appendingPathComponent("\(name).json"), to: directory.appendingPathComponent("Cases/\(name).json"))
    }
    let before = try text(directory.appendingPathComponent("Cases/zoo-reflection-visible-to-voiceover.json"))
    let result = try CLI.run(["fix", "Cases", "--dry-run", "--no-config"], in: directory)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(!result.stderr.contains("kept:"), "\(result.stderr)")
    #expect(
      result.stderr.contains("not offered: Cases/return-glass-timer.json:") && result.stderr.contains("clear-glass-legibility: Whether the digits get"),
      "\(result.stderr)")
    #expect(try text(directory.appendingPathComponent("Cases/zoo-reflection-visible-to-voiceover.json")) == before)
  }
}

import Foundation
import Testing
import TestSupport
@testable import LayoutAuditCommands
import LayoutAudit

/// `layout-audit fix` with the built executable: each rule's automatic fix imported, applied,
/// re-audited and compared with the expected source (`Tests/SwiftImportTests/Corpus/Fixes/<rule>`,
/// views written for these tests).
@Suite("Fix command")
struct FixCommandTests {
  static let fixes = Python.packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus/Fixes")

  /// A temporary folder with a file copied in as `App/View.swift`.
  func workspace(_ source: URL) throws -> (folder: URL, file: URL) {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("App/View.swift")
    try FileManager.default.copyItem(at: source, to: file)
    return (directory, file)
  }

  func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// Each rule with an automatic fix (a folder of `Fixes` per view), the modifiers it adds, and
  /// `fix`'s exit code on its view (1 where an error-level finding without a fix remains).
  static let examples: [(folder: String, rule: String, added: String, status: Int32)] = [
    ("reflection-accessibility-hidden", "reflection-accessibility-hidden", ".accessibilityHidden(true)", 0),
    ("digit-order-ltr", "digit-order-ltr", ".flipsForRightToLeftLayoutDirection(false).environment(\\.layoutDirection, .leftToRight)", 1),
    // The field report's tvOS quirk: the environment pin alone leaves the row mirrored there.
    // Its glyph cells keep a fixed size (timer-text-scales, which has no automatic fix).
    ("digit-order-ltr-tvos", "digit-order-ltr", ".flipsForRightToLeftLayoutDirection(false)", 1),
    ("stable-cell-frames", "stable-cell-frames", ".monospacedDigit()", 0),
    // The digit row still mirrors on tvOS (digit-order-ltr), which --rules leaves alone.
    ("glyphs-not-mirrored", "glyphs-not-mirrored", ".layoutDirectionBehavior(.fixed)", 1),
    // The view gets the @Environment property it lacked.
    ("reduce-motion-morph", "reduce-motion-morph", ".animation(reduceMotion ? nil : .easeInOut(duration: 0.15), …)", 0),
    // A wrap re-indents the view; the findings inside it keep their identity.
    ("glass-container", "glass-container", "GlassEffectContainer { … }", 0),
  ]

  @Test("fix applies the rule's fix, the re-audit passes the rule, and a second fix changes nothing", arguments: examples)
  func fixesAndVerifies(_ folder: String, rule: String, added: String, status: Int32) throws {
    let (work, file) = try workspace(Self.fixes.appendingPathComponent("\(folder)/Before.swift"))
    let before = try text(file)
    let expected = try text(Self.fixes.appendingPathComponent("\(folder)/After.swift"))

    let dry = try CLI.run(["fix", "App", "--rules", rule, "--dry-run"], in: work)
    #expect(dry.status == status, "\(dry.stderr)")
    #expect(try text(file) == before, "--dry-run wrote the file")
    #expect(dry.stdout.hasPrefix("--- App/View.swift\n+++ App/View.swift\n@@ "), "\(dry.stdout)")
    #expect(dry.stderr.contains("kept: App/View.swift:"), "\(dry.stderr)")
    #expect(dry.stderr.contains("\(rule): \(added)"), "\(dry.stderr)")
    // The diff applies (git apply, as a reviewer would) to give the expected source.
    let patched = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: patched.appendingPathComponent("App"), withIntermediateDirectories: true)
    try before.write(to: patched.appendingPathComponent("App/View.swift"), atomically: true, encoding: .utf8)
    try dry.stdout.write(to: patched.appendingPathComponent("fix.diff"), atomically: true, encoding: .utf8)
    let git = try ExternalProgram.require("git", package: "git")
    let apply = try ExternalProgram.run(git, ["apply", "-p0", "fix.diff"], in: patched)
    #expect(apply.status == 0, "\(apply.output)")
    #expect(try text(patched.appendingPathComponent("App/View.swift")) == expected)

    let fixed = try CLI.run(["fix", "App", "--rules", rule], in: work)
    #expect(fixed.status == status, "\(fixed.stderr)")
    #expect(fixed.stdout == "fixed App/View.swift\n")
    #expect(try text(file) == expected)

    let again = try CLI.run(["fix", "App", "--rules", rule], in: work)
    #expect(try text(file) == expected, "a second fix changed the file")
    #expect(again.stdout.isEmpty && !again.stderr.contains("kept:"), "\(again.stderr)")

    let audit = try CLI.run(["audit", "App", "--rules", rule, "--format", "text", "--no-config", "--no-progress"], in: work)
    #expect(audit.status == 0, "\(audit.stdout)\(audit.stderr)")
  }

  @Test("a fix that cannot remove its finding is not offered, with the reason, and the file is left as it was")
  func offersOnlyWhatCanWork() throws {
    let (work, file) = try workspace(Self.fixes.appendingPathComponent("stable-cell-frames/Before.swift"))
    // `%d` minutes: 9:59 → 10:00 gains a glyph, which monospaced digits do not keep, although
    // the rule's first failure is the jitter at 0:00 → 0:01.
    let shifting = try text(file).replacingOccurrences(of: "%02d:%02d", with: "%d:%02d")
    try shifting.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "App", "--rules", "stable-cell-frames"], in: work)
    #expect(result.stderr.contains("not offered: App/View.swift:7:5: stable-cell-frames: other glyphs than digits appear, go or change"), "\(result.stderr)")
    #expect(!result.stderr.contains("kept:") && !result.stderr.contains("dropped:"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try text(file) == shifting)
  }

  @Test("an edit the fixer cannot make safely is not offered, with its reason, and nothing is written")
  func refusedIsNotOffered() throws {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("App/View.swift")
    // The morph comes from a withAnimation block, not an .animation modifier the gate can rewrite.
    let source = """
      import SwiftUI

      struct TickFace: View {
        @State private var remaining = 90

        var body: some View {
          Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
            .monospacedDigit()
        }

        func tick() {
          withAnimation(.easeInOut(duration: 0.2)) { remaining -= 1 }
        }
      }

      """
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "App", "--rules", "reduce-motion-morph"], in: directory)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("not offered: App/View.swift:7:5: reduce-motion-morph: no .animation(_:value:) on the view"), "\(result.stderr)")
    #expect(!result.stderr.contains("dropped:") && !result.stderr.contains("kept:"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try text(file) == source)
  }

  @Test("what counts as a new finding after an edit: a new failure does; the importer's gap a removed failure masked does not")
  func newFindings() {
    func audited(_ findings: [String], gaps: [String] = []) -> FixCommand.Audited {
      FixCommand.Audited(report: nil, cases: [], findings: Set(findings), failures: [], importGaps: Set(gaps))
    }
    let before: Set<String> = ["stable-cell-frames|row|HStack/Text[1]|failed"]
    // The failure is gone and its rule is can't tell for the importer's gap: not new.
    let gap = "stable-cell-frames|row|imported/uninterpreted[0]|cantTell"
    #expect(FixCommand.Audited.appeared(audited([gap], gaps: [gap]), before: before).isEmpty)
    // The same gap of a rule that had no finding before is new, as is another failure.
    let other = "text-bidi-order|row|imported/uninterpreted[0]|cantTell"
    let failure = "digit-order-ltr|row|HStack|failed"
    #expect(FixCommand.Audited.appeared(audited([other, failure], gaps: [other]), before: before) == [other, failure])
  }

  @Test("a failure an edit uncovers (the rule reported the first it met) gets its edit too, and both are kept")
  func uncovered() throws {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("App/View.swift")
    // Two Texts show the same clock: stable-cell-frames reports the first one's jitter only.
    let source = """
      import SwiftUI

      struct LapBoard: View {
        @State private var elapsed = 0

        private var clock: String {
          String(format: "%02d:%02d", elapsed / 60, elapsed % 60)
        }

        var body: some View {
          HStack {
            Text(clock)
              .font(.title)
            Text(clock)
              .font(.caption)
              .accessibilityHidden(true)
          }
        }
      }

      """
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "App"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("kept: App/View.swift:12:7: stable-cell-frames: .monospacedDigit() (removes 1 finding)\n"), "\(result.stderr)")
    #expect(result.stderr.contains("kept: App/View.swift:15:7: stable-cell-frames: .monospacedDigit() (removes 1 finding, uncovered"), "\(result.stderr)")
    let expected = source
      .replacingOccurrences(of: "        .font(.title)\n", with: "        .font(.title)\n        .monospacedDigit()\n")
      .replacingOccurrences(of: "        .accessibilityHidden(true)\n", with: "        .accessibilityHidden(true)\n        .monospacedDigit()\n")
    #expect(try text(file) == expected)
    let audit = try CLI.run(["audit", "App", "--rules", "stable-cell-frames", "--format", "github", "--output", "-", "--no-progress"], in: directory)
    #expect(!audit.stdout.contains("::notice"), "\(audit.stdout)")
  }

  @Test("on a display the importer stood in for, a jitter is can't tell and gets no edit; the reflection's fix is kept all the same")
  func standInDisplay() throws {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("App/View.swift")
    // The formatter's string is not read: the case shows mm:ss instead, whose proportional
    // digits jitter (25:00 → 24:59) whatever the app shows.
    let source = """
      import SwiftUI

      final class Clock: ObservableObject {
        @Published var remaining = 1500
        let formatter: DateComponentsFormatter = { let f = DateComponentsFormatter(); f.unitsStyle = .abbreviated; return f }()
        var label: String { formatter.string(from: TimeInterval(remaining)) ?? "" }
        func tick() { remaining -= 1 }
      }

      struct StandInTimer: View {
        @ObservedObject var clock: Clock

        var body: some View {
          VStack(spacing: 0) {
            face
            face.scaleEffect(x: 1, y: -1)
          }
        }

        private var face: some View { Text(clock.label) }
      }

      """
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "App", "--rules", "stable-cell-frames,reflection-accessibility-hidden"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("kept: App/View.swift:16:12: reflection-accessibility-hidden: .accessibilityHidden(true)"), "\(result.stderr)")
    #expect(!result.stderr.contains("stable-cell-frames") && !result.stderr.contains("dropped:"), "\(result.stderr)")
    #expect(
      try text(file)
        == source.replacingOccurrences(of: "face.scaleEffect(x: 1, y: -1)\n", with: "face.scaleEffect(x: 1, y: -1)\n        .accessibilityHidden(true)\n"))
  }

  @Test("a waived failure is accepted, not fixed, with the waivers .layout-audit.json names")
  func waived() throws {
    let (work, file) = try workspace(Self.fixes.appendingPathComponent("digit-order-ltr/Before.swift"))
    let before = try text(file)
    let waivers = """
      { "waivers": [ { "id": "CELLS-ORDER", "rule": "digit-order-ltr", "case": "cells", "reason": "The design keeps the row mirrored.",
        "approvedBy": "Design", "reviewBy": "2099-01-01" } ] }
      """
    try waivers.write(to: work.appendingPathComponent("waivers.json"), atomically: true, encoding: .utf8)
    try #"{ "waivers": "waivers.json" }"#.write(to: work.appendingPathComponent(".layout-audit.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["fix", "App", "--rules", "digit-order-ltr"], in: work)
    #expect(!result.stderr.contains("kept:"), "\(result.stderr)")
    #expect(try text(file) == before)
    let ignoring = try CLI.run(["fix", "App", "--rules", "digit-order-ltr", "--no-config", "--dry-run"], in: work)
    #expect(ignoring.stderr.contains("kept: App/View.swift:11:5: digit-order-ltr"), "\(ignoring.stderr)")
  }

  @Test("findings without an automatic fix say why")
  func notOffered() throws {
    let (work, _) = try workspace(Self.fixes.appendingPathComponent("digit-order-ltr/Before.swift"))
    let result = try CLI.run(["fix", "App", "--dry-run"], in: work)
    #expect(result.stderr.contains("not offered: App/View.swift:11:5: timer-accessibility-label: The spoken label is built from the app's own duration value"), "\(result.stderr)")
    #expect(result.status == 1)
  }

  /// A text with SARIF replacements made: lines and columns in code points, the end exclusive.
  static func applying(_ replacements: [[String: Any]], to text: String) throws -> String {
    var scalars = Array(text.unicodeScalars)
    func offset(_ line: Int, _ column: Int) -> Int {
      var current = 1
      var index = 0
      while current < line, index < scalars.count {
        if scalars[index] == "\n" { current += 1 }
        index += 1
      }
      return index + column - 1
    }
    // From the end, so earlier positions still hold.
    let ordered = replacements.sorted {
      let a = $0["deletedRegion"] as? [String: Int] ?? [:]
      let b = $1["deletedRegion"] as? [String: Int] ?? [:]
      return (a["startLine"] ?? 0, a["startColumn"] ?? 0) > (b["startLine"] ?? 0, b["startColumn"] ?? 0)
    }
    for replacement in ordered {
      let region = try #require(replacement["deletedRegion"] as? [String: Int])
      let inserted = try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)
      let start = offset(try #require(region["startLine"]), try #require(region["startColumn"]))
      let end = offset(try #require(region["endLine"]), try #require(region["endColumn"]))
      scalars.replaceSubrange(start..<end, with: Array(inserted.unicodeScalars))
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  @Test("audit's SARIF carries each fixable failure's proposed fix, which validates and gives fix's result", arguments: examples)
  func sarifFixes(_ folder: String, rule: String, added: String, status: Int32) throws {
    let (work, file) = try workspace(Self.fixes.appendingPathComponent("\(folder)/Before.swift"))
    let before = try text(file)
    let expected = try text(Self.fixes.appendingPathComponent("\(folder)/After.swift"))
    let audit = try CLI.run(
      ["audit", "App", "--rules", rule, "--format", "sarif", "--output", "-", "--no-config", "--no-progress"], in: work)
    // 1 for an error-severity failure, 0 for a warning's (stable-cell-frames, glass-container)
    // below the threshold.
    #expect(audit.status == (["stable-cell-frames", "glass-container"].contains(rule) ? 0 : 1), "\(audit.stderr)")
    #expect(try text(file) == before, "audit edited the source")

    let sarif = try Python.file(Data(audit.stdout.utf8), named: "report.sarif")
    let outcome = try Python.run(Python.validateJSONDraft7, [sarif.path, Python.sharedSchema("sarif-schema-2.1.0.json").path])
    #expect(outcome.status == 0, "\(outcome.output)")

    let log = try #require(try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let fixes = results.compactMap { $0["fixes"] as? [[String: Any]] }.flatMap { $0 }
    try #require(!fixes.isEmpty, "no fixes in \(audit.stdout)")
    var patched = before
    var seen = Set<String>()
    for fix in fixes {
      #expect((fix["properties"] as? [String: Any])?["verified"] as? Bool == false, "audit does not verify")
      let description = (fix["description"] as? [String: Any])?["text"] as? String ?? ""
      #expect(description.contains(added), "\(description)")
      let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
      #expect(changes.count == 1)
      let location = try #require(changes.first?["artifactLocation"] as? [String: Any])
      #expect(location["uri"] as? String == "App/View.swift" && location["uriBaseId"] as? String == "%SRCROOT%")
      // The same fix on several platforms' results is made once.
      let replacements = try #require(changes.first?["replacements"] as? [[String: Any]])
      let key = "\(replacements.map { "\($0["deletedRegion"] ?? "")\($0["insertedContent"] ?? "")" })"
      if seen.insert(key).inserted { patched = try Self.applying(replacements, to: patched) }
    }
    // The proposed edits are the ones fix keeps on these views.
    #expect(patched == expected)
  }

  @Test("a replacement is narrowed to what changed: a line of its own, or a few characters inside one")
  func replacements() {
    let old = "a\n  b }\nc\n"
    let new = "a\n  b.x() }\n  .y()\nc\n"
    let made = ReportFixes.replacements(file: "F.swift", old: old, new: new)
    // The changed line and the added one are one block, narrowed to " }" → ".x() }\n  .y()".
    #expect(made == [SourceReplacement(file: "F.swift", startLine: 2, startColumn: 4, endLine: 2, endColumn: 6, text: ".x() }\n  .y()")], "\(made)")
    let inserted = ReportFixes.replacements(file: "F.swift", old: "a\n}\n", new: "a\n  .y()\n}\n")
    #expect(inserted == [SourceReplacement(file: "F.swift", startLine: 2, startColumn: 1, endLine: 2, endColumn: 1, text: "  .y()\n")], "\(inserted)")
    let wide = ReportFixes.replacements(file: "F.swift", old: "é b\n", new: "é .a() b\n")
    #expect(wide == [SourceReplacement(file: "F.swift", startLine: 1, startColumn: 3, endLine: 1, endColumn: 3, text: ".a() ")], "columns count code points")
  }
}

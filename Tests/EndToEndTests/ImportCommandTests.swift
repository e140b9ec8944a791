import Foundation
import Testing
import TestSupport

/// `layout-audit import` then `layout-audit audit` with the built executable, as a team adopts
/// the importer: Swift in, case files out, the audit's findings on the Swift lines.
@Suite("Import command")
struct ImportCommandTests {
  static let corpus = Python.packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus/Views")

  /// A temporary folder with a corpus folder copied in as `App`.
  func workspace(_ folder: String) throws -> URL {
    let directory = try Python.temporaryDirectory()
    try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(folder), to: directory.appendingPathComponent("App"))
    return directory
  }

  func json(_ url: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test("import --view writes one case with variants, and audit blames the paused branch on its Swift line")
  func importThenAudit() throws {
    let work = try workspace("switch-phase")
    let imported = try CLI.run(["import", "App", "--view", "FocusSessionView", "--output", "Imported"], in: work)
    #expect(imported.status == 0, "\(imported.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("Imported").path)
    #expect(files == ["focus-session-view.json"])
    let caseFile = try json(work.appendingPathComponent("Imported/focus-session-view.json"))
    let view = try #require(caseFile["view"] as? [String: Any])
    #expect(view["type"] as? String == "Variants")
    #expect((view["branches"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["running", "paused", "finished"])

    let audit = try CLI.run(
      [
        "audit", "Imported", "--locales", "en,ar", "--platforms", "ios-26", "--settings", "default", "--rules", "digit-order-ltr",
        "--format", "json", "--format", "sarif", "--output", "Reports", "--no-config", "--no-progress",
      ], in: work)
    // The paused branch forgot the left-to-right pin: an error-level finding.
    #expect(audit.status == 1, "\(audit.stdout)\n\(audit.stderr)")
    let report = try json(work.appendingPathComponent("Reports/report.json"))
    let units = try #require(report["results"] as? [[String: Any]])
    let results = units.flatMap { $0["rules"] as? [[String: Any]] ?? [] }
    let result = try #require(results.first { $0["ruleID"] as? String == "digit-order-ltr" })
    #expect(result["status"] as? String == "failed")
    let sarif = try String(contentsOf: work.appendingPathComponent("Reports/report.sarif"), encoding: .utf8)
    // The cells' HStack is in the custom view the branch inlines, in its own file.
    #expect(sarif.contains("\"uri\" : \"App/FocusDigits.swift\""), "the SARIF result is not on the Swift file")
    #expect(sarif.contains("in branch switch-7=paused"))
    #expect(!sarif.contains("in branch switch-7=running"))
  }

  @Test("an app whose Info.plist ships no right-to-left localisation: its RTL failure is latent")
  func latentFromProjectLocalizations() throws {
    let work = try workspace("plist-localizations")
    let imported = try CLI.run(["import", "App", "--output", "Imported"], in: work)
    #expect(imported.status == 0, "\(imported.stderr)")
    let caseFile = try json(work.appendingPathComponent("Imported/egg-timer-view.json"))
    #expect(caseFile["localizations"] as? [String] == ["en", "de", "fr"])
    let arguments = [
      "audit", "Imported", "--locales", "en,ar", "--platforms", "ios-26", "--settings", "default", "--rules", "digit-order-ltr",
      "--format", "json", "--output", "Reports", "--no-config", "--no-progress",
    ]
    let lenient = try CLI.run(arguments + ["--fail-on", "error"], in: work)
    #expect(lenient.status == 0, "\(lenient.stdout)\n\(lenient.stderr)")
    let strict = try CLI.run(arguments + ["--fail-on", "latent"], in: work)
    #expect(strict.status == 1, "\(strict.stdout)\n\(strict.stderr)")
  }

  @Test("resolve on the imported case shows where the project's facts were read")
  func resolveShowsFacts() throws {
    let work = try workspace("plist-localizations")
    #expect(try CLI.run(["import", "App", "--output", "Imported"], in: work).status == 0)
    let resolved = try CLI.run(["resolve", "Imported/egg-timer-view.json", "--locale", "ar", "--platform", "ios-26"], in: work)
    #expect(resolved.status == 0, "\(resolved.stderr)")
    #expect(resolved.stdout.contains("fact: localizations = en, de, fr (from development localisation en: App/Package.swift:6 (defaultLocalization)"))
    #expect(resolved.stdout.contains("fact: deploymentTarget.iOS = 17.0 (from App/Package.swift:7 (platforms))"))
  }

  @Test("errors name what is wrong where it is: an unknown --view, a file that is not Swift, --output naming a file")
  func locatedErrors() throws {
    let work = try workspace("pomodoro-model")
    let unknown = try CLI.run(["import", "App", "--view", "PomodoroVeiw"], in: work)
    #expect(unknown.status == 65)
    #expect(unknown.stderr.hasPrefix("Error: no view named \"PomodoroVeiw\""), "\(unknown.stderr)")
    #expect(unknown.stderr.contains("did you mean \"PomodoroView\""))
    #expect(!unknown.stderr.contains(".swift:1:1"), "an error about --view points at a file: \(unknown.stderr)")

    try Data("{}".utf8).write(to: work.appendingPathComponent("notes.txt"))
    let notSwift = try CLI.run(["import", "notes.txt"], in: work)
    #expect(notSwift.status == 65)
    #expect(notSwift.stderr.contains("notes.txt:1:1: error: not Swift source"), "\(notSwift.stderr)")

    let toFile = try CLI.run(["import", "App", "--output", "notes.txt"], in: work)
    #expect(toFile.status == 64, "\(toFile.stderr)")
    #expect(toFile.stderr.contains("is a file; give a folder"))
  }

  @Test("import --explain says for each view which Texts were read, where their values come from and why")
  func explain() throws {
    let work = try workspace("pomodoro-model")
    let result = try CLI.run(["import", "App", "--explain", "--output", "Imported"], in: work)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("PomodoroView: imported"))
    #expect(result.stdout.contains("taken Text(model.timeString)"))
    #expect(result.stdout.contains("a time: String(format: \"%02d:%02d\")"))
    #expect(result.stdout.contains("← String(format:"))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Imported").path), "--explain wrote files")
  }

  @Test("--view imports the named view even when it shows no time; its time rules say can't tell")
  func namedWithoutTime() throws {
    let work = try workspace("pomodoro-model")
    try Data("import SwiftUI\nstruct Settings: View {\n  var body: some View { Text(\"Sound\") }\n}\n".utf8)
      .write(to: work.appendingPathComponent("App/Settings.swift"))
    let plain = try CLI.run(["import", "App", "--output", "Imported"], in: work)
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("settings.json"))
    let named = try CLI.run(["import", "App", "--view", "Settings", "--output", "Named"], in: work)
    #expect(named.status == 0, "\(named.stderr)")
    let caseFile = try json(work.appendingPathComponent("Named/settings.json"))
    let listed = try #require((caseFile["imported"] as? [String: Any])?["uninterpreted"] as? [[String: Any]])
    #expect(listed.contains { ($0["at"] as? String)?.hasPrefix("App/Settings.swift:2:") == true })
  }
}

import Foundation
import Testing

import ReportModel
import Rules
import Runner

/// What the Swift importer could not read turns verdicts into can't tell (`ImportGaps`): passes
/// of the rules an entry names, and failures found on a display it only stood in for.
@Suite("Import gaps")
struct ImportGapsTests {
  /// A Text of proportional digits counting 25:00 → 24:50 (it jitters), reflected and the
  /// reflection visible to VoiceOver, with one uninterpreted entry (`ENTRY` the rest of it).
  static let standInCase = """
    {
      "id": "stand-in",
      "title": "Stand-in display",
      "deploymentTarget": { "iOS": "26.0" },
      "timeline": { "countdown": { "from": 1500, "to": 1490, "step": 1 },
                    "display": { "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" } },
      "view": { "type": "VStack", "spacing": 0, "children": [
        { "id": "timer", "type": "Text", "text": "$display" },
        { "id": "reflection", "type": "Reflection", "of": "timer", "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } } ] } ] },
      "imported": { "from": "App/Clock.swift", "view": "Clock",
        "uninterpreted": [ { "construct": "formatter.string(from: left)", "at": "App/Clock.swift:6:23"ENTRY,
          "reason": "the display string is not made by a format the importer reads; the case assumes mm:ss" } ] }
    }
    """

  static func audit(_ entry: String) throws -> AuditReport {
    let json = standInCase.replacingOccurrences(of: "ENTRY", with: entry)
    var request = try RunnerSupport.request(
      [RunnerSupport.load(json, id: "stand-in")], locales: ["en", "he"],
      rules: RuleCatalog.all.filter { ["stable-cell-frames", "reflection-accessibility-hidden"].contains($0.id) })
    request.platforms = request.platforms.filter { $0.id == "ios-26" }
    return try AuditRunner().run(request)
  }

  @Test("a failure of a rule that reads the shown string, found on the stand-in display, is can't tell at the construct; a structural failure stands")
  func standInFailure() throws {
    let report = try Self.audit(#", "standInDisplay": ["stable-cell-frames", "digit-order-ltr"]"#)
    let frames = try #require(report.results.first { $0.ruleID == "stable-cell-frames" })
    #expect(frames.status == .cantTell)
    let finding = try #require(frames.findings.first)
    #expect(finding.reason == "uninterpreted-swift")
    #expect(finding.message.contains("stand-in display"))
    #expect(finding.message.contains("formatter.string(from: left) (App/Clock.swift:6:23)"))
    #expect(finding.node?.path == "imported/uninterpreted[0]")
    #expect(report.results.first { $0.ruleID == "reflection-accessibility-hidden" }?.status == .failed)
  }

  @Test("a width rule's failure measured in the system font standing in for a custom font is can't tell; a structural failure stands")
  func standInFontFailure() throws {
    let report = try Self.audit(#", "rules": ["stable-cell-frames"], "standInFont": ["stable-cell-frames"]"#)
    let frames = try #require(report.results.first { $0.ruleID == "stable-cell-frames" })
    #expect(frames.status == .cantTell)
    let finding = try #require(frames.findings.first)
    #expect(finding.reason == "uninterpreted-swift")
    #expect(finding.message.contains("custom font"))
    #expect(report.results.first { $0.ruleID == "reflection-accessibility-hidden" }?.status == .failed)
  }

  @Test("without standInDisplay the display was read: a failure stands as found")
  func readDisplayFailure() throws {
    let report = try Self.audit(#", "rules": ["digit-order-ltr"]"#)
    #expect(report.results.first { $0.ruleID == "stable-cell-frames" }?.status == .failed)
    #expect(report.results.first { $0.ruleID == "reflection-accessibility-hidden" }?.status == .failed)
  }
}

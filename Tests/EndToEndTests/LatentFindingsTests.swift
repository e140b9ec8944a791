import Foundation
import LayoutAudit
import TestSupport
import Testing

/// An app without right-to-left localisations, end to end: its RTL findings are latent, shown
/// apart, and fail a run only with `--fail-on latent`.
@Suite("latent findings, end to end")
struct LatentFindingsTests {
  static let locales = ["--locales", "en,he,ar-EG,fa,ug", "--format", "text,json"]

  /// The shipped case without its `expect` block, so its latent findings are undeclared.
  static func workspace() throws -> URL {
    let work = try CLI.workspace(["zoo-latent-rtl-overtime-text"])
    let path = work.appendingPathComponent("Cases/zoo-latent-rtl-overtime-text.json")
    var text = try String(contentsOf: path, encoding: .utf8)
    let start = try #require(text.range(of: ",\n  \"expect\""))
    text = String(text[..<start.lowerBound]) + "\n}\n"
    try text.write(to: path, atomically: true, encoding: .utf8)
    return work
  }

  @Test("RTL findings of an app that ships no RTL localisation are latent: exit 0 with --fail-on error, 1 with --fail-on latent")
  func latentExitCodes() throws {
    let work = try Self.workspace()
    let lenient = try CLI.run(["audit"] + Self.locales + ["--fail-on", "error"], in: work)
    #expect(lenient.status == 0, "\(lenient.stdout)\(lenient.stderr)")
    #expect(lenient.stdout.contains("latent zoo-latent-rtl-overtime-text text-bidi-order"))
    let report = try Auditor().readReport(data: CLI.read(work, "Reports/report.json"), path: "report.json")
    let latent = report.results.filter { $0.status == .latent }
    #expect(Set(latent.map(\.platform)) == ["ios-26", "ipados-26"])
    #expect(Set(latent.flatMap(\.findings).flatMap(\.locales)) == ["he", "ar-EG", "fa"])
    #expect(report.summary.failed == 0)
    #expect(report.inputs.first?.localizations == ["en", "de", "fr", "ja"])
    let strict = try CLI.run(["audit"] + Self.locales + ["--fail-on", "latent"], in: work)
    #expect(strict.status == 1, "\(strict.stdout)\(strict.stderr)")
  }

  @Test("The shipped case declares its latent findings, so its own audit passes even with --fail-on latent")
  func declaredLatent() throws {
    let work = try CLI.workspace(["zoo-latent-rtl-overtime-text"])
    let result = try CLI.run(["audit", "--format", "text", "--fail-on", "latent"], in: work)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains("unmet"))
  }
}

import Foundation
import LayoutAudit
import Testing
import TestSupport

/// `audit` on a folder of Swift files: every report format locates findings on `.swift` lines.
@Suite("Auditing Swift source")
struct SwiftAuditReportTests {
  static let folder = "Tests/SwiftImportTests/Corpus/Views/digit-cells-three-files"

  func report() throws -> AuditReport {
    let auditor = Auditor()
    let cases = try ImportSupport.cases(try ImportSupport.importPaths([Self.folder]), auditor: auditor)
    return try auditor.audit(cases, locales: .ids(["en", "ar", "he", "fa"]), platforms: ["ios-26", "tvos-26"])
  }

  @Test("SARIF validates and its results point at .swift files and lines")
  func sarif() throws {
    let data = try Auditor().render(try report(), as: .sarif)
    let file = try Python.file(data, named: "report.sarif")
    let outcome = try Python.run(Python.validateJSONDraft7, [file.path, Python.sharedSchema("sarif-schema-2.1.0.json").path])
    #expect(outcome.status == 0, "\(outcome.output)")
    let log = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri.hasPrefix(Self.folder + "/") && uri.hasSuffix(".swift"), "\(uri)")
      let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
      let lines = try String(contentsOfFile: uri, encoding: .utf8).components(separatedBy: "\n").count
      #expect((1...lines).contains(line))
    }
  }

  @Test("GitHub annotations and the JSON report name the Swift line")
  func githubAndJSON() throws {
    let report = try report()
    let github = String(decoding: try Auditor().render(report, as: .github), as: UTF8.self)
    let annotations = github.split(separator: "\n").filter { $0.hasPrefix("::error") || $0.hasPrefix("::warning") }
    #expect(annotations.contains { $0.contains("file=\(Self.folder)/") && $0.contains(".swift,line=") })
    for finding in report.results.flatMap(\.findings) {
      #expect(finding.node?.file?.hasSuffix(".swift") == true)
    }
    #expect(report.inputs.allSatisfy { $0.path.hasSuffix(".swift") })
  }
}

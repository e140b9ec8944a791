import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules
@testable import Runner
import Workers

/// Builds audit configurations over small matrices for tests.
enum RunnerSupport {
  static let casesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Cases").standardized

  static func shipped(_ name: String) throws -> String {
    try String(contentsOf: casesDirectory.appendingPathComponent("\(name).json"), encoding: .utf8)
  }

  static func load(_ json: String, id: String = "return-glass-timer") throws -> LoadedCase {
    let data = Data(json.utf8)
    let layoutCase = try CaseDecoder().decode(data, path: "Cases/\(id).json")
    return LoadedCase(path: "Cases/\(id).json", layoutCase: layoutCase, contents: data)
  }

  static func locales(_ ids: [String]) throws -> [LocaleProfile] {
    try LocaleEngine.shared.allProfiles().filter { ids.contains($0.locale.bcp47) }
  }

  static func request(
    _ cases: [LoadedCase], locales: [String] = ["en", "he", "ar-EG", "fa", "ps", "ff-Adlm"],
    rules: [any Rule] = RuleCatalog.all
  ) throws -> AuditRequest {
    var request = AuditRequest(
      cases: cases.map(AuditCase.init), locales: try Self.locales(locales), platforms: PlatformCatalog.builtIn.profiles,
      settings: AccessibilitySettings.all, rules: rules.map(AuditRule.init))
    request.generatedAt = Date(timeIntervalSince1970: 1_700_000_000)
    request.jobs = 2
    return request
  }

  /// (rule, platform) pairs that failed.
  static func failures(_ report: AuditReport) -> Set<String> {
    Set(report.results.filter { $0.status == .failed }.map { "\($0.ruleID) \($0.platform)" })
  }
}

extension AuditRequest {
  /// The request's waivers as a list, for tests that write them out.
  var waiverList: [Waiver] {
    get { waivers.waivers }
    set { waivers = WaiverSet(newValue, digest: nil) }
  }
}

extension LocaleClassifier {
  /// The classes of a case's locales, in order of their first member, worked out on `jobs`
  /// threads.
  static func groups(for layoutCase: LayoutCase, locales: [LocaleProfile], jobs: Int = 1) throws(ResolutionError)
    -> [Group]
  {
    let classifier = LocaleClassifier(cases: [layoutCase], locales: locales, jobs: jobs)
    let pool = WorkPool()
    pool.add(classifier.jobs)
    pool.run(threads: jobs)
    return try classifier.results[0].get()
  }
}

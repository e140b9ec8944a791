import Testing

import ReportModel

@Suite("Finding groups")
struct FindingGroupTests {
  /// The regression case's digit failure, as on iOS and tvOS, with its locales and settings.
  static func report(iOS: [String], tvOS: [String], iOSSettings: [String] = ["default"]) -> AuditReport {
    var report = Fixtures.report()
    let base = Fixtures.results()[1]
    var onIOS = base
    onIOS.platform = "ios-26"
    onIOS.findings[0].locales = iOS
    onIOS.findings[0].settings = iOSSettings
    var onTVOS = base
    onTVOS.findings[0].locales = tvOS
    report.results = [onIOS, onTVOS]
    return report
  }

  @Test("One defect on two platforms is one group: platforms in report order, locales once each in matrix order")
  func joinsPlatforms() throws {
    let groups = Self.report(iOS: ["fa", "he"], tvOS: ["ur", "he", "ar"]).findingGroups
    #expect(groups.count == 1)
    let group = try #require(groups.first)
    #expect(group.platforms == ["ios-26", "tvos-26"])
    #expect(group.locales == ["he", "ar", "fa", "ur"])
    #expect(group.settings == ["default", "reduce-motion"])
  }

  @Test("Locales the matrix does not list follow the listed ones, by name")
  func unlistedLocales() throws {
    let group = try #require(Self.report(iOS: ["zz", "he"], tvOS: ["ar", "aa"]).findingGroups.first)
    #expect(group.locales == ["he", "ar", "aa", "zz"])
  }

  @Test("A group of one finding keeps the finding's own lists")
  func singleFinding() throws {
    var report = Self.report(iOS: [], tvOS: [])
    report.results.removeFirst()
    report.results[0].findings[0].locales = ["fa", "he"]
    let group = try #require(report.findingGroups.first)
    #expect(group.locales == ["fa", "he"])
    #expect(group.platforms == ["tvos-26"])
  }
}

import Foundation
import Testing

import LayoutEngine
import ReportModel
import Rules
import Runner

/// iPhone and iPad resolve a case alike (one platform class) but offer text different room: the
/// text-size rules are judged under each platform's own offer, every other rule once.
@Suite("Text-size rules per platform within a class")
struct TextOfferTests {
  /// A fixed 170 pt "01:05" (about 435 pt): wider than the 360 pt iPhone, narrower than the
  /// 744 pt iPad, with no frame.
  static let wide = """
    {
      "id": "wide", "title": "A wide fixed-size timer",
      "deploymentTarget": { "iOS": "26.0", "iPadOS": "26.0" },
      "timeline": { "countdown": { "from": 65, "to": 55, "step": 1 }, "display": { "pattern": "mm:ss", "digits": "latn" } },
      "view": { "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "font": { "size": 170 } } ] }
    }
    """

  @Test("the fit rule fails on the iPhone and passes on the iPad in one run, as each alone")
  func perPlatform() throws {
    let loaded = try RunnerSupport.load(Self.wide, id: "wide")
    let iOS = try #require(PlatformCatalog.builtIn.profiles.first { $0.id == "ios-26" })
    let iPadOS = try #require(PlatformCatalog.builtIn.profiles.first { $0.id == "ipados-26" })
    #expect(PlatformClassKey(platform: iOS, case: loaded.layoutCase) == PlatformClassKey(platform: iPadOS, case: loaded.layoutCase))
    var request = try RunnerSupport.request([loaded], locales: ["en", "ar-EG"])
    request.platforms = [iOS, iPadOS]
    let together = try AuditRunner().run(request)
    let status = { (report: AuditReport, platform: String) in
      report.results.first { $0.ruleID == "timer-text-fits" && $0.platform == platform }?.status
    }
    #expect(status(together, "ios-26") == .failed)
    #expect(status(together, "ipados-26") == .passed)
    for platform in [iOS, iPadOS] {
      request.platforms = [platform]
      let alone = try AuditRunner().run(request)
      #expect(
        alone.results.filter { $0.ruleID.hasPrefix("timer-text") }.map(\.findings)
          == together.results.filter { $0.ruleID.hasPrefix("timer-text") && $0.platform == platform.id }.map(\.findings))
    }
  }
}

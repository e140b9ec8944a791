import Foundation
import LayoutModel
import LocaleEngine
import Testing

@testable import LayoutEngine

/// Text widths at each Dynamic Type size against the space they have, with hand-computed
/// numbers: Apple's published point sizes (iOS large title 34 pt at Large, 60 pt at
/// accessibility5) and the stand-in fonts' advances (Latin digits 0.572 em, ":" 0.268 em).
@Suite("Text fit at each text size")
struct TextFitTests {
  static let iOS = PlatformCatalog.builtIn.profiles.first { $0.id == "ios-26" }!

  static func box(
    _ text: String, font: TextFont, frame: Double? = nil, shrink: Double = 1, limits: TextSizeLimits = TextSizeLimits(),
    cells: [Double?]? = nil
  ) -> TextBox {
    TextBox(
      node: NodeReference(path: "timer", id: "timer", type: "Text", line: 1, column: 1), copy: .original,
      text: text,
      sizing: TextSizing(
        font: font, limits: limits, largeContentViewer: false, minimumScaleFactor: shrink, availableWidth: frame,
        lineLimit: nil),
      cellFactors: cells)
  }

  struct Example: Sendable, CustomTestStringConvertible {
    let name: String
    let box: TextBox
    let size: DynamicTypeSize
    let points: Double
    let width: Double
    let verdict: TextFit.Verdict
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    // 2 × 0.572 × 60 = 68.64; × 1.12 = 76.9 ≤ 80.
    Example(name: "two Latin digits in a large-title field at AX5", box: box("25", font: .style(.largeTitle), frame: 80), size: .accessibility5, points: 60, width: 68.64, verdict: .fits),
    // Myanmar digits: the widest is 0.72 em: 2 × 0.72 × 60 = 86.4; × 0.88 = 76.0 ≤ 80 < 96.8.
    Example(name: "two Burmese digits: inside the margin", box: box("၂၅", font: .style(.largeTitle), frame: 80), size: .accessibility5, points: 60, width: 86.4, verdict: .withinMargin),
    // A size relative to a style scales by the style's ratio: 43 × 46 / 36 on watchOS would be
    // the watch; on iOS 43 × 60 / 34 = 75.88; "1:01:35" = 5 × 0.572 + 2 × 0.268 = 3.396 em.
    Example(name: "a @ScaledMetric size follows its style", box: box("1:01:35", font: .size(43, relativeTo: .largeTitle)), size: .accessibility5, points: 43 * 60 / 34, width: 3.396 * 43 * 60 / 34, verdict: .fits),
    // A fixed size stays put: 2.556 em × 80 = 204.48 in 150: 204.48 × 0.88 = 179.9 > 150.
    Example(name: "a fixed 80 pt timer in a 150 pt frame", box: box("01:05", font: .size(80, relativeTo: nil), frame: 150), size: .xSmall, points: 80, width: 204.48, verdict: .overflows),
    // minimumScaleFactor 0.5: 204.48 × 0.5 × 1.12 = 114.5 ≤ 150.
    Example(name: "the same, allowed to shrink to half", box: box("01:05", font: .size(80, relativeTo: nil), frame: 150, shrink: 0.5), size: .xSmall, points: 80, width: 204.48, verdict: .fits),
    // Cells keep their frames: the width table (0.6 + 0.6 + 0.3 + 0.6 + 0.6 = 2.7 em) × 72, and
    // minimumScaleFactor does not shrink them: 194.4 × 0.88 = 171 > 162 is not the phone; on the
    // 360 pt iPhone screen 194.4 × 1.12 = 217.7 fits.
    Example(name: "fixed 72 pt cells on the narrowest iPhone", box: box("25:00", font: .size(72, relativeTo: nil), shrink: 0.5, cells: [0.6, 0.6, 0.3, 0.6, 0.6]), size: .large, points: 72, width: 194.4, verdict: .fits),
    // dynamicTypeSize(.large) pins the size: body is 17 pt whatever the person chose.
    Example(name: "a pinned size", box: box("25:00", font: .style(.body), limits: TextSizeLimits().adding(.value(.large))), size: .accessibility5, points: 17, width: 2.556 * 17, verdict: .fits),
  ]

  @Test("the width at a size and the verdict against the space", arguments: examples)
  func measures(_ example: Example) throws {
    let support = try #require(Self.iOS.dynamicType)
    let fits = try TextFit.measure(example.box, support: support, screen: Self.iOS.screen, only: example.size).get()
    let fit = try #require(fits.first)
    #expect(abs(fit.points - example.points) < 0.001)
    #expect(abs(fit.width - example.width) < 0.01, "\(fit.width)")
    #expect(fit.verdict == example.verdict)
  }

  @Test("each distinct point size is judged once, smallest first")
  func distinctSizes() throws {
    let support = try #require(Self.iOS.dynamicType)
    // Caption2 is 11 pt at xSmall, small, medium and large.
    let fits = try TextFit.measure(Self.box("25:00", font: .style(.caption2)), support: support, screen: Self.iOS.screen).get()
    #expect(fits.map(\.points) == [11, 13, 15, 17, 20, 24, 29, 34, 40])
    #expect(fits.first?.size == .xSmall)
  }

  @Test("a character the stand-in fonts lack, or a style the platform has no table for, is unknown")
  func unknowns() throws {
    let support = try #require(Self.iOS.dynamicType)
    if case .failure(.noMetrics(let missing)) = TextFit.measure(Self.box("25 ч", font: .style(.body)), support: support, screen: Self.iOS.screen) {
      #expect(missing.codePoints == "U+0447")
    } else {
      Issue.record("expected no metrics for Cyrillic")
    }
    let visionOS = try #require(PlatformCatalog.builtIn.profiles.first { $0.id == "visionos-26" })
    let vision = try #require(visionOS.dynamicType)
    guard case .failure(.noPointSize) = TextFit.measure(Self.box("25:00", font: .style(.body)), support: vision, screen: visionOS.screen)
    else {
      Issue.record("visionOS publishes no point sizes")
      return
    }
  }

  @Test("the stand-in fonts have the digits of every locale's default numbering system, and name their sources")
  func coversEveryLocale() throws {
    let metrics = StandInMetrics.shipped
    let profiles = try LocaleEngine().allProfiles()
    #expect(profiles.count > 800)
    var missing: Set<String> = []
    for profile in profiles {
      for digit in profile.numberingSystem.digits where metrics.width(of: digit).isFailure {
        missing.insert("\(profile.numberingSystem.name) \(digit)")
      }
    }
    #expect(missing.isEmpty, "\(missing.sorted())")
    let text = try String(
      contentsOf: try #require(Bundle.module.url(forResource: "stand-in-advances", withExtension: "json", subdirectory: "Metrics")
        ?? Bundle.module.url(forResource: "stand-in-advances", withExtension: "json")),
      encoding: .utf8)
    let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let fonts = try #require(root?["fonts"] as? [[String: Any]])
    #expect(!fonts.isEmpty)
    for font in fonts {
      for key in ["family", "repository", "commit", "path", "blob", "licence"] {
        #expect((font[key] as? String)?.isEmpty == false, "\(key) of \(font["family"] ?? "?")")
      }
      #expect((font["commit"] as? String)?.count == 40)
    }
  }
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}

import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Testing

/// Builds small cases from JSON snippets, the way a user writes them.
enum CaseBuilder {
  static func make(
    view: String, iOS: String = "26.0", tvOS: String = "26.0",
    display: String = #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
    from: Int = 1500, to: Int = 0, extra: String = ""
  ) throws -> LayoutCase {
    let json = """
      {
        "id": "t", "title": "test", \(extra)
        "deploymentTarget": { "iOS": "\(iOS)", "tvOS": "\(tvOS)" },
        "timeline": { "countdown": { "from": \(from), "to": \(to), "step": 1 }, "display": \(display) },
        "view": \(view)
      }
      """
    return try CaseDecoder().decode(Data(json.utf8), path: "t.json")
  }

  static func shipped(_ name: String) throws -> LayoutCase {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Cases/\(name).json").standardized
    return try CaseDecoder().decode(Data(contentsOf: url), path: url.path)
  }

  static func resolve(
    _ layoutCase: LayoutCase, locale: String, platform: String = "ios-26",
    settings: AccessibilitySettings = .standard, tick: Int? = nil
  ) throws -> ResolvedLayout {
    let resolver = try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile(locale),
      platform: #require(PlatformCatalog.builtIn.profile(platform)), settings: settings)
    return try resolver.resolve(tick: tick ?? layoutCase.timeline.countdown.from)
  }

  /// Characters of the original display node, left to right.
  static func shown(_ layout: ResolvedLayout) -> String {
    layout.originalDisplays.first?.shown ?? ""
  }

  /// The x of each glyph of a node, by logical index.
  static func positions(_ layout: ResolvedLayout, copy: CopyKind = .original) -> [Double] {
    layout.glyphs.filter { $0.copy == copy }.sorted { $0.logicalIndex < $1.logicalIndex }.map(\.x)
  }
}

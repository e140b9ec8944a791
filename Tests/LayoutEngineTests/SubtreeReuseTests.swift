import Foundation
import Testing

@testable import LayoutEngine
import LayoutModel
import LocaleEngine

/// A resolver reuses the subtrees that show nothing of the value from tick to tick
/// (`SubtreeCache`): every layout it resolves must equal the layout a new resolver, which has
/// reused nothing, resolves for the same tick.
@Suite("Subtree reuse")
struct SubtreeReuseTests {
  /// A screen where most of the tree never shows the time: a header, a list of buttons, a
  /// reflection of a static badge, `Variants` of static panels, glass and an animation, and a
  /// static label that reads `24:59`, the display at tick 1499, so one element's answer to
  /// "does my label speak the raw display" changes with the tick though its subtree shows no
  /// placeholder.
  static let screen = #"""
    { "type": "VStack", "spacing": 4, "children": [
      { "id": "header", "type": "HStack", "spacing": 8, "modifiers": [ { "glassEffect": { "variant": "regular", "in": "capsule" } } ],
        "children": [
          { "type": "Text", "text": "Focus" },
          { "type": "Button", "label": "Settings" },
          { "id": "badge", "type": "Text", "text": "Round 1 of 4",
            "modifiers": [ { "accessibilityLabel": "Round one" } ] }
        ] },
      { "id": "timer", "type": "Text", "text": "$display",
        "modifiers": [ { "monospacedDigit": true }, { "animation": { "value": "display", "curve": "easeInOut", "duration": 0.15 } } ] },
      { "type": "Text", "text": "of 25:00" },
      { "id": "preset", "type": "Text", "text": "24:59", "modifiers": [ { "accessibilityLabel": "24:59" } ] },
      { "type": "Reflection", "of": "badge", "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } } ] },
      { "id": "panel", "type": "Variants", "branches": [
        { "name": "running", "view": { "type": "HStack", "spacing": 12, "children": [
          { "type": "Button", "label": "Pause" }, { "type": "Button", "label": "Stop" } ] } },
        { "name": "paused", "view": { "type": "VStack", "spacing": 2, "children": [
          { "type": "Button", "label": "Resume" }, { "type": "Text", "text": "Paused" } ] } }
      ] },
      { "type": "VStack", "spacing": 2, "children": [
        { "type": "Text", "text": "Today" }, { "type": "Text", "text": "3 sessions" }, { "type": "Spacer" },
        { "type": "Rectangle", "modifiers": [ { "frame": { "width": 200, "height": 1 } } ] }
      ] }
    ] }
    """#

  /// Every tick of `ticks` resolved by one resolver (reusing) and by a new one each (not);
  /// the first `underEverySetting` of them also by the reusing resolver under every other
  /// setting (which shares its cache), against a new resolver under that setting.
  static func expectSame(
    _ layoutCase: LayoutCase, locale: String, platform: String, settings: AccessibilitySettings = .standard,
    branches: [String: String] = [:], ticks: [Int], underEverySetting: Int = 0
  ) throws {
    func resolver(_ settings: AccessibilitySettings) throws -> LayoutResolver {
      try LayoutResolver(
        case: layoutCase, locale: LocaleEngine.shared.profile(locale),
        platform: #require(PlatformCatalog.builtIn.profile(platform)), settings: settings
      ).with(branches: branches)
    }
    let reusing = try resolver(settings)
    for (index, tick) in ticks.enumerated() {
      let reused = try reusing.resolve(tick: tick)
      let fresh = try resolver(settings).resolve(tick: tick)
      #expect(reused == fresh, "\(layoutCase.id) \(locale) \(platform) \(branches) tick \(tick)")
      guard index < underEverySetting else { continue }
      for other in AccessibilitySettings.all {
        let reusedOther = try reusing.with(settings: other).resolve(tick: tick)
        let freshOther = try resolver(other).resolve(tick: tick)
        #expect(reusedOther == freshOther, "\(layoutCase.id) \(locale) \(platform) \(branches) \(other) tick \(tick)")
      }
    }
  }

  @Test("A screen around a small timer: the same layouts with and without reuse, in both directions, every branch and setting")
  func screenLayouts() throws {
    let layoutCase = try CaseBuilder.make(view: Self.screen)
    let ticks = [1500, 1499, 1498, 1440, 1499, 600, 59, 0]
    for locale in ["en", "he", "ar-EG"] {
      for platform in ["ios-26", "tvos-26", "watchos-26"] {
        for branches in layoutCase.branchSelections {
          try Self.expectSame(
            layoutCase, locale: locale, platform: platform, branches: branches, ticks: ticks,
            underEverySetting: ticks.count)
        }
      }
    }
    try Self.expectSame(
      layoutCase, locale: "he", platform: "ios-26", settings: AccessibilitySettings.all.last!, ticks: ticks)
  }

  @Test("A static label that reads the display is raw only at that tick, though its subtree is reused")
  func labelAnswerFollowsTheTick() throws {
    let layoutCase = try CaseBuilder.make(view: Self.screen)
    let resolver = try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile("en"),
      platform: PlatformCatalog.builtIn.profile("ios-26")!)
    func preset(_ tick: Int) throws -> AccessibilityElement? {
      try resolver.resolve(tick: tick).accessibility.first { $0.node.id == "preset" }
    }
    #expect(try preset(1500)?.labelIsRawDisplay == false)
    #expect(try preset(1499)?.labelIsRawDisplay == true)
    #expect(try preset(1498)?.labelIsRawDisplay == false)
  }

  @Test("Only the subtrees without a placeholder are kept, the outermost of them")
  func whatIsKept() throws {
    let layoutCase = try CaseBuilder.make(view: Self.screen)
    let resolver = try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile("en"),
      platform: PlatformCatalog.builtIn.profile("ios-26")!)
    _ = try resolver.resolve(tick: 1500)
    let root = layoutCase.view
    let environment = ResolutionEnvironment(direction: .ltr)
    func kept(_ path: String, _ node: ViewNode) -> Bool {
      if case .resolved = resolver.subtrees.slot(path, node: node, environment: environment, depth: 1) { return true }
      return false
    }
    let children = root.children
    #expect(resolver.showsTick(root))
    #expect(kept("VStack/header", children[0]))
    #expect(!kept("VStack/timer", children[1]))
    #expect(resolver.showsTick(children[1]))
    #expect(kept("VStack/VStack[6]", children[6]))
    // A subtree inside a kept one is resolved with it, not kept on its own.
    let header = children[0].children
    #expect(resolver.subtrees.slot("VStack/header/Text[0]", node: header[0], environment: environment, depth: 2) == nil)
  }

  @Test("Digit cells with templates, resolved once per character: the same layouts with and without reuse")
  func cellTemplates() throws {
    // A template with no placeholder (reused per character), one that draws `$cell` twice and
    // one whose label speaks the display (both resolved at every tick), in a reflection too.
    let view = #"""
      { "type": "VStack", "spacing": 4, "children": [
        { "id": "bars", "type": "DigitCells", "text": "$display", "fontSize": 40, "cellWidth": "proportional",
          "cell": { "type": "VStack", "spacing": 2, "children": [
            { "type": "Shape", "shape": "glyphPath" }, { "type": "Rectangle", "modifiers": [ { "frame": { "height": 2 } } ] } ] } },
        { "type": "DigitCells", "text": "$display", "fontSize": 30, "cellWidth": { "digit": 0.6, "separator": 0.3 },
          "cell": { "type": "VStack", "spacing": 0, "children": [ { "type": "Text", "text": "$cell" }, { "type": "Text", "text": "$cell" } ] } },
        { "type": "DigitCells", "text": "$display", "fontSize": 30, "cellWidth": "proportional",
          "cell": { "type": "ZStack", "children": [ { "type": "Shape", "shape": "glyphPath" } ],
            "modifiers": [ { "accessibilityLabel": "$display" } ] } },
        { "type": "Reflection", "of": "bars", "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } } ] }
      ] }
      """#
    let layoutCase = try CaseBuilder.make(view: view, from: 620, to: 0)
    let ticks = [620, 619, 611, 610, 601, 600, 599, 619, 100, 11, 10, 1, 0]
    for locale in ["en", "he", "ar-EG", "fa"] {
      try Self.expectSame(layoutCase, locale: locale, platform: "ios-26", ticks: ticks, underEverySetting: 2)
    }
  }

  @Test("Shipped cases: the same layouts with and without reuse")
  func shippedCases() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Cases")
      .standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    #expect(names.count > 20)
    for name in names {
      let layoutCase = try CaseBuilder.shipped(String(name.dropLast(5)))
      let all = layoutCase.timeline.countdown.ticks
      let ticks = Array(all.prefix(4)) + stride(from: 4, to: all.count, by: max(1, all.count / 12)).map { all[$0] }
      for (locale, platform) in [("en", "ios-26"), ("he", "tvos-26"), ("ar-EG", "macos-26")] {
        for branches in layoutCase.branchSelections {
          try Self.expectSame(
            layoutCase, locale: locale, platform: platform, branches: branches, ticks: ticks, underEverySetting: 2)
        }
      }
    }
  }
}

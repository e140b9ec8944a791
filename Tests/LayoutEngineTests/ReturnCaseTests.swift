import Testing

@testable import LayoutEngine
import LayoutModel

/// The two Return cases of the field report, end to end through resolution.
@Suite("Return cases")
struct ReturnCaseTests {
  @Test("On iOS 26 both cases show the digits left to right under he and ar-EG", arguments: [
    ("return-glass-timer", "he"), ("return-glass-timer", "ar-EG"),
    ("return-timer-tvos-regression", "he"), ("return-timer-tvos-regression", "ar-EG"),
  ])
  func iOS(name: String, locale: String) throws {
    let layout = try CaseBuilder.resolve(CaseBuilder.shipped(name), locale: locale, platform: "ios-26")
    #expect(layout.displays.map(\.shown) == ["25:00", "25:00"])
  }

  @Test("On tvOS 26 the regression case shows the digits reversed; the production case does not",
    arguments: ["he", "ar-EG", "fa", "ur"])
  func tvOS(locale: String) throws {
    let regression = try CaseBuilder.resolve(
      try CaseBuilder.shipped("return-timer-tvos-regression"), locale: locale, platform: "tvos-26")
    #expect(CaseBuilder.shown(regression) == "00:52")
    let production = try CaseBuilder.resolve(
      try CaseBuilder.shipped("return-glass-timer"), locale: locale, platform: "tvos-26")
    #expect(production.displays.map(\.shown) == ["25:00", "25:00"])
  }

  @Test("The reflection's accessibility element is hidden in the production case")
  func reflectionHidden() throws {
    let layout = try CaseBuilder.resolve(CaseBuilder.shipped("return-glass-timer"), locale: "en")
    let visible = layout.accessibility.filter { !$0.hidden }
    #expect(visible.count == 1)
    #expect(visible.first?.label == "Time remaining: 25 minutes")
    #expect(visible.first?.traits == [.updatesFrequently])
    #expect(layout.accessibility.contains { $0.hidden && $0.copy == .reflection })
  }

  @Test("Under Reduce Motion the morph animation is off; the system reduces lensing")
  func reduceMotion() throws {
    let layout = try CaseBuilder.resolve(
      try CaseBuilder.shipped("return-glass-timer"), locale: "en", settings: .init(reduceMotion: true))
    let morph = layout.motion.filter { $0.kind == .morph }
    #expect(!morph.isEmpty && morph.allSatisfy { $0.curve == nil })
    #expect(layout.motion.filter { $0.kind == .lensing }.allSatisfy { $0.systemReduced })
    let standard = try CaseBuilder.resolve(CaseBuilder.shipped("return-glass-timer"), locale: "en")
    #expect(standard.motion.first { $0.kind == .morph }?.curve == "easeInOut 0.15s")
  }

  @Test("The reflection is drawn upside down under the original, in the same order")
  func reflectionGeometry() throws {
    let layout = try CaseBuilder.resolve(CaseBuilder.shipped("return-glass-timer"), locale: "he")
    let original = layout.glyphs.filter { $0.copy == .original }
    let reflection = layout.glyphs.filter { $0.copy == .reflection }
    #expect(reflection.allSatisfy { $0.flippedVertically })
    #expect(reflection.map(\.y).min()! > original.map(\.y).min()!)
    #expect(original.sorted { $0.x < $1.x }.map(\.character) == reflection.sorted { $0.x < $1.x }.map(\.character))
  }
}

import Foundation
import Testing

@testable import LayoutEngine
import LayoutModel
import LocaleEngine

/// The case-format constructs real timer views need, each resolved as SwiftUI and Foundation
/// would, with the source it follows.
@Suite("Format constructs")
struct FormatConstructsTests {
  // MARK: Display strings built by the app

  /// https://developer.apple.com/documentation/swift/string/init(format:_:) — ASCII digits.
  @Test("String(format: \"%02d:%02d\") of total minutes and seconds: Latin digits in every locale")
  func formatString() throws {
    let layoutCase = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#,
      display: #"{ "format": "%02d:%02d", "arguments": ["totalMinutes", "seconds"] }"#, from: 5405)
    #expect(try CaseBuilder.resolve(layoutCase, locale: "ar-EG").display == "90:05")
    #expect(try CaseBuilder.resolve(layoutCase, locale: "en").display == "90:05")
  }

  @Test("%2d pads with spaces, %d not at all; an interpolation with widths is the same data")
  func paddingAndInterpolation() throws {
    let spaced = try CaseBuilder.make(
      view: #"{ "type": "Text", "text": "$display" }"#,
      display: #"{ "format": "%2d:%02d", "arguments": ["totalMinutes", "seconds"] }"#, from: 65)
    #expect(try CaseBuilder.resolve(spaced, locale: "en").display == " 1:05")
    let interpolated = try CaseBuilder.make(
      view: #"{ "type": "Text", "text": "$display" }"#,
      display: #"{ "interpolation": [ { "field": "hours" }, ":", { "field": "minutes", "width": 2 }, ":", { "field": "seconds", "width": 2 } ] }"#,
      from: 3725)
    #expect(try CaseBuilder.resolve(interpolated, locale: "en").display == "1:02:05")
  }

  @Test("A count-up timeline in hundredths shows a fraction field")
  func countUpWithFraction() throws {
    let json = """
      { "id": "t", "title": "t", "deploymentTarget": { "iOS": "17.0" },
        "timeline": { "countUp": { "from": 0, "to": 500, "step": 125 }, "unit": "centiseconds",
          "display": { "format": "%02d:%02d.%02d", "arguments": ["totalMinutes", "seconds", "fraction"] } },
        "view": { "type": "Text", "text": "$display" } }
      """
    let layoutCase = try CaseDecoder().decode(Data(json.utf8), path: "t.json")
    #expect(layoutCase.timeline.countdown.ticks == [0, 125, 250, 375, 500])
    let layout = try CaseBuilder.resolve(layoutCase, locale: "en", tick: 125)
    #expect(layout.display == "00:01.25")
    #expect(layout.spoken.contains("1"))
  }

  // MARK: System timer Texts (ICU stands in for Foundation)

  /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)
  /// and https://developer.apple.com/documentation/swiftui/text/datestyle/timer ("2:32",
  /// "36:59:01"): the leading field unpadded, hours from an hour on.
  @Test("Text(timerInterval:) writes m:ss, h:mm:ss from an hour, in the locale's digits; it stops at 0:00")
  func systemTimer() throws {
    let layoutCase = try CaseBuilder.make(
      view: #"{ "type": "Text", "text": "$display" }"#, display: #"{ "system": "timerInterval" }"#, from: 3605, to: -5)
    #expect(try CaseBuilder.resolve(layoutCase, locale: "en", tick: 3605).display == "1:00:05")
    #expect(try CaseBuilder.resolve(layoutCase, locale: "en", tick: 300).display == "5:00")
    #expect(try CaseBuilder.resolve(layoutCase, locale: "en", tick: -5).display == "0:00")
    #expect(try CaseBuilder.resolve(layoutCase, locale: "ar-EG", tick: 300).display.unicodeScalars.contains("\u{0665}"))
    let dateTimer = try CaseBuilder.make(
      view: #"{ "type": "Text", "text": "$display" }"#, display: #"{ "system": "dateTimer" }"#, from: 5, to: -65)
    #expect(try CaseBuilder.resolve(dateTimer, locale: "en", tick: -65).display == "1:05")
  }

  /// https://developer.apple.com/documentation/swift/duration/timeformatstyle
  @Test("Duration .time(pattern: .minuteSecond) leaves the minutes unpadded")
  func durationStyle() throws {
    let layoutCase = try CaseBuilder.make(
      view: #"{ "type": "Text", "text": "$display" }"#, display: #"{ "duration": "minuteSecond" }"#, from: 599)
    #expect(try CaseBuilder.resolve(layoutCase, locale: "en").display == "9:59")
  }

  // MARK: Split fields

  static let fields = #"""
    { "id": "clock", "type": "HStack", "spacing": 0, "children": [
      { "id": "minutes", "type": "Text", "text": "$minutes", "modifiers": [ { "frame": { "width": 64 } } ] },
      { "type": "Text", "text": ":" },
      { "id": "seconds", "type": "Text", "text": "$seconds", "modifiers": [ { "frame": { "width": 64 } } ] } ]
      MODS }
    """#

  @Test("Split fields: each field in its own Text and frame; the stack orders them, the frames hold them")
  func splitFields() throws {
    let unpinned = try CaseBuilder.make(view: Self.fields.replacingOccurrences(of: "MODS", with: ""))
    let en = try CaseBuilder.resolve(unpinned, locale: "en")
    let rendering = try #require(en.originalDisplays.first { $0.kind == .fields })
    #expect(rendering.node.path == "clock")
    #expect(rendering.shown == "2500")
    // The minutes frame is 64 pt wide and starts at 0; the colon follows; the seconds frame
    // starts at 64 + the colon's advance, whatever the digits are.
    let seconds = en.glyphs.filter { $0.node == "clock/seconds" }.map(\.x).min()!
    let colon = en.glyphs.first { $0.character == ":" }!
    #expect(abs(seconds - (64 + colon.width + (64 - 2 * GlyphMetrics.advance(of: "0", monospacedDigits: false) * 17) / 2)) < 0.01)
    // Unpinned, the HStack reverses the fields in a right-to-left locale: a real digit-order
    // problem, found without inventing per-character cells.
    let he = try CaseBuilder.resolve(unpinned, locale: "he")
    #expect(he.originalDisplays.first { $0.kind == .fields }?.shown == "0025")
    let pinned = try CaseBuilder.make(
      view: Self.fields.replacingOccurrences(of: "MODS", with: #", "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ]"#))
    #expect(try CaseBuilder.resolve(pinned, locale: "he").originalDisplays.first { $0.kind == .fields }?.shown == "2500")
  }

  // MARK: Cells that show their character twice

  @Test("$cell in both halves of a split-flap cell: two elements per character, one glyph per cell in the rendering")
  func splitFlap() throws {
    let view = #"""
      { "id": "flap", "type": "DigitCells", "text": "$display", "fontSize": 64, "cellWidth": { "digit": 0.7, "separator": 0.3 },
        "cell": { "type": "VStack", "spacing": 2, "children": [ { "type": "Text", "text": "$cell" }, { "type": "Text", "text": "$cell" } ] } }
      """#
    let layout = try CaseBuilder.resolve(CaseBuilder.make(view: view), locale: "en")
    #expect(CaseBuilder.shown(layout) == "25:00")
    let visible = layout.accessibility.filter { !$0.hidden }
    #expect(visible.count == 10)
    #expect(Dictionary(grouping: visible, by: { $0.cellIndex ?? -1 }).values.allSatisfy { $0.count == 2 })
  }

  // MARK: Conditional views

  @Test("Variants: each branch resolves on its own; the path names the branch")
  func variants() throws {
    let view = #"""
      { "id": "state", "type": "Variants", "branches": [
        { "name": "running", "view": { "id": "a", "type": "Text", "text": "$display" } },
        { "name": "paused", "condition": "!isRunning", "view": { "id": "b", "type": "Text", "text": "Paused" } } ] }
      """#
    let layoutCase = try CaseBuilder.make(view: view)
    #expect(layoutCase.branchSelections == [["state": "running"], ["state": "paused"]])
    let resolver = try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile("en"), platform: PlatformCatalog.builtIn.profile("ios-26")!)
    let running = try resolver.resolve(tick: 1500)
    #expect(running.accessibility.map(\.node.path) == ["state/branch[running]/a"])
    #expect(running.branches == ["state": "running"])
    let paused = try resolver.with(branches: ["state": "paused"]).resolve(tick: 1500)
    #expect(paused.accessibility.map(\.label) == ["Paused"])
    #expect(paused.originalDisplays.isEmpty)
  }

  // MARK: Frames, lineLimit, glass background, layer

  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  @Test("A Text narrower than its frame wraps; with lineLimit(1) it truncates with an ellipsis")
  func lineLimitAndFrame() throws {
    let text = #"{ "type": "Text", "text": "Remaining $display", "modifiers": [ MODS { "frame": { "width": 60 } } ] }"#
    let wrapped = try CaseBuilder.resolve(CaseBuilder.make(view: text.replacingOccurrences(of: "MODS", with: "")), locale: "en")
    #expect(Set(wrapped.glyphs.map(\.y)).count > 1)
    #expect(!wrapped.glyphs.contains { $0.character == "…" })
    let truncated = try CaseBuilder.resolve(
      CaseBuilder.make(view: text.replacingOccurrences(of: "MODS", with: #"{ "lineLimit": 1 },"#)), locale: "en")
    #expect(Set(truncated.glyphs.map(\.y)) == [0])
    #expect(truncated.glyphs.last { $0.y == 0 }?.character == "…" || truncated.glyphs.contains { $0.character == "…" })
    #expect(truncated.glyphs.filter { $0.character != "…" }.count < "Remaining 25:00".count)
  }

  /// https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)
  @Test("glassBackgroundEffect is a window glass background, not glass on content; never draws none")
  func glassBackground() throws {
    let view = #"{ "type": "VStack", "spacing": 0, "children": [ { "type": "Text", "text": "$display" } ], "modifiers": [ { "glassBackgroundEffect": { "displayMode": "MODE" } } ] }"#
    let always = try CaseBuilder.resolve(CaseBuilder.make(view: view.replacingOccurrences(of: "MODE", with: "always")), locale: "en")
    #expect(always.glass.count == 1 && always.glass[0].windowBackground)
    let never = try CaseBuilder.resolve(CaseBuilder.make(view: view.replacingOccurrences(of: "MODE", with: "never")), locale: "en")
    #expect(never.glass.isEmpty)
  }

  @Test("A layer annotation applies to the whole node wherever it is written")
  func layerOrder() throws {
    let before = #"{ "type": "Text", "text": "x", "modifiers": [ { "layer": "functional" }, { "glassEffect": {} } ] }"#
    let after = #"{ "type": "Text", "text": "x", "modifiers": [ { "glassEffect": {} }, { "layer": "functional" } ] }"#
    let first = try CaseBuilder.resolve(CaseBuilder.make(view: before), locale: "en")
    let second = try CaseBuilder.resolve(CaseBuilder.make(view: after), locale: "en")
    #expect(first.glass.map(\.layer) == [.functional])
    #expect(second.glass.map(\.layer) == [.functional])
  }
}

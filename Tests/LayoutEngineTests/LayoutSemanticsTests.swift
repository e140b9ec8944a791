import Testing

@testable import LayoutEngine
import LayoutModel

/// Each layout semantic the engine models, with positions computed by hand.
///
/// Cells are 72 pt type: a digit cell is 0.6 × 72 = 43.2 pt wide, a colon cell 0.3 × 72 = 21.6 pt.
@Suite("Layout semantics")
struct LayoutSemanticsTests {
  static let cells = #"""
    { "id": "timer", "type": "DigitCells", "text": "$display", "fontSize": 72,
      "cellWidth": { "digit": 0.6, "separator": 0.3 }, "modifiers": [ MODS ] }
    """#

  static func cells(_ modifiers: String = "") -> String {
    cells.replacingOccurrences(of: "MODS", with: modifiers)
  }

  @Test("An HStack of cells: first child at the left in ltr, at the right in rtl")
  func stackOrder() throws {
    let layoutCase = try CaseBuilder.make(view: Self.cells(), from: 1500)
    let ltr = try CaseBuilder.resolve(layoutCase, locale: "en")
    // "25:00": cells 43.2, 43.2, 21.6, 43.2, 43.2 — left edges 0, 43.2, 86.4, 108, 151.2.
    #expect(ltr.originalDisplays[0].glyphs.map(\.character).joined() == "25:00")
    let rtl = try CaseBuilder.resolve(layoutCase, locale: "he")
    #expect(CaseBuilder.shown(rtl) == "00:52")
    // In rtl the first cell ("2") sits at the right edge: 194.4 - 43.2 = 151.2; the colon
    // cell stays in the middle at 86.4. Glyphs are recorded with their cell's frame.
    let two = rtl.glyphs.first { $0.logicalIndex == 0 }!
    let colon = rtl.glyphs.first { $0.logicalIndex == 2 }!
    #expect(abs(two.x - 151.2) < 0.001)
    #expect(abs(colon.x - 86.4) < 0.001 && abs(colon.width - 21.6) < 0.001)
    #expect(ltr.glyphs.sorted { $0.x < $1.x }.map { ($0.x * 10).rounded() / 10 } == [0, 43.2, 86.4, 108, 151.2])
  }

  @Test("An environment override reaches the stack it is written on")
  func environmentOverride() throws {
    let layoutCase = try CaseBuilder.make(
      view: Self.cells(#"{ "environment": { "layoutDirection": "leftToRight" } }"#))
    let layout = try CaseBuilder.resolve(layoutCase, locale: "ar")
    #expect(CaseBuilder.shown(layout) == "25:00")
    #expect(layout.stacks.first?.environmentDirection == .ltr)
  }

  @Test("An override on the parent is inherited; one written inside another is what counts")
  func overrideNesting() throws {
    let inherited = try CaseBuilder.make(view: """
      { "type": "VStack", "spacing": 0, "children": [ \(Self.cells()) ],
        "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ] }
      """)
    #expect(try CaseBuilder.shown(CaseBuilder.resolve(inherited, locale: "he")) == "25:00")
    let inner = try CaseBuilder.make(view: """
      { "type": "VStack", "spacing": 0, "children": [
          \(Self.cells(#"{ "environment": { "layoutDirection": "rightToLeft" } }"#)) ],
        "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ] }
      """)
    #expect(try CaseBuilder.shown(CaseBuilder.resolve(inner, locale: "en")) == "00:52")
  }

  @Test("flipsForRightToLeftLayoutDirection(true) mirrors positions and glyphs under rtl only")
  func flipsTrue() throws {
    let layoutCase = try CaseBuilder.make(view: Self.cells(#"{ "flipsForRightToLeftLayoutDirection": true }"#))
    let rtl = try CaseBuilder.resolve(layoutCase, locale: "he")
    // The stack laid out right to left ("00:52"), then mirrored: "25:00" with mirrored glyphs.
    #expect(CaseBuilder.shown(rtl) == "25:00")
    #expect(rtl.glyphs.allSatisfy { $0.mirrored })
    let ltr = try CaseBuilder.resolve(layoutCase, locale: "en")
    #expect(ltr.glyphs.allSatisfy { !$0.mirrored })
  }

  @Test("Two mirrorings cancel: flips(true) and scaleEffect(x: -1)")
  func mirroringsCancel() throws {
    let layoutCase = try CaseBuilder.make(view: Self.cells(
      #"{ "flipsForRightToLeftLayoutDirection": true }, { "scaleEffect": { "x": -1, "y": 1 } }"#))
    let rtl = try CaseBuilder.resolve(layoutCase, locale: "he")
    #expect(rtl.glyphs.allSatisfy { !$0.mirrored })
    #expect(CaseBuilder.shown(rtl) == "00:52")
  }

  @Test("scaleEffect(y: -1) flips vertically and keeps the horizontal order")
  func verticalFlip() throws {
    let layoutCase = try CaseBuilder.make(view: Self.cells(#"{ "scaleEffect": { "x": 1, "y": -1 } }"#))
    let layout = try CaseBuilder.resolve(layoutCase, locale: "en")
    #expect(CaseBuilder.shown(layout) == "25:00")
    #expect(layout.glyphs.allSatisfy { $0.flippedVertically && !$0.mirrored })
  }

  static let shapeCells = #"""
    { "id": "timer", "type": "DigitCells", "text": "$display", "fontSize": 72,
      "cellWidth": { "digit": 0.6, "separator": 0.3 },
      "cell": { "type": "Shape", "shape": "glyphPath" BEHAVIOR },
      "modifiers": [ { "flipsForRightToLeftLayoutDirection": false },
                     { "environment": { "layoutDirection": "leftToRight" } } ] }
    """#

  @Test("A custom Shape mirrors in rtl by default from an iOS 17 target, not from iOS 16")
  func shapeDefaultBehavior() throws {
    // The cell shapes inherit rtl here: the override is on a sibling path, so build one without.
    let view = #"""
      { "type": "DigitCells", "text": "$display", "fontSize": 72,
        "cellWidth": { "digit": 0.6, "separator": 0.3 },
        "cell": { "type": "Shape", "shape": "glyphPath" } }
      """#
    let modern = try CaseBuilder.resolve(CaseBuilder.make(view: view, iOS: "17.0"), locale: "he")
    #expect(modern.glyphs.allSatisfy { $0.mirrored })
    let old = try CaseBuilder.resolve(CaseBuilder.make(view: view, iOS: "16.4"), locale: "he")
    #expect(old.glyphs.allSatisfy { !$0.mirrored })
    let pinned = try CaseBuilder.make(view: Self.shapeCells.replacingOccurrences(of: "BEHAVIOR", with: ""), iOS: "17.0")
    #expect(try CaseBuilder.resolve(pinned, locale: "he").glyphs.allSatisfy { !$0.mirrored })
    let fixed = view.replacingOccurrences(
      of: #""shape": "glyphPath" }"#,
      with: #""shape": "glyphPath", "modifiers": [ { "layoutDirectionBehavior": "fixed" } ] }"#)
    #expect(try CaseBuilder.resolve(CaseBuilder.make(view: fixed, iOS: "26.0"), locale: "he").glyphs.allSatisfy { !$0.mirrored })
  }

  @Test("tvOS quirk: the stack ignores the environment override unless pinned with flips(false)")
  func tvOSQuirk() throws {
    let overrideOnly = try CaseBuilder.make(
      view: Self.cells(#"{ "environment": { "layoutDirection": "leftToRight" } }"#))
    #expect(try CaseBuilder.shown(CaseBuilder.resolve(overrideOnly, locale: "he", platform: "ios-26")) == "25:00")
    let tv = try CaseBuilder.resolve(overrideOnly, locale: "he", platform: "tvos-26")
    #expect(CaseBuilder.shown(tv) == "00:52")
    #expect(tv.quirks.map(\.quirk) == [.hstackIgnoresEnvironmentDirectionOverride])
    #expect(tv.quirks.first?.node.path == tv.stacks.first?.node.path)
    #expect(tv.quirks.first?.effect == "laid out rtl instead of ltr")
    let pinned = try CaseBuilder.make(view: Self.cells(
      #"{ "flipsForRightToLeftLayoutDirection": false }, { "environment": { "layoutDirection": "leftToRight" } }"#))
    let pinnedTV = try CaseBuilder.resolve(pinned, locale: "he", platform: "tvos-26")
    #expect(CaseBuilder.shown(pinnedTV) == "25:00")
    #expect(pinnedTV.quirks.isEmpty)
    // Under an ltr locale the quirk changes nothing, and records nothing.
    let english = try CaseBuilder.resolve(overrideOnly, locale: "en", platform: "tvos-26")
    #expect(CaseBuilder.shown(english) == "25:00")
    #expect(english.quirks.isEmpty)
  }

  @Test("-00:05 in one Text shows as 00:05- under he; an isolate keeps it in order")
  func overtimeText() throws {
    let plain = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#, from: -5, to: -10)
    let he = try CaseBuilder.resolve(plain, locale: "he")
    #expect(he.display == "-00:05")
    #expect(CaseBuilder.shown(he) == "00:05-")
    // The reference for he carries LRM before the minus, so the minus stays on the left.
    #expect(he.reference.visual == "-00:05")
    let isolated = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "\u2066$display\u2069" }"#, from: -5, to: -10)
    #expect(try CaseBuilder.shown(CaseBuilder.resolve(isolated, locale: "he")) == "-00:05")
    // With Latin digits even Arabic writes LRM before the minus: it belongs on the left.
    #expect(try CaseBuilder.resolve(plain, locale: "ar").reference.visual == "-00:05")
    // With Arabic-Indic digits Arabic writes ALM: the minus on the right, as the plain one shows.
    let arabic = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#,
      display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "ascii" }"#, from: -5, to: -10)
    let ar = try CaseBuilder.resolve(arabic, locale: "ar")
    #expect(ar.reference.visual == "٠٠:٠٥-")
    #expect(CaseBuilder.shown(ar) == "٠٠:٠٥-")
    let fa = try CaseBuilder.resolve(arabic, locale: "fa")
    #expect(fa.reference.visual == "−۰۰:۰۵")
    #expect(CaseBuilder.shown(fa) == "۰۰:۰۵-")
  }

  @Test("Adlam digits run right to left: the reference is reversed, pinned cells are not")
  func adlam() throws {
    let layoutCase = try CaseBuilder.make(
      view: Self.cells(#"{ "flipsForRightToLeftLayoutDirection": false }, { "environment": { "layoutDirection": "leftToRight" } }"#),
      display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#)
    let layout = try CaseBuilder.resolve(layoutCase, locale: "ff-Adlm")
    #expect(layout.display == "𞥒𞥕:𞥐𞥐")
    #expect(layout.reference.visual == "𞥐𞥐:𞥕𞥒")
    #expect(CaseBuilder.shown(layout) == "𞥒𞥕:𞥐𞥐")
  }

  @Test("Arabic-Indic digits in the locale's own digits stay left to right in the reference")
  func arabicIndic() throws {
    let layoutCase = try CaseBuilder.make(
      view: Self.cells(), display: #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#)
    let layout = try CaseBuilder.resolve(layoutCase, locale: "ar-EG")
    #expect(layout.display == "٢٥:٠٠")
    #expect(layout.reference.visual == "٢٥:٠٠")
    #expect(CaseBuilder.shown(layout) == "٠٠:٥٢")
  }

  @Test("Cell widths come from the table; a character it does not cover is marked")
  func cellCoverage() throws {
    let layoutCase = try CaseBuilder.make(
      view: Self.cells(), display: #"{ "skeleton": "ms", "digits": "latn", "minusSign": "ascii" }"#)
    let da = try CaseBuilder.resolve(layoutCase, locale: "da")
    #expect(da.display == "25.00")
    #expect(da.originalDisplays[0].uncovered == ["."])
    let en = try CaseBuilder.resolve(layoutCase, locale: "en")
    #expect(en.originalDisplays[0].uncovered.isEmpty)
  }

  @Test("A case without a deployment target for the platform is not resolved there")
  func notDeployed() throws {
    let layoutCase = try CaseBuilder.make(view: Self.cells())
    let watch = try CaseBuilder.resolve(layoutCase, locale: "en", platform: "watchos-26")
    #expect(!watch.deployed)
    #expect(watch.glyphs.isEmpty)
  }
}

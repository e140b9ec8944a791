import Testing

@testable import LayoutEngine
import LayoutModel
import LocaleEngine

/// Two branch selections with the same `ValueGeometry` must draw the value's glyphs alike at
/// every tick: the runner judges the rules that compare consecutive ticks once for them.
@Suite("Value geometry")
struct ValueGeometryTests {
  /// A timer among `Variants`: a backdrop whose branches have the same size (two rectangles or
  /// one), a caption whose branches do not (a label or nothing), and a display whose branches
  /// show the value differently (proportional cells with a template, or a monospaced `Text`).
  static let screen = #"""
    { "type": "VStack", "spacing": 4, "children": [
      { "id": "backdrop", "type": "Variants", "branches": [
        { "name": "dark", "view": { "type": "ZStack", "children": [ { "type": "Rectangle" }, { "type": "Rectangle" } ] } },
        { "name": "light", "view": { "type": "Rectangle" } } ] },
      { "id": "caption", "type": "Variants", "branches": [
        { "name": "label", "view": { "type": "Text", "text": "Focus session" } },
        { "name": "none", "view": { "type": "Spacer" } } ] },
      { "type": "HStack", "spacing": 8, "children": [
        { "id": "display", "type": "Variants", "branches": [
          { "name": "cells", "view": { "type": "DigitCells", "text": "$display", "fontSize": 40, "cellWidth": "proportional",
            "cell": { "type": "VStack", "spacing": 2, "children": [ { "type": "Shape", "shape": "glyphPath" } ] } } },
          { "name": "text", "view": { "type": "Text", "text": "$display", "modifiers": [ { "monospacedDigit": true } ] } } ] },
        { "type": "Text", "text": "$display" } ] }
    ] }
    """#

  static func resolver(_ layoutCase: LayoutCase, locale: String) throws -> LayoutResolver {
    try LayoutResolver(
      case: layoutCase, locale: LocaleEngine.shared.profile(locale), platform: PlatformCatalog.builtIn.profile("ios-26")!)
  }

  @Test("Branches without the value, of one size, give one geometry; other sizes and other displays do not")
  func equalities() throws {
    let layoutCase = try CaseBuilder.make(view: Self.screen, from: 700, to: 560)
    let resolver = try Self.resolver(layoutCase, locale: "en")
    func geometry(_ backdrop: String, _ caption: String, _ display: String) throws -> ValueGeometry? {
      let selected = resolver.with(branches: ["backdrop": backdrop, "caption": caption, "display": display])
      return try selected.valueGeometry(tick: 700, display: selected.formatter.display(at: 700))
    }
    #expect(try geometry("dark", "label", "cells") == geometry("light", "label", "cells"))
    #expect(try geometry("dark", "label", "cells") != geometry("dark", "none", "cells"))
    #expect(try geometry("dark", "label", "cells") != geometry("dark", "label", "text"))
    #expect(try geometry("dark", "none", "text") == geometry("light", "none", "text"))
  }

  @Test("Selections with one geometry draw the value's glyphs alike at every tick", arguments: ["en", "he", "ar-EG"])
  func sameGeometrySameGlyphs(locale: String) throws {
    let layoutCase = try CaseBuilder.make(view: Self.screen, from: 610, to: 590)
    let resolver = try Self.resolver(layoutCase, locale: locale)
    var byGeometry: [ValueGeometry: [[DisplayRendering]]] = [:]
    var shared = 0
    for selection in layoutCase.branchSelections {
      let selected = resolver.with(branches: selection)
      let geometry = try #require(try selected.valueGeometry(tick: 610, display: selected.formatter.display(at: 610)))
      let drawn = try layoutCase.timeline.countdown.ticks.map { try selected.resolve(tick: $0).displays }
      if let earlier = byGeometry[geometry] {
        shared += 1
        #expect(earlier == drawn, "\(selection)")
      } else {
        byGeometry[geometry] = drawn
      }
    }
    // Eight selections, two backdrops drawn alike: four geometries.
    #expect(shared == 4)
    #expect(byGeometry.count == 4)
  }
}

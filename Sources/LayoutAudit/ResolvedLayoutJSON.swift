import Foundation
import LayoutEngine
import LayoutModel

/// The `resolve --json` document: the resolved layout with short glyph fields (`char`).
package struct ResolvedLayoutJSON: Encodable {
  struct Glyph: Encodable {
    let char: String
    let logicalIndex: Int
    let displayIndex: Int?
    let x: Double
    let y: Double
    let width: Double
    let mirrored: Bool
    let flippedVertically: Bool
    let copy: String
    let node: String
    let covered: Bool
  }

  struct Reference: Encodable {
    let text: String
    let visual: String
    let tokens: [String]
    let direction: String
  }

  struct Display: Encodable {
    let node: String
    let copy: String
    let kind: String
    let direction: String
    let shown: String
    let uncovered: [String]
  }

  /// A view that draws the time as text, and its width at each size (`TextFit`).
  struct Box: Encodable {
    struct Fit: Encodable {
      let size: String
      let points: Double
      let width: Double
      let narrowest: Double
      let space: Double
      let inFrame: Bool
      let verdict: String
    }

    let node: String
    let text: String
    let sizing: TextSizing
    /// Why the widths cannot be measured, where they cannot.
    let unknown: String?
    let fits: [Fit]
  }

  let caseID: String
  let locale: String
  let localeDirection: String
  let platform: String
  let settings: String
  let tick: Int
  let deployed: Bool
  let display: String
  let spoken: String
  let spokenUnits: Bool
  let reference: Reference
  let displays: [Display]
  let glyphs: [Glyph]
  let stacks: [ResolvedStack]
  let accessibility: [AccessibilityElement]
  let motion: [MotionEntry]
  let glass: [GlassUse]
  let strings: [ShownString]
  let quirks: [AppliedQuirk]
  let textBoxes: [Box]

  init(_ layout: ResolvedLayout, textSize: DynamicTypeSize? = nil) {
    caseID = layout.caseID
    locale = layout.locale
    localeDirection = layout.localeDirection.rawValue
    platform = layout.platform
    settings = layout.settings.description
    tick = layout.tick
    deployed = layout.deployed
    display = layout.display
    spoken = layout.spoken
    spokenUnits = layout.spokenUnits
    reference = Reference(
      text: layout.reference.text, visual: layout.reference.visual,
      tokens: layout.reference.tokens.map(\.character), direction: layout.reference.direction)
    displays = layout.displays.map {
      Display(
        node: $0.node.path, copy: $0.copy.rawValue, kind: $0.kind.rawValue, direction: $0.direction,
        shown: $0.shown, uncovered: $0.uncovered)
    }
    glyphs = layout.glyphs.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map {
      Glyph(
        char: $0.character, logicalIndex: $0.logicalIndex, displayIndex: $0.displayIndex,
        x: ($0.x * 100).rounded() / 100, y: ($0.y * 100).rounded() / 100,
        width: ($0.width * 100).rounded() / 100, mirrored: $0.mirrored,
        flippedVertically: $0.flippedVertically, copy: $0.copy.rawValue, node: $0.node, covered: $0.covered)
    }
    stacks = layout.stacks
    accessibility = layout.accessibility
    motion = layout.motion
    glass = layout.glass
    strings = layout.strings
    quirks = layout.quirks
    textBoxes = layout.textBoxes.filter { $0.copy == .original }.map { box in
      var unknown: String?
      var fits: [Box.Fit] = []
      if let support = layout.dynamicType, !support.sizes.isEmpty {
        switch TextFit.measure(box, support: support, screen: layout.screen, only: textSize) {
        case .failure(.noScreen): unknown = "no screen width in the profile"
        case .failure(.noMetrics(let missing)): unknown = "no stand-in glyph width for \(missing.codePoints)"
        case .failure(.noPointSize(let size)): unknown = "no published point size at \(size.rawValue)"
        case .success(let measured):
          fits = measured.map {
            Box.Fit(
              size: $0.size.rawValue, points: TextFit.hundredths($0.points), width: TextFit.hundredths($0.width),
              narrowest: TextFit.hundredths($0.narrowest), space: $0.space, inFrame: $0.inFrame, verdict: $0.verdict.rawValue)
          }
        }
      } else {
        unknown = "no Dynamic Type on this platform"
      }
      return Box(node: box.node.path, text: box.text, sizing: box.sizing, unknown: unknown, fits: fits)
    }
  }

  /// The layout as pretty-printed JSON with sorted keys, ending in a newline, with the text
  /// widths at one Dynamic Type size only when `textSize` names one.
  package static func document(_ layout: ResolvedLayout, textSize: DynamicTypeSize? = nil) -> Data {
    // Strings, numbers and arrays of them: encoding cannot fail.
    (try? JSONEncoder.document(ResolvedLayoutJSON(layout, textSize: textSize))) ?? Data()
  }
}

extension JSONEncoder {
  /// Pretty-printed JSON with sorted keys and unescaped slashes, ending in a newline: every JSON
  /// document the tool prints (a layout, the rules, `--json` output), stable across runs.
  package static func document(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value) + [0x0A]
  }
}

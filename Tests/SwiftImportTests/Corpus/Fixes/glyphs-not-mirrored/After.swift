import CoreText
import SwiftUI

struct OutlineCountdown: View {
  @State private var remaining = 5 * 60

  private var text: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(text.enumerated()), id: \.offset) { _, character in
        OutlineGlyph(character: String(character))
          .frame(width: character == ":" ? 16 : 40, height: 64)
          .layoutDirectionBehavior(.fixed)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Duration.seconds(remaining).formatted(.units(width: .wide)))
    .accessibilityAddTraits(.updatesFrequently)
  }
}

/// One character drawn from its glyph's outline.
struct OutlineGlyph: Shape {
  let character: String

  func path(in rect: CGRect) -> Path {
    let font = CTFontCreateWithName("Helvetica" as CFString, rect.height, nil)
    var glyph = CGGlyph()
    var units = Array(character.utf16)
    CTFontGetGlyphsForCharacters(font, &units, &glyph, 1)
    return CTFontCreatePathForGlyph(font, glyph, nil).map(Path.init) ?? Path()
  }
}

import SwiftUI
import CoreText

/// One character drawn from its glyph outline, never mirrored.
struct GlyphShape: Shape {
  let character: String

  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  func path(in rect: CGRect) -> Path {
    let font = CTFontCreateWithName("SF Pro" as CFString, rect.height, nil)
    var glyph = CGGlyph()
    var unichar = Array(character.utf16)
    CTFontGetGlyphsForCharacters(font, &unichar, &glyph, 1)
    guard let path = CTFontCreatePathForGlyph(font, glyph, nil) else { return Path() }
    return Path(path)
  }
}

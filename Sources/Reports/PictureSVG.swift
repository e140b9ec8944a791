import ReportModel

/// Draws a `LayoutPicture` as inline SVG: each glyph a box at its frame with its character
/// inside, mirrored or flipped about its own centre as the layout drew it, the reflection
/// fainter; each original glyph's logical index under it; the reference and the shown order
/// beside it.
///
/// Everything from the picture is escaped for XML text and attributes; the SVG has no scripts,
/// links or external resources.
struct PictureSVG {
  /// The tallest glyph is drawn this many pixels high.
  static let glyphHeight = 44.0
  static let padding = 12.0
  static let indexBand = 20.0
  static let sideWidth = 200.0

  let picture: LayoutPicture

  /// The characters of the original glyphs from left to right: what the screen shows.
  var shown: String {
    picture.glyphs.filter { $0.copy != .reflection }.sorted { ($0.x, $0.logicalIndex) < ($1.x, $1.logicalIndex) }
      .map(\.character).joined()
  }

  /// The `<svg>` element.
  func render() -> String {
    let glyphs = picture.glyphs
    let description =
      "\(picture.locale) \(picture.direction) on \(picture.platform) at tick \(picture.tick): shows "
      + "\(shown), reference \(picture.reference)"
    guard !glyphs.isEmpty else {
      return #"<svg xmlns="http://www.w3.org/2000/svg" role="img" width="240" height="40" aria-label=""#
        + XMLEscaping.attribute(description) + #""><text x="8" y="24">no glyphs recorded</text></svg>"#
    }
    let minX = glyphs.map(\.x).min() ?? 0
    let minY = glyphs.map(\.y).min() ?? 0
    let maxX = glyphs.map { $0.x + $0.width }.max() ?? 1
    let maxY = glyphs.map { $0.y + $0.height }.max() ?? 1
    let tallest = glyphs.map(\.height).max() ?? 1
    let scale = tallest > 0 ? min(4, max(0.1, Self.glyphHeight / tallest)) : 1
    let drawingWidth = (maxX - minX) * scale
    let drawingHeight = (maxY - minY) * scale
    let width = Self.padding * 3 + drawingWidth + Self.sideWidth
    let height = max(Self.padding * 2 + drawingHeight + Self.indexBand, 96)
    let n = SVGNumber.format

    var svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" class="picture" role="img" width=""# + n(width)
      + #"" height=""# + n(height) + #"" viewBox="0 0 "# + n(width) + " " + n(height)
      + #"" aria-label=""# + XMLEscaping.attribute(description) + #"">"#
    svg += "<title>\(XMLEscaping.text(description))</title>"
    // Reflections first, so the originals are drawn over them where they overlap.
    let ordered = glyphs.filter { $0.copy == .reflection } + glyphs.filter { $0.copy != .reflection }
    for glyph in ordered {
      let x = Self.padding + (glyph.x - minX) * scale
      let y = Self.padding + (glyph.y - minY) * scale
      let w = glyph.width * scale
      let h = glyph.height * scale
      let cx = x + w / 2
      let cy = y + h / 2
      let reflection = glyph.copy == .reflection
      var group = #"<g class=""# + (reflection ? "glyph reflection" : "glyph original") + #"""#
      if reflection { group += #" opacity="0.4""# }
      if glyph.mirrored || glyph.flippedVertically {
        let sx = glyph.mirrored ? "-1" : "1"
        let sy = glyph.flippedVertically ? "-1" : "1"
        group +=
          #" transform="translate("# + n(cx) + " " + n(cy) + ") scale(\(sx) \(sy)) translate("
          + n(-cx) + " " + n(-cy) + #")""#
      }
      svg += group + ">"
      svg +=
        #"<rect x=""# + n(x) + #"" y=""# + n(y) + #"" width=""# + n(w) + #"" height=""# + n(h)
        + #"" rx="3"/>"#
      let label = VisibleText.make(glyph.character)
      let fontSize = min(h * 0.7, w * 1.1 / Double(max(1, label.count)))
      svg +=
        #"<text x=""# + n(cx) + #"" y=""# + n(cy + fontSize * 0.35) + #"" font-size=""# + n(fontSize)
        + #"" text-anchor="middle">"# + XMLEscaping.text(label) + "</text></g>"
    }
    for glyph in glyphs where glyph.copy != .reflection {
      let cx = Self.padding + (glyph.x - minX + glyph.width / 2) * scale
      svg +=
        #"<text class="index" x=""# + n(cx) + #"" y=""# + n(Self.padding + drawingHeight + 15)
        + #"" text-anchor="middle">\#(glyph.logicalIndex)</text>"#
    }
    let sideX = n(Self.padding * 2 + drawingWidth)
    let lines: [(String, String, String)] = [
      ("reference", picture.reference, "28"), ("shown", shown, "58"), ("display (logical)", picture.display, "88"),
    ]
    for (name, value, y) in lines {
      svg +=
        #"<text class="side" x=""# + sideX + #"" y=""# + y + #"">"# + XMLEscaping.text(name) + ": "
        + #"<tspan class="value" direction="ltr" unicode-bidi="bidi-override">"#
        + XMLEscaping.text(VisibleText.make(value)) + "</tspan></text>"
    }
    return svg + "</svg>"
  }
}

import ReportModel

/// Draws a `LayoutPicture` as inline SVG: each glyph a box at its frame with its character
/// inside, mirrored or flipped about its own centre as the layout drew it, the reflection
/// fainter; each original glyph's logical index under it, and under that its digit in Latin
/// when the script's digits are not Latin; beside it the reference, what the original shows,
/// what the reflection shows, and the display string in logical order, each followed by its
/// Latin spelling when it has characters outside ASCII (`LatinSpelling`).
///
/// Text is sized from what is drawn: the side column is as wide as its longest line (escapes
/// and marks included), and a label too long for its cell (a mark's name in a narrow cell) is
/// turned to run along the cell's height, so nothing is clipped or shrunk past reading.
/// Everything from the picture is escaped for XML text and attributes; the SVG has no scripts,
/// links or external resources.
struct PictureSVG {
  /// The tallest glyph is drawn this many pixels high.
  static let glyphHeight = 44.0
  static let padding = 12.0
  static let indexBand = 20.0
  /// The band under the index band with the Latin digits, when there are any.
  static let latinBand = 14.0
  /// The side column's font size, line pitch and first baseline.
  static let sideFontSize = 13.0
  static let sidePitch = 22.0
  static let sideFirstLine = 24.0
  /// The smallest label drawn across a cell; a smaller fit turns the label along the cell.
  static let smallestLabel = 9.0

  let picture: LayoutPicture

  /// The characters of one copy's glyphs from left to right: what the screen shows.
  func shown(copy reflection: Bool) -> String {
    picture.glyphs.filter { ($0.copy == .reflection) == reflection }
      .sorted { ($0.x, $0.logicalIndex) < ($1.x, $1.logicalIndex) }.map(\.character).joined()
  }

  /// The characters of the original glyphs from left to right.
  var shown: String { shown(copy: false) }

  /// Whether the picture has a reflection, whose order is then described too.
  var hasReflection: Bool { picture.glyphs.contains { $0.copy == .reflection } }

  /// A value with its Latin spelling beside it when it needs one.
  static func withLatin(_ value: String) -> String {
    LatinSpelling.of(value).map { "\(value) (\($0))" } ?? value
  }

  /// What the picture shows, for `aria-label` and `<title>`.
  var description: String {
    var text = "\(picture.locale) \(picture.direction) on \(picture.platform) at tick \(picture.tick): "
    text += "shows \(Self.withLatin(shown))"
    if hasReflection { text += ", reflection shows \(Self.withLatin(shown(copy: true)))" }
    return text + ", reference \(Self.withLatin(picture.reference))"
  }

  /// The estimated advance of text in the pictures' monospace font: ASCII at 0.6 em (the
  /// monospace advance), anything else at a full em (wider scripts, fallback fonts, boxes).
  static func advance(_ text: String, fontSize: Double) -> Double {
    text.unicodeScalars.reduce(0.0) { $0 + ($1.isASCII ? 0.62 : 1.0) } * fontSize
  }

  /// The `<svg>` element.
  func render() -> String {
    let glyphs = picture.glyphs
    let n = SVGNumber.format
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
    let originals = glyphs.filter { $0.copy != .reflection }
    let latinDigits = originals.map { glyph in
      glyph.character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal } ? LatinSpelling.of(glyph.character) : nil
    }
    let hasLatinBand = latinDigits.contains { $0 != nil }

    // The side column, measured from what is drawn.
    var lines: [(name: String, value: String)] = [("reference", picture.reference), ("shown", shown)]
    if hasReflection { lines.append(("reflection", shown(copy: true))) }
    lines.append(("display (logical)", picture.display))
    let drawnLines = lines.map { line in
      (name: line.name + ": ", value: VisibleText.make(line.value), latin: LatinSpelling.of(line.value).map { " = " + $0 })
    }
    let sideWidth = drawnLines.map {
      Self.advance($0.name + $0.value + ($0.latin ?? ""), fontSize: Self.sideFontSize)
    }.max() ?? 0
    let sideHeight = Self.sideFirstLine + Double(lines.count - 1) * Self.sidePitch + Self.padding
    let width = Self.padding * 3 + drawingWidth + sideWidth
    let height = max(
      Self.padding * 2 + drawingHeight + Self.indexBand + (hasLatinBand ? Self.latinBand : 0), sideHeight, 96)

    var svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" class="picture" role="img" width=""# + n(width)
      + #"" height=""# + n(height) + #"" viewBox="0 0 "# + n(width) + " " + n(height)
      + #"" aria-label=""# + XMLEscaping.attribute(description) + #"">"#
    svg += "<title>\(XMLEscaping.text(description))</title>"
    // Reflections first, so the originals are drawn over them where they overlap.
    let ordered = glyphs.filter { $0.copy == .reflection } + originals
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
      svg += Self.label(glyph.character, centreX: cx, centreY: cy, width: w, height: h) + "</g>"
    }
    let indexY = Self.padding + drawingHeight + 15
    for (glyph, latin) in zip(originals, latinDigits) {
      let cx = Self.padding + (glyph.x - minX + glyph.width / 2) * scale
      svg +=
        #"<text class="index" x=""# + n(cx) + #"" y=""# + n(indexY)
        + #"" text-anchor="middle">\#(glyph.logicalIndex)</text>"#
      if let latin {
        svg +=
          #"<text class="latin" x=""# + n(cx) + #"" y=""# + n(indexY + Self.latinBand)
          + #"" text-anchor="middle">"# + XMLEscaping.text(latin) + "</text>"
      }
    }
    let sideX = n(Self.padding * 2 + drawingWidth)
    for (index, line) in drawnLines.enumerated() {
      let y = Self.sideFirstLine + Double(index) * Self.sidePitch
      svg +=
        #"<text class="side" x=""# + sideX + #"" y=""# + n(y) + #"">"# + XMLEscaping.text(line.name)
        + #"<tspan class="value" direction="ltr" unicode-bidi="bidi-override">"# + XMLEscaping.text(line.value)
        + "</tspan>" + (line.latin.map { #"<tspan class="latin">"# + XMLEscaping.text($0) + "</tspan>" } ?? "")
        + "</text>"
    }
    return svg + "</svg>"
  }

  /// A glyph's label centred in its cell: the character, or a mark's name; across the cell when
  /// it fits at a readable size, else turned to run along the cell's height.
  static func label(_ character: String, centreX cx: Double, centreY cy: Double, width w: Double, height h: Double) -> String {
    let n = SVGNumber.format
    let hidden = character.unicodeScalars.contains { VisibleText.isHidden($0, keepingLineBreaks: false) }
    let text = hidden ? (LatinSpelling.cellLabel(character) ?? VisibleText.make(character)) : character
    let em = max(0.62, advance(text, fontSize: 1))
    let across = min(h * 0.55, w * 0.9 / em)
    if across >= smallestLabel || h <= w {
      return #"<text x=""# + n(cx) + #"" y=""# + n(cy + across * 0.35) + #"" font-size=""# + n(across)
        + #"" text-anchor="middle">"# + XMLEscaping.text(text) + "</text>"
    }
    let along = min(w * 0.8, h * 0.9 / em)
    return #"<text x=""# + n(cx) + #"" y=""# + n(cy + along * 0.35) + #"" font-size=""# + n(along)
      + #"" text-anchor="middle" transform="rotate(-90 "# + n(cx) + " " + n(cy) + #")">"#
      + XMLEscaping.text(text) + "</text>"
  }
}

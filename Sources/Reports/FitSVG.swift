import ReportModel

/// Draws a `TextFitEvidence` as inline SVG, to scale: the space the string has (a dashed box,
/// its frame or the screen), and under it the string at its point size in a box as wide as it
/// is, the part past the space shaded. The widest of the two is drawn 360 pixels wide, so the
/// picture fits a phone's screen; the string's glyphs come from the reader's own fonts, so only
/// the boxes, not the letters, are to scale.
struct FitSVG {
  static let drawnWidth = 360.0
  static let padding = 12.0
  static let labelHeight = 18.0

  let fit: TextFitEvidence

  var description: String {
    let space = fit.inFrame ? "its \(SVGNumber.format(fit.space)) pt frame" : "the \(SVGNumber.format(fit.space)) pt screen"
    return "\"\(fit.text)\" at \(fit.size) (\(SVGNumber.format(fit.points)) pt) is \(SVGNumber.format(fit.width)) pt wide, "
      + "wider than \(space)"
  }

  var svg: String {
    let n = SVGNumber.format
    let widest = max(fit.width, fit.space, 1)
    let scale = Self.drawnWidth / widest
    let space = fit.space * scale
    let width = fit.width * scale
    // The string at its point size to the same scale, no taller than 64 pixels to stay legible
    // on a page.
    let fontSize = min(64, max(10, fit.points * scale))
    let boxHeight = fontSize * 1.3
    let top = Self.padding + Self.labelHeight
    let textTop = top + 10
    let height = textTop + boxHeight + Self.labelHeight + Self.padding
    let totalWidth = Self.drawnWidth + 2 * Self.padding
    let x0 = Self.padding
    var svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" class="fit" role="img" width=""# + n(totalWidth) + #"" height=""# + n(height)
      + #"" viewBox="0 0 "# + n(totalWidth) + " " + n(height) + #"" aria-label=""# + XMLEscaping.attribute(description) + #"">"#
    svg += "<title>\(XMLEscaping.text(description))</title>"
    let spaceLabel = (fit.inFrame ? "frame " : "screen ") + n(fit.space) + " pt"
    svg += #"<text x=""# + n(x0) + #"" y=""# + n(Self.padding + 12) + #"" font-size="12">"# + XMLEscaping.text(spaceLabel) + "</text>"
    svg += #"<rect x=""# + n(x0) + #"" y=""# + n(top) + #"" width=""# + n(space) + #"" height=""# + n(boxHeight + 20)
      + ##"" fill="none" stroke="#555" stroke-dasharray="4 3"/>"##
    if width > space {
      svg += #"<rect x=""# + n(x0 + space) + #"" y=""# + n(textTop) + #"" width=""# + n(width - space) + #"" height=""#
        + n(boxHeight) + ##"" fill="#c62828" fill-opacity="0.18"/>"##
    }
    svg += #"<rect x=""# + n(x0) + #"" y=""# + n(textTop) + #"" width=""# + n(width) + #"" height=""# + n(boxHeight)
      + ##"" fill="none" stroke="#c62828"/>"##
    svg += #"<text x=""# + n(x0 + 4) + #"" y=""# + n(textTop + fontSize) + #"" font-size=""# + n(fontSize) + #"">"#
      + XMLEscaping.text(fit.text) + "</text>"
    let widthLabel = "\(fit.size), \(n(fit.points)) pt: \(n(fit.width)) pt wide"
    svg += #"<text x=""# + n(x0) + #"" y=""# + n(textTop + boxHeight + 14) + #"" font-size="12">"# + XMLEscaping.text(widthLabel)
      + "</text>"
    return svg + "</svg>"
  }
}

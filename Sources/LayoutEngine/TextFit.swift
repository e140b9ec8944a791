import LayoutModel

/// How wide a view that draws the timer's value is at one text size, against the space it has:
/// what `timer-text-fits` judges and `resolve --text-size` prints.
package struct TextFit: Sendable, Hashable {
  /// The size the person chose.
  package let size: DynamicTypeSize
  /// The point size the text draws at (after the view's `dynamicTypeSize` limits).
  package let points: Double
  /// The string's width at that size, in points, in the stand-in fonts.
  package let width: Double
  /// The narrowest it can get: shrunk to its `minimumScaleFactor` (a `Text`), or `width`.
  package let narrowest: Double
  /// The space: its frame's width, or the narrowest screen's.
  package let space: Double
  /// Whether `space` is a frame's (not the screen's).
  package let inFrame: Bool
  package let verdict: Verdict

  package enum Verdict: String, Sendable, Hashable {
    /// Fits even at the stand-in fonts' widest estimate.
    case fits
    /// Does not fit even at their narrowest.
    case overflows
    /// Inside their margin.
    case withinMargin
  }

  /// Why a view's fit cannot be measured.
  package enum Unknown: Error, Sendable {
    /// The platform profile gives no narrowest screen and no frame bounds the text.
    case noScreen
    /// The stand-in fonts have no advance for a character.
    case noMetrics(StandInMetrics.MissingAdvance)
    /// The platform publishes no point size for the font's style at a size.
    case noPointSize(DynamicTypeSize)
  }

  /// The fit of `box` at each size `support` offers, smallest first, one per distinct point
  /// size (sizes that draw alike cannot change the verdict).
  package static func measure(
    _ box: TextBox, support: DynamicTypeSupport, screen: ScreenWidth?, metrics: StandInMetrics = .shipped,
    only: DynamicTypeSize? = nil
  ) -> Result<[TextFit], Unknown> {
    let sizing = box.sizing
    guard let space = sizing.availableWidth ?? screen?.narrowestWidth else { return .failure(.noScreen) }
    let perPoint: Double
    switch metrics.width(of: box.text) {
    case .failure(let missing):
      // Cells with a width for every character need no glyph widths.
      guard let factors = box.cellFactors, factors.allSatisfy({ $0 != nil }) else { return .failure(.noMetrics(missing)) }
      perPoint = factors.reduce(0) { $0 + $1! }
    case .success(let textWidth):
      guard let factors = box.cellFactors else {
        perPoint = textWidth
        break
      }
      perPoint = zip(Array(box.text), factors).reduce(0) { total, pair in
        total + (pair.1 ?? metrics.advance(of: pair.0) ?? 0)
      }
    }
    // A Text shrinks to its minimumScaleFactor; cells keep their frames whatever their Texts do.
    let shrink = box.cellFactors == nil ? sizing.minimumScaleFactor : 1
    var fits: [TextFit] = []
    var seen = Set<Double>()
    for size in support.sizes where only.map({ $0 == size }) ?? true {
      guard let points = pointSize(sizing.font, at: sizing.limits.effective(size), support: support) else {
        return .failure(.noPointSize(size))
      }
      guard only != nil || seen.insert(points).inserted else { continue }
      let width = perPoint * points
      let narrowest = width * shrink
      let verdict: Verdict =
        narrowest * (1 + metrics.margin) <= space
        ? .fits : (narrowest * (1 - metrics.margin) > space ? .overflows : .withinMargin)
      fits.append(
        TextFit(
          size: size, points: points, width: width, narrowest: narrowest, space: space,
          inFrame: sizing.availableWidth != nil, verdict: verdict))
    }
    return .success(fits)
  }

  /// A number of points to a hundredth, as reports and `resolve --json` record it.
  package static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// A width or size in points as findings and `resolve` print it: to a tenth, without a
  /// trailing `.0`.
  package static func points(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// The point size a font draws at for a Dynamic Type size; `nil` where the platform's table
  /// has no row for the style it follows.
  package static func pointSize(_ font: TextFont, at size: DynamicTypeSize, support: DynamicTypeSupport) -> Double? {
    switch font {
    case .style(let style):
      return support.pointSize(style, at: size)
    case .size(let points, nil):
      return points
    case .size(let points, let style?):
      guard let base = support.defaultSize, let designed = support.pointSize(style, at: base),
        let scaled = support.pointSize(style, at: size)
      else { return nil }
      return points * scaled / designed
    }
  }
}

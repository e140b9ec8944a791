import LayoutModel

/// How a view that shows the timer's value follows the person's text size (Dynamic Type): its
/// font, the `dynamicTypeSize` limits on it, and what it offers instead of growing.
public struct TextSizing: Sendable, Hashable, Codable {
  /// The font in effect (a `Text` without one uses body: "A text view draws a string in your
  /// app's user interface using a body font that's appropriate for the current platform",
  /// https://developer.apple.com/documentation/swiftui/text; `DigitCells` without one draw at
  /// their fixed `fontSize`).
  package let font: TextFont
  /// The `.dynamicTypeSize(_:)` limits in effect.
  package let limits: TextSizeLimits
  /// Whether `.accessibilityShowsLargeContentViewer()` applies.
  public let largeContentViewer: Bool
  /// How far the text may shrink to fit (1: not at all).
  public let minimumScaleFactor: Double
  /// The width of the nearest enclosing `.frame(width:)` in points; `nil` where none limits it
  /// (then the screen does).
  public let availableWidth: Double?
  /// The `.lineLimit(_:)` in effect; `nil` for none (text wraps onto as many lines as it needs).
  public let lineLimit: Int?

  /// The font as a reader sees it: `body`, `75 pt`, `75 pt relative to title`.
  public var fontDescription: String { font.description }

  /// The sizes the text is drawn at on a platform offering `sizes`, smallest first: none when the
  /// font is fixed or the platform has no Dynamic Type (then it is drawn at one size whatever
  /// the person chooses).
  package func sizesReached(on sizes: [DynamicTypeSize]) -> [DynamicTypeSize] {
    guard font.scalesWith != nil else { return [] }
    var reached: [DynamicTypeSize] = []
    for size in sizes {
      let effective = limits.effective(size)
      if reached.last != effective { reached.append(effective) }
    }
    return reached
  }
}

extension TextSizing {
  // The case format's own words: `style`, or `size` with `relativeTo`; `dynamicTypeSize` when
  // a value is set, `dynamicTypeRange` when a range limits it.
  private enum CodingKeys: String, CodingKey {
    case style, size, relativeTo, dynamicTypeSize, dynamicTypeRange, largeContentViewer, minimumScaleFactor
    case availableWidth, lineLimit
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch font {
    case .style(let style): try container.encode(style, forKey: .style)
    case .size(let points, let style):
      try container.encode(points, forKey: .size)
      try container.encodeIfPresent(style, forKey: .relativeTo)
    }
    try container.encodeIfPresent(limits.value, forKey: .dynamicTypeSize)
    if limits.range != DynamicTypeSize.all {
      try container.encode([limits.range.lowerBound, limits.range.upperBound], forKey: .dynamicTypeRange)
    }
    try container.encode(largeContentViewer, forKey: .largeContentViewer)
    try container.encode(minimumScaleFactor, forKey: .minimumScaleFactor)
    try container.encodeIfPresent(availableWidth, forKey: .availableWidth)
    try container.encodeIfPresent(lineLimit, forKey: .lineLimit)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let style = try container.decodeIfPresent(TextStyle.self, forKey: .style) {
      font = .style(style)
    } else {
      font = .size(
        try container.decode(Double.self, forKey: .size),
        relativeTo: try container.decodeIfPresent(TextStyle.self, forKey: .relativeTo))
    }
    var limits = TextSizeLimits()
    limits.value = try container.decodeIfPresent(DynamicTypeSize.self, forKey: .dynamicTypeSize)
    if let range = try container.decodeIfPresent([DynamicTypeSize].self, forKey: .dynamicTypeRange), range.count == 2,
      range[0] <= range[1]
    {
      limits.range = range[0] ... range[1]
    }
    self.limits = limits
    largeContentViewer = try container.decode(Bool.self, forKey: .largeContentViewer)
    minimumScaleFactor = try container.decode(Double.self, forKey: .minimumScaleFactor)
    availableWidth = try container.decodeIfPresent(Double.self, forKey: .availableWidth)
    lineLimit = try container.decodeIfPresent(Int.self, forKey: .lineLimit)
  }
}

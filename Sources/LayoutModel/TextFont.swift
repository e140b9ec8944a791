/// The font a `.font(_:)` modifier sets, as far as its size goes: whether it follows the
/// person's text size.
///
/// - A text style (`.title`, `.system(.title, design: .rounded)`) scales
///   (https://developer.apple.com/documentation/swiftui/font/textstyle).
/// - A point size scales when it is relative to a text style: `Font.custom(_:size:)` scales
///   with body, `Font.custom(_:size:relativeTo:)` with its style, and a size read from a
///   `@ScaledMetric` property with the metric's style (body by default)
///   (https://developer.apple.com/documentation/swiftui/font/custom(_:size:),
///   https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)).
/// - Otherwise a point size is fixed: `Font.custom(_:fixedSize:)` "does not scale with Dynamic
///   Type" (https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)), and
///   `.system(size:)` "specifies a fixed font size, which will not adapt" (WWDC26 session 221,
///   https://developer.apple.com/videos/play/wwdc2026/221; its API page does not say).
package enum TextFont: Sendable, Hashable {
  /// A text style.
  case style(TextStyle)
  /// A size in points, scaled relative to a text style when one is given, fixed otherwise.
  case size(Double, relativeTo: TextStyle?)

  /// The text style the size follows; `nil` for a fixed size.
  package var scalesWith: TextStyle? {
    switch self {
    case .style(let style): style
    case .size(_, let style): style
    }
  }

  /// `title`, `75 pt`, `75 pt relative to title`.
  package var description: String {
    switch self {
    case .style(let style): style.rawValue
    case .size(let points, nil): "\(Self.points(points)) pt"
    case .size(let points, let style?): "\(Self.points(points)) pt relative to \(style.rawValue)"
    }
  }

  private static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

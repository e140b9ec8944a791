/// How a paragraph's base direction is chosen before the bidi algorithm runs.
public enum ParagraphDirection: String, Sendable, Codable, CaseIterable {
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
  /// From the first strong character (rules P2–P3), left to right when there is none.
  case auto

  var icuLevel: UInt8 {
    switch self {
    case .ltr: 0
    case .rtl: 1
    case .auto: 0xFE
    }
  }

  /// The explicit direction for a layout direction.
  public init(_ direction: TextDirection) {
    self = direction == .ltr ? .ltr : .rtl
  }
}

/// How a timer value becomes the string it displays.
public struct DisplayFormat: Sendable, Equatable {
  /// Where the pattern comes from.
  public enum Source: Sendable, Equatable {
    /// A fixed pattern the app hard-codes.
    case pattern(FixedTimePattern)
    /// The locale's best pattern for a skeleton.
    case skeleton(DisplaySkeleton)
  }

  /// The pattern or skeleton.
  public var source: Source
  /// Whether values under an hour drop the hour field and the literal after it, which changes
  /// the number of cells when the timer passes `1:00:00 → 59:59`.
  public var omitZeroHours: Bool
  /// The digits shown.
  public var digits: DigitSystem
  /// The minus sign of overtime values.
  public var minusSign: MinusSignStyle

  /// Creates a display format.
  public init(
    source: Source, omitZeroHours: Bool = false, digits: DigitSystem = .locale,
    minusSign: MinusSignStyle = .locale
  ) {
    self.source = source
    self.omitZeroHours = omitZeroHours
    self.digits = digits
    self.minusSign = minusSign
  }
}

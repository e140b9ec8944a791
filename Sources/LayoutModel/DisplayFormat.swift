/// How a timer value becomes the string it displays.
package struct DisplayFormat: Sendable, Equatable {
  /// Where the pattern comes from.
  package enum Source: Sendable, Equatable {
    /// A fixed pattern the app hard-codes.
    case pattern(FixedTimePattern)
    /// The locale's best pattern for a skeleton.
    case skeleton(DisplaySkeleton)
  }

  /// The pattern or skeleton.
  package var source: Source
  /// Whether values under an hour drop the hour field and the literal after it, which changes
  /// the number of cells when the timer passes `1:00:00 → 59:59`.
  package var omitZeroHours: Bool
  /// The digits shown.
  package var digits: DigitSystem
  /// The minus sign of overtime values.
  package var minusSign: MinusSignStyle

  /// Creates a display format.
  package init(
    source: Source, omitZeroHours: Bool = false, digits: DigitSystem = .locale,
    minusSign: MinusSignStyle = .locale
  ) {
    self.source = source
    self.omitZeroHours = omitZeroHours
    self.digits = digits
    self.minusSign = minusSign
  }
}

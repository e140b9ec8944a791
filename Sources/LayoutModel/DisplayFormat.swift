/// How a timer value becomes the string it displays.
package struct DisplayFormat: Sendable, Equatable {
  /// Where the pattern comes from.
  package enum Source: Sendable, Equatable {
    /// A fixed pattern the app hard-codes.
    case pattern(FixedTimePattern)
    /// The locale's best pattern for a skeleton.
    case skeleton(DisplaySkeleton)
    /// A `String(format:)` format with its arguments.
    case format(FieldTemplate)
    /// A Swift string interpolation of the value's fields.
    case interpolation(FieldTemplate)
    /// What a system view or format style writes (`Text(timerInterval:)`,
    /// `Text(date, style: .timer)`, `Duration.formatted(.time(pattern:))`).
    case system(SystemTimeFormat)
  }

  /// The pattern or skeleton.
  package var source: Source
  /// Whether values under an hour drop the hour field and the literal after it, which changes
  /// the number of cells when the timer passes `1:00:00 → 59:59`.
  package var omitZeroHours: Bool = false
  /// The digits shown.
  package var digits: DigitSystem = .locale
  /// The minus sign of overtime values.
  package var minusSign: MinusSignStyle = .locale

  /// Whether the display shows a sub-second field.
  package var usesFraction: Bool {
    switch source {
    case .format(let template), .interpolation(let template): template.fields.contains(.fraction)
    default: false
    }
  }
}

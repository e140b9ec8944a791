/// The sequence of values a timer shows and how each becomes a display string.
public struct Timeline: Sendable, Equatable {
  /// The values, in seconds.
  public var countdown: Countdown
  /// How a value is formatted.
  public var display: DisplayFormat
  /// Where the `countdown` object is in the file, for findings about the value range.
  public var countdownLocation: SourceLocation

  /// Creates a timeline.
  public init(countdown: Countdown, display: DisplayFormat, countdownLocation: SourceLocation) {
    self.countdown = countdown
    self.display = display
    self.countdownLocation = countdownLocation
  }
}

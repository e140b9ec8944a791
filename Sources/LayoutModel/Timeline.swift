/// The sequence of values a timer shows and how each becomes a display string.
package struct Timeline: Sendable, Equatable {
  /// The values, in seconds.
  package var countdown: Countdown
  /// How a value is formatted.
  package var display: DisplayFormat
  /// Where the `countdown` object is in the file, for findings about the value range.
  package var countdownLocation: SourceLocation
}

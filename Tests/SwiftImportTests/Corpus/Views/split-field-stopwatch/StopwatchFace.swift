import SwiftUI

/// Minutes, seconds and hundredths each in a fixed frame, so the colon and the point never move.
struct StopwatchFace: View {
  let stopwatch: LapStopwatch

  var body: some View {
    HStack(spacing: 0) {
      Text(String(format: "%02d", stopwatch.minutes))
        .frame(width: 56)
      Text(":")
      Text(String(format: "%02d", stopwatch.seconds))
        .frame(width: 56)
      Text(".")
      Text(String(format: "%02d", stopwatch.hundredths))
        .frame(width: 56)
    }
    .font(.system(size: 48, weight: .light).monospacedDigit())
    .environment(\.layoutDirection, .leftToRight)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Elapsed time")
    .accessibilityValue("\(stopwatch.minutes) minutes \(stopwatch.seconds) seconds")
  }
}

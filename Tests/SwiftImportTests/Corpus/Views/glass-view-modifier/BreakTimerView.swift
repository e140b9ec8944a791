import SwiftUI

struct BreakTimerView: View {
  @State private var remainingSeconds = 300

  private var time: String { String(format: "%d:%02d", remainingSeconds / 60, remainingSeconds % 60) }

  var body: some View {
    Text(time)
      .font(.title2)
      .monospacedDigit()
      .glassCapsule()
      .accessibilityLabel("Break ends in \(Duration.seconds(remainingSeconds).formatted(.units(width: .wide)))")
  }
}

import SwiftUI

struct RaceClock: View {
  @State private var elapsedSeconds = 0

  private var clock: String {
    String(format: "%d:%02d:%02d", elapsedSeconds / 3600, elapsedSeconds / 60 % 60, elapsedSeconds % 60)
  }

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "flag.checkered")
      Text(clock)
        .monospacedDigit()
    }
    .flipsForRightToLeftLayoutDirection(false)
    .environment(\.layoutDirection, .leftToRight)
    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in elapsedSeconds += 1 }
  }
}

import SwiftUI

struct RoundTimerView: View {
  @State private var remaining = 180

  var body: some View {
    VStack(spacing: 12) {
      Text("Round 3")
        .font(.headline)
      Text(remaining, format: RoundClockStyle())
        .font(.system(size: 96, weight: .black, design: .rounded))
        .monospacedDigit()
        .accessibilityAddTraits(.updatesFrequently)
    }
    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in remaining -= 1 }
  }
}

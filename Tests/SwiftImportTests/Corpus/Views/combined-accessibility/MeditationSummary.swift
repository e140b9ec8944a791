import SwiftUI

struct MeditationSummary: View {
  @State private var secondsRemaining = 15 * 60

  private var display: String { "\(secondsRemaining / 60):\(String(format: "%02d", secondsRemaining % 60))" }

  var body: some View {
    VStack(spacing: 4) {
      Text("Breathe")
        .font(.caption)
      Text(display)
        .font(.system(size: 44, design: .rounded))
        .monospacedDigit()
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(display)
    .accessibilityHidden(false)
  }
}

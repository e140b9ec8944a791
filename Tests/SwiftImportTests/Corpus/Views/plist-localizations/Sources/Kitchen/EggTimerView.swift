import SwiftUI

/// An egg timer shipped in English, German and French only: no right-to-left localisation.
struct EggTimerView: View {
  @State private var secondsLeft = 7 * 60

  var body: some View {
    HStack(spacing: 2) {
      ForEach(Array(display.enumerated()), id: \.offset) { _, char in
        Text(String(char))
          .font(.system(size: 56, weight: .bold))
          .frame(width: char == ":" ? 16 : 34)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Egg timer")
    .accessibilityValue(Duration.seconds(secondsLeft).formatted(.units(width: .wide)))
  }

  private var display: String {
    "\(secondsLeft / 60):\(String(format: "%02d", secondsLeft % 60))"
  }
}

import SwiftUI

struct ArcadeTimer: View {
  @State private var timeLeft = 99

  private var digits: String { String(format: "%d:%02d", timeLeft / 60, timeLeft % 60) }

  var body: some View {
    Text(digits)
      .font(.custom("PressStart2P-Regular", size: 32))
      .frame(width: 200, height: 60)
      .scaleEffect(1.2)
      .offset(x: 0, y: 4)
      .accessibilityLabel("Time left \(digits)")
  }
}

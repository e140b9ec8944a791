import SwiftUI

struct CountdownFace: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var remaining = 90

  var body: some View {
    Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
      .font(.system(.largeTitle, design: .rounded, weight: .bold))
      .monospacedDigit()
      .animation(reduceMotion ? nil : .easeInOut(duration: 0.15), value: remaining)
  }

  func tick() { remaining -= 1 }
}

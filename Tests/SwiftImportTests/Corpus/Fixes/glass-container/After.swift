import SwiftUI

struct GlassControls: View {
  @State private var remaining = 300

  var body: some View {
    GlassEffectContainer {
      HStack(spacing: 12) {
        Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
          .monospacedDigit()
          .padding()
          .glassEffect()
        Button("Pause") { }
          .padding()
          .glassEffect()
      }
      .padding()
    }
  }

  func tick() { remaining -= 1 }
}

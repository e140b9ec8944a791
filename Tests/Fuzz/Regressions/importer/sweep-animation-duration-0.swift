import SwiftUI

struct TimerHUD: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var model = HUDModel()

  var body: some View {
    VStack(spacing: 16) {
      Text(model.label)
        .font(.system(size: 48, weight: .medium, design: .rounded))
        .monospacedDigit()
      if model.showsControls {
        Button("Pause") { withAnimation(reduceMotion ? nil : .spring(duration: 0.0)) { model.showsControls = false } }
          .glassEffect()
          .transition(reduceMotion ? .opacity : .scale(scale: 0.9).combined(with: .opacity))
      }
    }
  }
}

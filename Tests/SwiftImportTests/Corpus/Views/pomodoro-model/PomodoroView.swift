import SwiftUI

struct PomodoroView: View {
  @StateObject private var model = PomodoroModel()

  var body: some View {
    VStack(spacing: 24) {
      Text(model.timeString)
        .font(.system(size: 72, weight: .bold, design: .rounded))
        .monospacedDigit()
        .accessibilityLabel("Focus time remaining: \(model.spokenTime)")
        .accessibilityAddTraits(.updatesFrequently)
      GlassEffectContainer(spacing: 12) {
        HStack(spacing: 12) {
          Button("Start") { model.isRunning = true }
            .glassEffect(.regular.interactive())
          Button("Reset") { model.secondsLeft = 25 * 60 }
            .glassEffect(.regular.interactive())
        }
      }
    }
    .padding()
  }
}

import SwiftUI

/// A visionOS window: the timer on the window's own glass.
struct ImmersiveTimerWindow: View {
  @State private var remaining: Duration = .seconds(10 * 60)

  var body: some View {
    VStack(spacing: 20) {
      Text(remaining.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2))))
        .font(.system(size: 80, weight: .thin))
        .monospacedDigit()
        .accessibilityLabel("Time remaining")
      Button("Pause") {}
    }
    .padding(40)
    .glassBackgroundEffect(displayMode: .always)
  }
}

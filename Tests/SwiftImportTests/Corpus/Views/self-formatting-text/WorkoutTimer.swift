import SwiftUI

struct WorkoutTimer: View {
  @State private var remaining: Duration = .seconds(45 * 60)

  var body: some View {
    Text(remaining, format: .time(pattern: .hourMinuteSecond))
      .font(.system(size: 56, weight: .semibold))
      .monospacedDigit()
      .accessibilityAddTraits(.updatesFrequently)
  }
}

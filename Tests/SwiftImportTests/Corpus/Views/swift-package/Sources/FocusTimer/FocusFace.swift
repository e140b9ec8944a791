import SwiftUI

public struct FocusFace: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var remaining = 50 * 60

  private var face: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }

  public var body: some View {
    Text(face)
      .font(.system(size: 96, weight: .ultraLight, design: .rounded))
      .monospacedDigit()
      .animation(reduceMotion ? nil : .snappy, value: remaining)
      .accessibilityLabel("Focus: \(Duration.seconds(remaining).formatted(.units(width: .wide)))")
      .accessibilityAddTraits(.updatesFrequently)
  }
}

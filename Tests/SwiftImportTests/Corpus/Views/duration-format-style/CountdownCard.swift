import SwiftUI

/// A tea timer card: the remaining time as a Duration, formatted by Foundation.
struct CountdownCard: View {
  @State private var remaining = 180

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Green tea")
        .font(.headline)
      Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
        .font(.system(.title, design: .rounded))
        .monospacedDigit()
        .animation(.default, value: remaining)
    }
    .padding()
    .accessibilityElement(children: .combine)
  }
}

import SwiftUI

/// A widget's countdown to a deadline; the system renders and updates the text.
struct DeadlineWidgetView: View {
  let deadline: Date

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("Pizza ready in")
        .font(.caption)
      Text(deadline, style: .timer)
        .font(.title2.monospacedDigit())
        .multilineTextAlignment(.leading)
    }
  }
}

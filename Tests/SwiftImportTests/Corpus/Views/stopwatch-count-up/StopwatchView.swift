import SwiftUI

struct StopwatchView: View {
  var model: StopwatchModel

  var body: some View {
    Text(model.formatted)
      .font(.largeTitle.monospacedDigit())
      .contentTransition(.numericText())
      .accessibilityLabel("Elapsed: \(model.formatted)")
  }
}

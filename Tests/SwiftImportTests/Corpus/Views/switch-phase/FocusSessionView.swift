import SwiftUI

struct FocusSessionView: View {
  let model: FocusSessionModel

  var body: some View {
    switch model.phase {
    case .running:
      FocusDigits(text: model.clockText)
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time left: \(model.spokenTime)")
    case .paused:
      // Paused: dimmed, and the pin was forgotten here.
      FocusDigits(text: model.clockText)
        .opacity(0.5)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Paused, \(model.spokenTime) left")
    case .finished:
      Text("Done")
        .font(.largeTitle)
    }
  }
}

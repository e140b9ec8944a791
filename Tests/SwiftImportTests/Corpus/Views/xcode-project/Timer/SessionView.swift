import SwiftUI

struct SessionView: View {
  let model: SessionModel

  var body: some View {
    Text(model.timeText)
      .font(.system(size: 80, weight: .thin))
      .monospacedDigit()
      .accessibilityLabel(String(localized: "Session timer"))
      .accessibilityValue(model.timeText)
  }
}

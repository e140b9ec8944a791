import SwiftUI

struct TVTimerView: View {
  @State private var secondsLeft = 600

  private var text: String { String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60) }

  var body: some View {
    #if os(tvOS)
    Text(text)
      .font(.system(size: 140, weight: .bold))
      .monospacedDigit()
    #else
    Text(text)
      .font(.system(size: 64, weight: .bold))
      .monospacedDigit()
    #endif
  }
}

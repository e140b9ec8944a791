import SwiftUI

struct Clock: View {
  @State private var remaining = 90

  var digits: some View {
    HStack(spacing: 0) {
      Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
        .font(.largeTitle)
    }
  }

  var body: some View {
    VStack {
      digits
      digits
        .scaleEffect(x: 1, y: -1)
        .opacity(0.3)
        .accessibilityHidden(true)
    }
  }
}

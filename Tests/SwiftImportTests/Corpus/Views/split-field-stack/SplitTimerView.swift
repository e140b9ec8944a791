import SwiftUI

struct SplitTimerView: View {
  @State private var remaining = 90

  var body: some View {
    HStack(spacing: 0) {
      Text(String(format: "%02d", remaining / 60))
        .frame(width: 44)
      Text(":")
      Text(String(format: "%02d", remaining % 60))
        .frame(width: 44)
    }
    .font(.system(size: 40, weight: .bold))
  }
}

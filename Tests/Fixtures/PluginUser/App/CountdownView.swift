import SwiftUI

/// A team's timer view, read by `swift package layout-audit import App`: SwiftUI does not build
/// on Linux, so this folder belongs to no target.
struct CountdownView: View {
  @State private var remaining = 300

  var body: some View {
    HStack(spacing: 2) {
      Text(String(format: "%02d", remaining / 60))
      Text(":")
      Text(String(format: "%02d", remaining % 60))
    }
    .font(.system(size: 48))
  }

  func tick() { remaining -= 1 }
}

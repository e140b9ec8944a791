import SwiftUI

struct CompactTimer: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var remaining = 300

  private var label: String { String(format: "%d:%02d", remaining / 60, remaining % 60) }

  var body: some View {
    sizeClass == .compact
      ? Text(label).font(.title).monospacedDigit()
      : Text(label).font(.largeTitle).monospacedDigit()
  }
}

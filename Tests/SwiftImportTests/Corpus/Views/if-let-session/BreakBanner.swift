import SwiftUI

struct BreakBanner: View {
  let store: SessionStore

  var body: some View {
    if let session = store.activeBreak {
      HStack(spacing: 8) {
        Image(systemName: "cup.and.saucer")
        Text(store.label(for: session.secondsLeft))
          .monospacedDigit()
      }
      .environment(\.layoutDirection, .leftToRight)
    } else {
      Text("No break running")
        .foregroundStyle(.secondary)
    }
  }
}

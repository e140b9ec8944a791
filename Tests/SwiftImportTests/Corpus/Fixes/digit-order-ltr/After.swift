import SwiftUI

struct Cells: View {
  @State private var remaining = 754

  private var text: String {
    String(format: "%02d:%02d", remaining / 60, remaining % 60)
  }

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(text.enumerated()), id: \.offset) { _, character in
        Text(String(character))
          .frame(width: character == ":" ? 12 : 28)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(text)
    .flipsForRightToLeftLayoutDirection(false)
    .environment(\.layoutDirection, .leftToRight)
  }
}

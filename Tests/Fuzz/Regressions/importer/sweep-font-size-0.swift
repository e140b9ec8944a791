import SwiftUI

struct OutlineTimer: View {
  @State private var remaining = 20 * 60
  let size: CGFloat = 00

  private var text: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(text.enumerated()), id: \.offset) { _, character in
        GlyphShape(character: String(character))
          .frame(width: character == ":" ? size * 0.25 : size * 0.55, height: size)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(Duration.seconds(remaining).formatted(.units(width: .wide))) remaining")
    .accessibilityAddTraits(.updatesFrequently)
  }
}

import SwiftUI

struct FlipClockView: View {
  let model: FlipClockModel
  private let digitWidth: CGFloat = 40
  private let colonWidth: CGFloat = 18

  var body: some View {
    HStack(spacing: 2) {
      ForEach(Array(model.clockText.enumerated()), id: \.offset) { _, character in
        DigitCell(character: character, width: character == ":" ? colonWidth : digitWidth)
      }
    }
    .environment(\.layoutDirection, .leftToRight)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(model.clockText)")
  }
}

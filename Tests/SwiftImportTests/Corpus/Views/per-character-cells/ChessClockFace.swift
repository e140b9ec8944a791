import SwiftUI

struct ChessClockFace: View {
  let model: ChessClockModel

  var body: some View {
    HStack(spacing: 2) {
      ForEach(Array(model.whiteText.enumerated()), id: \.offset) { _, char in
        if char == ":" {
          Text(":")
            .font(.system(size: 44, weight: .bold))
            .frame(width: 14)
        } else {
          DigitTile(digit: char)
        }
      }
    }
    .environment(\.layoutDirection, .leftToRight)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("White: \(Duration.seconds(model.whiteRemaining).formatted(.units(width: .wide)))")
    .accessibilityAddTraits(.updatesFrequently)
  }
}

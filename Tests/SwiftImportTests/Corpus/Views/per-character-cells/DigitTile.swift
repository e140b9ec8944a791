import SwiftUI

/// One digit on a dark tile, the way board-game timers draw them.
struct DigitTile: View {
  let digit: Character

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 6)
        .fill(.black)
      Text(String(digit))
        .font(.system(size: 44, weight: .bold))
        .foregroundStyle(.white)
    }
    .frame(width: 36)
  }
}

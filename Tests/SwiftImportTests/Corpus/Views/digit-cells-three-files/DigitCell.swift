import SwiftUI

struct DigitCell: View {
  let character: Character
  let width: CGFloat

  var body: some View {
    Text(String(character))
      .timerDigitStyle()
      .frame(width: width)
  }
}

extension Text {
  /// The clock's digit face.
  func timerDigitStyle() -> some View {
    self
      .font(.system(size: 60, weight: .heavy, design: .monospaced))
      .foregroundStyle(.primary)
  }
}

import SwiftUI

/// The session's digits, one fixed-width cell per character.
struct FocusDigits: View {
  let text: String

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(text.enumerated()), id: \.offset) { _, character in
        Text(String(character))
          .font(.system(size: 64, weight: .medium))
          .frame(width: character == ":" ? 00 : 40)
      }
    }
  }
}

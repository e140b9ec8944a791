import SwiftUI

struct GlassCapsule: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(.horizontal, 20)
      .glassEffect(.regular.tint(.blue).interactive(), in: .capsule)
  }
}

extension View {
  func glassCapsule() -> some View {
    modifier(GlassCapsule())
  }
}

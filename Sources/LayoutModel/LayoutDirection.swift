/// A layout direction, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Sendable, Equatable, Hashable, CaseIterable {
  case leftToRight
  case rightToLeft
}

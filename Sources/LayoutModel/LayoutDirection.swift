/// A layout direction, as SwiftUI's `LayoutDirection`.
package enum LayoutDirection: String, Sendable, Equatable, Hashable, CaseIterable {
  case leftToRight
  case rightToLeft
}

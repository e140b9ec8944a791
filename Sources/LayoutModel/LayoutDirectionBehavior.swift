/// Whether a shape mirrors its path in right-to-left, as SwiftUI's `LayoutDirectionBehavior`.
package enum LayoutDirectionBehavior: String, Sendable, Equatable, Hashable, CaseIterable {
  case fixed
  case mirrors
}

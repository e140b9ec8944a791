/// A translation in points; y grows downwards, as in SwiftUI.
package struct Offset: Sendable, Equatable, Hashable {
  /// Horizontal translation.
  package var x: Double = 0
  /// Vertical translation.
  package var y: Double = 0
}

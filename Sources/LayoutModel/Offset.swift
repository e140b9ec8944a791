/// A translation in points; y grows downwards, as in SwiftUI.
package struct Offset: Sendable, Equatable, Hashable {
  /// Horizontal translation.
  package var x: Double
  /// Vertical translation.
  package var y: Double

  /// Creates an offset.
  package init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }
}

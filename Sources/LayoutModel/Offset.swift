/// A translation in points; y grows downwards, as in SwiftUI.
public struct Offset: Sendable, Equatable, Hashable {
  /// Horizontal translation.
  public var x: Double
  /// Vertical translation.
  public var y: Double

  /// Creates an offset.
  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }
}

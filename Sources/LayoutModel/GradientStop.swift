/// One stop of a mask gradient: JSON `[opacity, location]`, both in 0…1.
public struct GradientStop: Sendable, Equatable, Hashable {
  /// How opaque the mask is at this stop.
  public var opacity: Double
  /// Where the stop is along the gradient.
  public var location: Double

  /// Creates a stop.
  public init(opacity: Double, location: Double) {
    self.opacity = opacity
    self.location = location
  }
}

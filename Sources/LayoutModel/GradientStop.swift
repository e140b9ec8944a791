/// One stop of a mask gradient: JSON `[opacity, location]`, both in 0…1.
package struct GradientStop: Sendable, Equatable, Hashable {
  /// How opaque the mask is at this stop.
  package var opacity: Double
  /// Where the stop is along the gradient.
  package var location: Double

  /// Creates a stop.
  package init(opacity: Double, location: Double) {
    self.opacity = opacity
    self.location = location
  }
}

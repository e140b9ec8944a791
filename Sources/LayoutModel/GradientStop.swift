/// One stop of a mask gradient: JSON `[opacity, location]`, both in 0…1.
package struct GradientStop: Sendable, Equatable, Hashable {
  /// How opaque the mask is at this stop.
  package var opacity: Double
  /// Where the stop is along the gradient.
  package var location: Double

  /// The values an opacity and a location take: fractions, 0 to 1.
  package static let fractions = 0.0...1.0
}

/// A Liquid Glass variant.
public enum GlassVariant: String, Sendable, Hashable, Codable, CaseIterable {
  /// Adaptive glass, the default.
  case regular
  /// Highly transparent glass with no adaptive behaviour.
  case clear
  /// No glass at all.
  case identity
}

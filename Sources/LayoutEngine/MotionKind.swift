/// What a motion animates, as the motion table records it.
public enum MotionKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A glass shape (or text) changing into another as the displayed value changes.
  case morph
  /// A cross-fade.
  case opacity
  /// Growing or shrinking.
  case scale
  /// Sliding.
  case offset
  /// Liquid Glass refracting what moves behind it.
  case lensing
  /// Liquid Glass stretching and bouncing under touch (interactive glass).
  case elastic
}

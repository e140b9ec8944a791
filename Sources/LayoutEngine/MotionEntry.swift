/// One row of the motion table: something that moves, and how under the current settings.
public struct MotionEntry: Sendable, Hashable, Codable {
  /// Where the motion comes from.
  public enum Source: String, Sendable, Hashable, Codable {
    /// An `.animation` modifier.
    case animation
    /// A `.transition` modifier.
    case transition
    /// The system's own glass motion (lensing, elastic) of a `.glassEffect`.
    case system
  }

  /// The node it belongs to.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// What it animates.
  public let kind: MotionKind
  /// Animation, transition or system glass motion.
  public let source: Source
  /// The value an animation is bound to (`display`).
  public let trigger: String?
  /// The effective curve (`easeInOut 0.15s`), or `nil` when the current settings turn it off.
  public let curve: String?
  /// Whether the platform itself reduces this motion under the current settings.
  public let systemReduced: Bool
}

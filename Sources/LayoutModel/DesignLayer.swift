/// The design layer of a view in Apple's Liquid Glass guidance.
public enum DesignLayer: String, Sendable, Hashable, Codable, CaseIterable {
  /// Controls, navigation and transient overlays, where glass belongs.
  case functional
  /// The app's content, which should use standard materials.
  case content
}

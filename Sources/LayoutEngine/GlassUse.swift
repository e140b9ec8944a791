import LayoutModel

/// One `.glassEffect`, with what it becomes under the current settings and where it sits.
public struct GlassUse: Sendable, Hashable, Codable {
  /// The node it is applied to.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// The variant the case declares (`regular`, `clear`, `identity`).
  public let declaredVariant: GlassVariant
  /// What is drawn under the current settings: the declared variant, the case's fallback
  /// (`regular`, `solid`, …), or the declared one when nothing adapts.
  public let effectiveVariant: GlassFallback
  /// Whether the platform adapts this glass by itself under the current settings.
  public let systemAdapts: Bool
  /// The design layer the node is in (`functional` or `content`).
  public let layer: DesignLayer
  /// Whether a `GlassEffectContainer` encloses it.
  public let inContainer: Bool
  /// Whether another glass effect encloses it (glass on glass).
  public let insideGlass: Bool
  /// Whether the glass is interactive.
  public let interactive: Bool
  /// Whether the glass draws the timer's value itself (the glyphs *are* the glass).
  public let drawsDisplay: Bool
  /// Whether this is a window's glass background (`glassBackgroundEffect`, visionOS), not a
  /// `glassEffect` on the app's own content: the platform's backdrop for windows and
  /// ornaments (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)).
  public var windowBackground: Bool = false
}

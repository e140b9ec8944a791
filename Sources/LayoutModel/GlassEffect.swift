/// A `.glassEffect` modifier and how the app adapts it to accessibility settings.
package struct GlassEffect: Sendable, Equatable {
  /// The glass variant; `regular` when the file does not say, as in SwiftUI.
  package var variant: GlassVariant = .regular
  /// The shape the glass fills; `capsule` when the file does not say, as in SwiftUI.
  package var shape: GlassShape = .capsule
  /// Whether the glass reacts to touch and pointer.
  package var interactive: Bool = false
  /// What the app switches to under Reduce Transparency; nil when it does not adapt.
  package var whenReduceTransparency: GlassFallback?
  /// What the app switches to under Increase Contrast; nil when it does not adapt.
  package var whenIncreaseContrast: GlassFallback?
}

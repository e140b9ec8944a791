/// When a `glassBackgroundEffect` shows its glass, as SwiftUI's `GlassBackgroundDisplayMode`
/// (https://developer.apple.com/documentation/swiftui/glassbackgrounddisplaymode). The modifier's
/// default is `.always`
/// (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)).
package enum GlassBackgroundDisplayMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Always shows the glass (the modifier's default).
  case always
  /// Shows it only when the view is not already contained in glass.
  case implicit
  /// Never shows it.
  case never
}

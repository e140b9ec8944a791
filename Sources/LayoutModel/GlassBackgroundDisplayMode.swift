/// When a `glassBackgroundEffect` shows its glass, as SwiftUI's `GlassBackgroundDisplayMode`
/// (https://developer.apple.com/documentation/swiftui/glassbackgrounddisplaymode).
package enum GlassBackgroundDisplayMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Always shows the glass.
  case always
  /// Shows it when the system decides (the default).
  case implicit
  /// Never shows it.
  case never
}

/// A platform behaviour that departs from SwiftUI's documented semantics, named in profile data
/// and implemented once, in `LayoutResolver`.
public enum PlatformQuirk: String, Sendable, Hashable, Codable, CaseIterable {
  /// An `HStack` lays out in the system's direction (the locale's), ignoring every
  /// `environment(\.layoutDirection, …)` override on it or above it, unless the stack itself
  /// carries `flipsForRightToLeftLayoutDirection(false)`. Other views keep honouring the
  /// override. Source: the Return field report (tvOS 26).
  case hstackIgnoresEnvironmentDirectionOverride = "hstack-ignores-environment-direction-override"
}

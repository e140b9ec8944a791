/// What is behind a view, which decides how legible clear glass over it is.
package enum BackgroundKind: String, Sendable, Equatable, Hashable, CaseIterable {
  /// A uniform background.
  case flat
  /// A busy background (video, animated gradient).
  case varied
}

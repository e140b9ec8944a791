/// The shape a glass effect fills; `self` is the view's own shape (a glyph path, say).
package enum GlassShape: String, Sendable, Equatable, Hashable, CaseIterable {
  case `self` = "self"
  case capsule
  case rect
  case circle
  case roundedRectangle
}

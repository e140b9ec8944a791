/// The shapes a `Shape` node can draw.
package enum ShapeKind: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The outline of the glyphs of the cell's character (the glass timer digits).
  case glyphPath
  case rectangle
  case roundedRectangle
  case capsule
  case circle
}

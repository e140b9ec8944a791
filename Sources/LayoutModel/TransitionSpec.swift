/// A transition as a combination of opacity, scale and offset; at least one is present.
package struct TransitionSpec: Sendable, Equatable, Hashable {
  /// Whether the view fades.
  package var opacity: Bool = false
  /// The scale the view grows from or shrinks to, if it scales.
  package var scale: Double?
  /// The offset the view moves from or to, if it moves.
  package var offset: Offset?
}

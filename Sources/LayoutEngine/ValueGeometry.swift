/// What of a branch selection decides how the value's glyphs are drawn
/// (`LayoutResolver.valueGeometry`): the runner judges the rules that compare consecutive ticks
/// once for selections that draw the value alike.
package struct ValueGeometry: Hashable, Sendable {
  /// One `Variants` node as a selection resolved it.
  package enum Branch: Hashable, Sendable {
    /// A node with the value in some branch: the branch it showed, by name.
    case showing(String, String)
    /// A node with the value in no branch: the size of the branch it showed, all that the
    /// value's layout reads of it.
    case sized(String, width: Double, height: Double)
  }

  /// Every `Variants` node resolved, in the order resolved.
  package let branches: [Branch]
}

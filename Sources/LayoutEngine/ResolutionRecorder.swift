/// Collects, during one resolution, what is not geometry: stacks, motion, glass, strings and the
/// nodes that show the timer's value.
final class ResolutionRecorder {
  var stacks: [ResolvedStack] = []
  var motion: [MotionEntry] = []
  var glass: [GlassUse] = []
  var strings: [ShownString] = []
  var quirks: [AppliedQuirk] = []
  /// Display nodes by path and copy: how they draw the value and in which direction.
  var displayNodes: [String: (node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String)] = [:]
  var displayOrder: [String] = []
  /// Nodes and plain cells visited so far, bounded by `CaseLimits.maxExpandedNodes`.
  var visits = 0

  func recordDisplay(_ node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String) {
    let key = node.path
    if displayNodes[key] == nil { displayOrder.append(key) }
    displayNodes[key] = (node, copy, kind, direction)
  }
}

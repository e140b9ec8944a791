import LocaleEngine

/// Collects, during one resolution, what is not geometry: stacks, motion, glass, strings and the
/// nodes that show the timer's value.
final class ResolutionRecorder {
  var stacks: [ResolvedStack] = []
  var motion: [MotionEntry] = []
  var glass: [GlassUse] = []
  var strings: [ShownString] = []
  var quirks: [AppliedQuirk] = []
  /// Display nodes by path and copy: how they draw the value and in which direction.
  var displayNodes:
    [String: (node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String, pinned: Bool)] = [:]
  var displayOrder: [String] = []
  /// The Texts that show single fields of the value (split-field displays), by copy.
  var fieldTexts: [CopyKind: [(node: NodeReference, direction: TextDirection)]] = [:]
  /// Every node resolved, by path, so a split-field display can name the stack that holds its
  /// fields.
  var nodes: [String: NodeReference] = [:]
  /// The branch each `Variants` node showed, by its id.
  var branches: [String: String] = [:]
  /// Nodes and plain cells visited so far, bounded by `CaseLimits.maxExpandedNodes`.
  var visits = 0

  /// The display key of the split-field rendering of a copy.
  static func fieldsKey(_ copy: CopyKind) -> String { "fields:" + copy.rawValue }

  func recordField(_ node: NodeReference, copy: CopyKind, direction: TextDirection) {
    fieldTexts[copy, default: []].append((node, direction))
  }

  func recordDisplay(
    _ node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String, pinnedLeftToRight: Bool
  ) {
    let key = node.path
    if displayNodes[key] == nil { displayOrder.append(key) }
    displayNodes[key] = (node, copy, kind, direction, pinnedLeftToRight)
  }
}

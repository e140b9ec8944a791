import LocaleEngine

/// Collects, during one resolution, what is not geometry: stacks, motion, glass, strings and the
/// nodes that show the timer's value.
final class ResolutionRecorder {
  var stacks: [ResolvedStack] = []
  var motion: [MotionEntry] = []
  var glass: [GlassUse] = []
  var strings: [ShownString] = []
  var quirks: [AppliedQuirk] = []
  /// A node that shows the value: how it draws it, in which direction, and how it follows the text size.
  typealias DisplayNode = (
    node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String, pinned: Bool, sizing: TextSizing
  )
  /// Display nodes by path and copy.
  var displayNodes: [String: DisplayNode] = [:]
  var displayOrder: [String] = []
  /// The Texts that show single fields of the value (split-field displays), by copy.
  var fieldTexts: [CopyKind: [(node: NodeReference, direction: TextDirection, sizing: TextSizing)]] = [:]
  /// The views that draw the value as text, in the order resolved.
  var textBoxes: [TextBox] = []
  /// Every node resolved, with its path, in the order resolved, so a split-field display can
  /// name the stack that holds its fields (the last node recorded at a path is the one there).
  var nodes: [(path: String, node: NodeReference)] = []
  /// The branch each `Variants` node showed, by its id, in the order resolved (the last one
  /// recorded for an id is the one it showed).
  var branchLog: [BranchShown] = []
  /// Each comparison of an element's own label or value with the display, and its answer
  /// (`SubtreeCache`: a resolved subtree is reused only where the answers stay the same).
  var displayProbes: [(text: String, raw: Bool)] = []
  /// Nodes and plain cells visited so far, bounded by `CaseLimits.maxExpandedNodes`.
  var visits = 0
  /// Inside a subtree being resolved for `SubtreeCache`: its descendants are not looked up.
  var recording = false

  /// The branch each `Variants` node showed, by its id.
  var branches: [String: String] {
    Dictionary(branchLog.map { ($0.id, $0.branch) }, uniquingKeysWith: { $1 })
  }

  /// A `Variants` node as resolved: the branch it showed and that branch's size, all its
  /// parent's layout reads of it (`LayoutResolver.valueGeometry`).
  struct BranchShown: Sendable {
    /// The node's id, or its path where it has none.
    let id: String
    /// Whether `id` is the node's own id, which a selection names it by.
    let named: Bool
    let branch: String
    let width: Double
    let height: Double
  }

  /// The display key of the split-field rendering of a copy.
  static func fieldsKey(_ copy: CopyKind) -> String { "fields:" + copy.rawValue }

  func recordDisplay(
    _ node: NodeReference, copy: CopyKind, kind: DisplayRendering.Kind, direction: String, pinnedLeftToRight: Bool,
    sizing: TextSizing
  ) {
    let key = node.path
    if displayNodes[key] == nil { displayOrder.append(key) }
    displayNodes[key] = (node, copy, kind, direction, pinnedLeftToRight, sizing)
  }

  /// How much of each record a subtree found when it started.
  struct Mark {
    fileprivate let stacks, motion, glass, strings, quirks, nodes, branches, probes, visits: Int
  }

  /// What a subtree added to the records: everything but the display's nodes and fields, which
  /// only a subtree that shows the value adds.
  struct Slice: Sendable {
    fileprivate let stacks: ArraySlice<ResolvedStack>
    fileprivate let motion: ArraySlice<MotionEntry>
    fileprivate let glass: ArraySlice<GlassUse>
    fileprivate let strings: ArraySlice<ShownString>
    fileprivate let quirks: ArraySlice<AppliedQuirk>
    fileprivate let nodes: ArraySlice<(path: String, node: NodeReference)>
    fileprivate let branches: ArraySlice<BranchShown>
    /// The subtree's comparisons with the display.
    let probes: ArraySlice<(text: String, raw: Bool)>
    /// The nodes and cells it visited.
    let visits: Int

    /// Whether it recorded motion or glass, the only records the settings change.
    var readsSettings: Bool { !motion.isEmpty || !glass.isEmpty }
  }

  var mark: Mark {
    Mark(
      stacks: stacks.count, motion: motion.count, glass: glass.count, strings: strings.count, quirks: quirks.count,
      nodes: nodes.count, branches: branchLog.count, probes: displayProbes.count, visits: visits)
  }

  /// What was recorded since `mark`.
  func slice(since mark: Mark) -> Slice {
    Slice(
      stacks: stacks[mark.stacks...], motion: motion[mark.motion...], glass: glass[mark.glass...],
      strings: strings[mark.strings...], quirks: quirks[mark.quirks...], nodes: nodes[mark.nodes...],
      branches: branchLog[mark.branches...], probes: displayProbes[mark.probes...], visits: visits - mark.visits)
  }

  /// Records a subtree's slice again, as resolving it here would.
  func replay(_ slice: Slice) {
    stacks += slice.stacks
    motion += slice.motion
    glass += slice.glass
    strings += slice.strings
    quirks += slice.quirks
    nodes += slice.nodes
    branchLog += slice.branches
    displayProbes += slice.probes
    visits += slice.visits
  }
}

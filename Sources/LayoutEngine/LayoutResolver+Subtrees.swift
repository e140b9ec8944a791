import LayoutModel

extension LayoutResolver {
  /// Resolves one node, reusing its subtree's resolution from an earlier tick when the subtree
  /// shows nothing of the value (`SubtreeCache`): the same fragment, and the same records added
  /// in the same place, as resolving it again would give.
  ///
  /// A digit cell's template (`cellTemplate`) is looked up by its character too: the cell's
  /// environment holds the character, which is the only way the tick reaches a template that
  /// shows no placeholder, so a cell resolves once per character it shows. Not looked up: a
  /// reflection node (its copy, resolved at the same path, is), the nodes inside a cell's
  /// template, and the descendants of a subtree being resolved for the cache (only the
  /// outermost subtree that shows no value is kept).
  func resolve(
    _ node: ViewNode, path: String, environment: ResolutionEnvironment, display: TimerDisplay,
    recorder: ResolutionRecorder, depth: Int, cellTemplate: Bool = false
  ) throws(ResolutionError) -> Fragment {
    func fresh() throws(ResolutionError) -> Fragment {
      try resolveNode(node, path: path, environment: environment, display: display, recorder: recorder, depth: depth)
    }
    if recorder.recording || (environment.cell != nil && !cellTemplate) { return try fresh() }
    if case .reflection = node.kind { return try fresh() }
    // Entries are checked against the whole environment, the cell with it, so a key shared by
    // two characters is a miss, never a wrong layout.
    let key = environment.cell.map { path + "|" + String($0.character) } ?? path
    switch subtrees.slot(key, node: node, environment: environment, depth: depth) {
    case .showsTick:
      return try fresh()
    case .resolved(let entry):
      // Under other settings an entry with motion or glass is not this resolver's to reuse, nor
      // to replace (the resolver it belongs to still needs it).
      guard entry.settings.map({ $0 == settings }) ?? true else { return try fresh() }
      // Past the node bound, resolving again throws where the first resolution would have.
      guard recorder.visits + entry.recorded.visits <= Self.limits.maxExpandedNodes,
        entry.recorded.probes.allSatisfy({ Self.isRawDisplay($0.text, display: display) == $0.raw })
      else { return try fresh() }
      recorder.replay(entry.recorded)
      return entry.fragment
    case nil:
      guard !showsTick(node) else {
        subtrees.store(.showsTick(node), at: key)
        return try fresh()
      }
      let mark = recorder.mark
      recorder.recording = true
      defer { recorder.recording = false }
      let fragment = try fresh()
      subtrees.store(
        .resolved(
          SubtreeCache.Entry(
            node: node, environment: environment, depth: depth, fragment: fragment,
            recorded: recorder.slice(since: mark), settings: settings)),
        at: key)
      return fragment
    }
  }

  /// Whether resolving a subtree renders a placeholder anywhere: a template of a `Text`, digit
  /// cells, a button title, an accessibility label or value (`ViewNode.templates`), in the node,
  /// its descendants or the subtrees its reflections copy. A reflection whose target is missing
  /// or copies itself counts as showing it (resolution throws there).
  func showsTick(_ node: ViewNode, following targets: Set<String> = []) -> Bool {
    if node.templates.contains(where: { !templates.placeholders($0).isEmpty }) { return true }
    if case .reflection(let target) = node.kind {
      guard !targets.contains(target), let original = nodesByID[target] else { return true }
      return showsTick(original, following: targets.union([target]))
    }
    return node.children.contains { showsTick($0, following: targets) }
  }
}

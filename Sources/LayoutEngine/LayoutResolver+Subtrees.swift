import LayoutModel

extension LayoutResolver {
  /// Resolves one node, reusing its subtree's resolution from an earlier tick when the subtree
  /// shows nothing of the value (`SubtreeCache`): the same fragment, and the same records added
  /// in the same place, as resolving it again would give.
  ///
  /// Not looked up: a reflection node (its copy, resolved at the same path, is), anything inside
  /// a digit cell (the cell's character is the tick's), and the descendants of a subtree being
  /// resolved for the cache (only the outermost subtree that shows no value is kept).
  func resolve(
    _ node: ViewNode, path: String, environment: ResolutionEnvironment, display: TimerDisplay,
    recorder: ResolutionRecorder, depth: Int
  ) throws(ResolutionError) -> Fragment {
    func fresh() throws(ResolutionError) -> Fragment {
      try resolveNode(node, path: path, environment: environment, display: display, recorder: recorder, depth: depth)
    }
    if recorder.recording || environment.cell != nil { return try fresh() }
    if case .reflection = node.kind { return try fresh() }
    switch subtrees.slot(path, node: node, environment: environment, depth: depth) {
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
        subtrees.store(.showsTick(node), at: path)
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
        at: path)
      return fragment
    }
  }

  /// Whether resolving a subtree renders a placeholder anywhere: a template of a `Text`, digit
  /// cells, a button title, an accessibility label or value (`ParsedTemplates` lists the same
  /// places), in the node, its descendants or the subtrees its reflections copy. A reflection
  /// whose target is missing or copies itself counts as showing it (resolution throws there).
  func showsTick(_ node: ViewNode, following targets: Set<String> = []) -> Bool {
    func shows(_ template: String) -> Bool { !templates.placeholders(template).isEmpty }
    for modifier in node.modifiers {
      switch modifier.kind {
      case .accessibilityLabel(let template), .accessibilityValue(let template):
        if shows(template) { return true }
      default:
        break
      }
    }
    switch node.kind {
    case .text(let template):
      if shows(template) { return true }
    case .digitCells(let cells):
      if shows(cells.text) { return true }
    case .button(let label?, _):
      if shows(label) { return true }
    case .reflection(let target):
      guard !targets.contains(target), let original = nodesByID[target] else { return true }
      return showsTick(original, following: targets.union([target]))
    default:
      break
    }
    return node.children.contains { showsTick($0, following: targets) }
  }
}

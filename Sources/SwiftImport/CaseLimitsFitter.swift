import LayoutModel

/// Makes an imported view tree fit the case format's limits (`CaseLimits`) without losing the
/// timer: real views nest deeper and hold more nodes than a case allows, and the same view
/// used twice gives two nodes one id. What it changes is noted, never dropped silently.
struct CaseLimitsFitter {
  let limits = CaseLimits()

  /// The tree with unique ids, within the depth and node-count limits, and the notes on what
  /// was changed.
  func fit(_ root: ImportedNode) -> (ImportedNode, [ImportNote]) {
    var notes: [ImportNote] = []
    var node = root
    if depth(node) > limits.maxTreeDepth {
      node = collapseWrappers(node)
      notes.append(
        ImportNote(
          construct: "view tree of \(depth(root)) levels", reason: "stacks around a single view with no modifiers of their own are left out, so the tree fits the case format's \(limits.maxTreeDepth) levels",
          rules: [], at: root.at))
    }
    if depth(node) > limits.maxTreeDepth {
      var cut: [SwiftLocation] = []
      node = prune(node, level: 1, cut: &cut)
      if let first = cut.first {
        notes.append(
          ImportNote(
            construct: "views deeper than \(limits.maxTreeDepth) levels", reason: "\(cut.count) subtree\(cut.count == 1 ? "" : "s") below level \(limits.maxTreeDepth) that show no time are left out (read as spacers)",
            rules: [], at: first))
      }
    }
    let budget = limits.maxNodeCount - 10
    if count(node) > budget {
      var removed = 0
      node = shed(node, excess: count(node) - budget, removed: &removed)
      notes.append(
        ImportNote(
          construct: "view of \(count(root)) nodes", reason: "\(removed) views that show no time are left out so the case stays within \(limits.maxNodeCount) nodes; the rules that look at every view (glass, labels) may miss some",
          rules: ["glass-functional-layer", "glass-on-glass", "glass-container", "clear-glass-legibility", "timer-accessibility-label"], at: root.at))
    }
    // A view read twice (a ViewModifier's `content` in both branches of its own condition)
    // repeats the conditions inside it: the case audits at most 32 combinations, so the last
    // conditions keep their first branch.
    var collapsed: [SwiftLocation] = []
    while combinations(node) > LayoutCase.maxBranchSelections, collapseLastVariants(&node, at: &collapsed) {}
    if let first = collapsed.first {
      notes.append(
        ImportNote(
          construct: "\(collapsed.count) conditional view\(collapsed.count == 1 ? "" : "s")", reason: "more branch combinations than the \(LayoutCase.maxBranchSelections) a case audits; only the first branch of the last conditions is audited",
          rules: [], at: first))
    }
    var seen: [String: Int] = [:]
    var renamed: [String: String] = [:]
    uniqueIDs(&node, seen: &seen, renamed: &renamed)
    // What resolution costs: every cell repeats its template, every reflection copies its
    // target. A large cell template loses its template (the character's own Text is audited), a
    // reflection too large to copy is left out.
    while expanded(node, in: node) > limits.maxExpandedNodes {
      if let at = dropLargestCellTemplate(&node) {
        notes.append(
          ImportNote(
            construct: "digit cell template", reason: "the cell's views, repeated once per character, are more than a case may expand to; the cells are read as Texts of their characters",
            rules: [], at: at))
      } else if let at = dropReflection(&node) {
        notes.append(
          ImportNote(
            construct: "reflection", reason: "the reflected views are more than a case may copy; the reflection is left out",
            rules: ["reflection-accessibility-hidden", "reflection-direction-consistent"], at: at))
      } else {
        break
      }
    }
    return (node, notes)
  }

  /// The nodes resolution visits, as `CaseValidator` counts them: a cell template once per
  /// character (`placeholderCells` for a placeholder), a reflection as a copy of its target.
  private func expanded(_ node: ImportedNode, in root: ImportedNode, depth: Int = 0) -> Int {
    guard depth < 64 else { return limits.maxExpandedNodes + 1 }
    var total = 1 + node.children.reduce(0) { $0 + expanded($1, in: root, depth: depth + 1) }
    if node.type == "DigitCells", let cell = node.cell.first { total += limits.placeholderCells * expanded(cell, in: root, depth: depth + 1) }
    if node.type == "Reflection", case .string(let target)? = node.fields.first(where: { $0.0 == "of" })?.1, let original = Self.find(target, in: root) {
      total += expanded(original, in: root, depth: depth + 1)
    }
    return min(total, 1 << 30)
  }

  private static func find(_ id: String, in node: ImportedNode) -> ImportedNode? {
    if node.id == id { return node }
    for child in node.children + node.cell { if let found = find(id, in: child) { return found } }
    return nil
  }

  private func dropLargestCellTemplate(_ node: inout ImportedNode) -> SwiftLocation? {
    if node.type == "DigitCells", let cell = node.cell.first, count(cell) > 1 {
      node.cell = []
      return cell.at
    }
    for i in node.children.indices { if let at = dropLargestCellTemplate(&node.children[i]) { return at } }
    return nil
  }

  private func dropReflection(_ node: inout ImportedNode) -> SwiftLocation? {
    for i in node.children.indices {
      if node.children[i].type == "Reflection" {
        let at = node.children[i].at
        node.children[i] = ImportedNode(type: "Spacer", at: at)
        return at
      }
      if let at = dropReflection(&node.children[i]) { return at }
    }
    return nil
  }

  private func combinations(_ node: ImportedNode) -> Int {
    var product = node.type == "Variants" ? max(node.children.count, 1) : 1
    for child in children(node) {
      product *= combinations(child)
      if product > 1 << 20 { return product }
    }
    return product
  }

  /// Replaces the last `Variants` node in document order by its first branch.
  private func collapseLastVariants(_ node: inout ImportedNode, at collapsed: inout [SwiftLocation]) -> Bool {
    for i in node.children.indices.reversed() where collapseLastVariants(&node.children[i], at: &collapsed) { return true }
    guard node.type == "Variants", let first = node.children.first else { return false }
    collapsed.append(node.at)
    node = first
    return true
  }

  private func depth(_ node: ImportedNode) -> Int {
    1 + (children(node).map(depth).max() ?? 0)
  }

  private func count(_ node: ImportedNode) -> Int {
    1 + children(node).map(count).reduce(0, +)
  }

  private func children(_ node: ImportedNode) -> [ImportedNode] { node.children + node.cell }

  private static let stacks: Set<String> = ["VStack", "HStack", "ZStack"]

  /// Whether a subtree shows the time (its display, a field, digit cells or a reflection).
  static func showsTime(_ node: ImportedNode) -> Bool {
    if ["DigitCells", "Reflection"].contains(node.type) || node.fieldIndex != nil { return true }
    // A placeholder of the time, not any `$`: `"$$5"` is a literal dollar sign.
    if case .string(let text)? = node.fields.first(where: { $0.0 == "text" })?.1,
      TextTemplate.placeholders(in: text).contains(where: { $0 != .spoken })
    {
      return true
    }
    return (node.children + node.cell).contains(where: showsTime)
  }

  private func collapseWrappers(_ node: ImportedNode) -> ImportedNode {
    var node = node
    while Self.stacks.contains(node.type), node.children.count == 1, node.modifiers.isEmpty, node.id == nil {
      node = node.children[0]
    }
    node.children = node.children.map(collapseWrappers)
    return node
  }

  private func prune(_ node: ImportedNode, level: Int, cut: inout [SwiftLocation]) -> ImportedNode {
    var node = node
    if level >= limits.maxTreeDepth - 1 {
      node.children = node.children.map { child in
        guard !children(child).isEmpty else { return child }
        cut.append(child.at)
        return ImportedNode(type: "Spacer", at: child.at)
      }
      return node
    }
    node.children = node.children.map { prune($0, level: level + 1, cut: &cut) }
    return node
  }

  /// Replaces subtrees that show no time by spacers, last first, until `excess` nodes are gone.
  private func shed(_ node: ImportedNode, excess: Int, removed: inout Int) -> ImportedNode {
    var node = node
    for i in node.children.indices.reversed() where removed < excess {
      let size = count(node.children[i])
      if !Self.showsTime(node.children[i]) {
        guard size > 1 else { continue }
        removed += size - 1
        node.children[i] = ImportedNode(type: "Spacer", at: node.children[i].at)
      } else {
        node.children[i] = shed(node.children[i], excess: excess, removed: &removed)
      }
    }
    return node
  }

  /// Ids made unique in document order (a view used twice gets `timer`, `timer-2`); a
  /// reflection copies the latest node that had the id it names.
  private func uniqueIDs(_ node: inout ImportedNode, seen: inout [String: Int], renamed: inout [String: String]) {
    if node.type == "Reflection" {
      for i in node.fields.indices where node.fields[i].0 == "of" {
        if case .string(let target) = node.fields[i].1, let now = renamed[target] { node.fields[i].1 = .string(now) }
      }
    }
    if let id = node.id {
      let uses = seen[id, default: 0] + 1
      seen[id] = uses
      let unique = uses == 1 ? id : "\(id)-\(uses)"
      node.id = unique
      renamed[id] = unique
    }
    for i in node.cell.indices { uniqueIDs(&node.cell[i], seen: &seen, renamed: &renamed) }
    for i in node.children.indices { uniqueIDs(&node.children[i], seen: &seen, renamed: &renamed) }
  }
}

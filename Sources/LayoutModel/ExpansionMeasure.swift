/// What resolving a case costs, counted on the written tree without expanding it: how many nodes
/// the resolver visits for one tick and how deep it goes.
///
/// The resolver replaces each `Reflection` by a copy of its target and resolves a digit-cell
/// template once per cell, so 37 written nodes (a `VStack` of level i−1 and a reflection of it,
/// 18 levels) make half a million visits. This counts them the way the resolver visits them,
/// memoised per reflection target, so the count takes time linear in the written tree however
/// large the expansion is. Counts saturate instead of overflowing. Call it only on a tree whose
/// reflection targets exist and have no cycle.
package struct ExpansionMeasure {
  /// The visits and the deepest level of one node's expansion: `nodes` resolver visits (the node
  /// itself included) at levels up to `height` below the node's own.
  struct Size: Equatable {
    var nodes: Int
    var height: Int
  }

  /// Past this a count only says "too many".
  static let saturated = Int.max / 4

  private let byID: [String: ViewNode]
  private let placeholderCells: Int
  private var memo: [String: Size] = [:]

  init(byID: [String: ViewNode], placeholderCells: Int) {
    self.byID = byID
    self.placeholderCells = placeholderCells
  }

  /// The expansion of a node as the resolver sees it.
  mutating func size(of node: ViewNode) -> Size {
    // The first node with an id is the one reflections copy (and the resolver indexes); it is
    // measured once however many reflections and parents reach it.
    if let id = node.id, let indexed = byID[id], indexed.location == node.location {
      return size(ofID: id)
    }
    return measure(node)
  }

  /// The expansion of the node a reflection names.
  mutating func size(ofID id: String) -> Size {
    if let known = memo[id] { return known }
    guard let node = byID[id] else { return Size(nodes: 1, height: 0) }
    let result = measure(node)
    memo[id] = result
    return result
  }

  /// How many cells a digit-cell string makes at most: its characters, with each placeholder
  /// counted as `placeholderCells` (its length depends on the locale).
  func cellCount(_ template: String) -> Int {
    let placeholders = TextTemplate.placeholders(in: template).count
    let literal = TextTemplate.render(template, display: "", spoken: "").count
    return Self.add(literal, Self.multiply(placeholders, placeholderCells))
  }

  /// Whether the resolver draws a cell without resolving its template as a node (a plain
  /// one-character `Text`); the validator counts such a cell as one visit.
  package static func isPlainCell(_ template: ViewNode?) -> Bool {
    guard let template else { return true }
    if case .text = template.kind, template.modifiers.isEmpty { return true }
    return false
  }

  private mutating func measure(_ node: ViewNode) -> Size {
    switch node.kind {
    case .reflection(let target):
      // One visit for the reflection, then its copy: the target's kind one level down.
      let copied = size(ofID: target)
      return Size(nodes: Self.add(1, copied.nodes), height: Self.add(1, copied.height))
    case .digitCells(let cells):
      let count = cellCount(cells.text)
      guard count > 0 else { return Size(nodes: 1, height: 0) }
      if Self.isPlainCell(cells.cell) { return Size(nodes: Self.add(1, count), height: 0) }
      let cell = size(of: cells.cell!)
      return Size(nodes: Self.add(1, Self.multiply(count, cell.nodes)), height: Self.add(1, cell.height))
    default:
      var total = Size(nodes: 1, height: 0)
      for child in node.children {
        let part = size(of: child)
        total.nodes = Self.add(total.nodes, part.nodes)
        total.height = max(total.height, Self.add(1, part.height))
      }
      return total
    }
  }

  static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow || sum > saturated ? saturated : sum
  }

  static func multiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow || product > saturated ? saturated : product
  }
}

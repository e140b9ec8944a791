import LayoutModel

/// Where a resolved thing comes from in the case: a stable path, the node's id and type, and
/// its line and column in the case file (for SARIF and annotations).
public struct NodeReference: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A stable path from the root: ids where nodes have them, `Type[index]` otherwise
  /// (`VStack/timer/cell[2]`). Baselines key findings by it.
  public let path: String
  /// The node's id, if it has one.
  public let id: String?
  /// The node's type as the case file writes it (`DigitCells`).
  public let type: String
  /// The 1-based line of the node in its case file.
  public let line: Int
  /// The 1-based column of the node in its case file.
  public let column: Int

  public init(path: String, id: String?, type: String, line: Int, column: Int) {
    self.path = path
    self.id = id
    self.type = type
    self.line = line
    self.column = column
  }

  init(path: String, node: ViewNode) {
    self.init(
      path: path, id: node.id, type: node.kind.type.rawValue, line: node.location.line,
      column: node.location.column)
  }

  public var description: String { id.map { "\(type) \"\($0)\"" } ?? path }
}

/// Whether something belongs to the original view or to a reflection's copy of it.
public enum CopyKind: String, Sendable, Hashable, Codable {
  case original
  case reflection
}

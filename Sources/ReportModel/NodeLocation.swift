/// Where a finding is in the audited source: the node's stable path, id and type, and its
/// file, line and column, so every writer can point at it without looking anything up.
public struct NodeLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A stable path from the root (`VStack/timer/cell[2]`); baselines key findings by it.
  public var path: String
  /// The node's id, if it has one.
  public var id: String?
  /// The node's type as the case file writes it (`DigitCells`).
  public var type: String
  /// The file the node is written in, as the report's inputs give it.
  public var file: String?
  /// The 1-based line of the node in `file`.
  public var line: Int
  /// The 1-based column of the node in `file`.
  public var column: Int

  public init(path: String, id: String?, type: String, file: String?, line: Int, column: Int) {
    self.path = path
    self.id = id
    self.type = type
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, or `line:column` when the file is not known.
  public var position: String { "\(file.map { "\($0):" } ?? "")\(line):\(column)" }

  /// `DigitCells "timer"`, or the path for a node without an id.
  public var description: String { id.map { "\(type) \"\($0)\"" } ?? path }
}

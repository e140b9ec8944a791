/// A position in a case file: the file path as given, and a 1-based line and column.
///
/// Columns count Unicode scalars, not bytes, so accented text does not push the column past
/// what an editor shows. (Editors that count UTF-16 units differ only after a character outside
/// the Basic Multilingual Plane, such as an emoji, on the same line.)
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The file path as it was given to the loader.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location as `file:line:column`, the form compilers and editors recognise.
  public var description: String { "\(file):\(line):\(column)" }
}

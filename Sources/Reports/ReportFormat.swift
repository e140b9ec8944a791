/// A report format: its name on the command line, its file in the output folder (`nil` for
/// formats printed to standard output), and its writer.
///
/// Each writer registers its format as a static member in its own file
/// (`extension ReportFormat { static let json = … }`); `all` lists them in the order a run
/// writes them. Adding a format is its writer file and one entry in `all`.
public struct ReportFormat: Sendable, Hashable, CustomStringConvertible {
  /// The name users write (`sarif`).
  public let name: String
  /// The file it is written to, or `nil` when it goes to standard output.
  public let fileName: String?
  /// Makes the writer.
  private let makeWriter: @Sendable () -> any ReportWriter

  /// A format with its writer.
  package init(name: String, fileName: String?, writer: @escaping @Sendable () -> any ReportWriter) {
    self.name = name
    self.fileName = fileName
    makeWriter = writer
  }

  /// Every format, in the order a run writes them.
  public static let all: [ReportFormat] = [.json, .junit, .sarif, .markdown, .html, .text, .github]

  /// The format with a name.
  public static func named(_ name: String) -> ReportFormat? { all.first { $0.name == name } }

  /// The writer.
  package var writer: any ReportWriter { makeWriter() }

  public var description: String { name }

  public static func == (lhs: ReportFormat, rhs: ReportFormat) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The reasons one or more case files could not be used.
public struct CaseLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every problem found, in file order.
  public var diagnostics: [CaseDiagnostic]

  /// Creates an error from diagnostics.
  public init(diagnostics: [CaseDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

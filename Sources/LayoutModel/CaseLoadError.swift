/// The reasons one or more case files could not be used.
package struct CaseLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every problem found, in file order.
  package var diagnostics: [CaseDiagnostic]

  /// Creates an error from diagnostics.
  package init(diagnostics: [CaseDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic per line.
  package var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

/// The problems one stage finds in a case file: at most `limit` kept, in the order found, and
/// the rest counted, so a file with thousands of mistakes costs neither time nor screens.
struct DiagnosticLog {
  /// How many are kept.
  let limit: Int
  /// The stage that finds them.
  let code: CaseDiagnostic.Code
  private(set) var kept: [CaseDiagnostic] = []
  private(set) var omitted = 0

  /// Records a problem; the hint (often a spelling search) is computed only when it is kept.
  mutating func report(_ message: String, at location: SourceLocation, hint: @autoclosure () -> String? = nil) {
    guard kept.count < limit else {
      omitted += 1
      return
    }
    kept.append(CaseDiagnostic(location: location, message: message, hint: hint(), code: code))
  }

  /// The kept problems and, when some were left out, a last one saying how many, placed after
  /// the last one shown.
  func all(file: String) -> [CaseDiagnostic] {
    guard omitted > 0 else { return kept }
    let last = kept.map(\.location).max { ($0.line, $0.column) < ($1.line, $1.column) }
    return kept + [
      CaseDiagnostic(
        location: last ?? SourceLocation(file: file, line: 1, column: 1),
        message: "too many errors: \(omitted) more not shown",
        hint: "fix the errors above and run again", code: .truncated)
    ]
  }
}

import Foundation

/// Decodes a case file strictly, reporting every problem it can find with its file, line and
/// column.
///
/// Decoding checks everything that can be judged locally: keys, types, enumeration values,
/// value ranges, string lengths, the time pattern, the timeline's length. Checks across the
/// tree (unique ids, reflection targets) and against the catalog belong to `CaseValidator`.
package struct CaseDecoder: Sendable {
  /// The bounds applied while decoding.
  package var limits: CaseLimits

  /// Creates a decoder.
  package init(limits: CaseLimits = CaseLimits()) {
    self.limits = limits
  }

  /// Decodes one case; `path` labels every location.
  package func decode(_ data: Data, path: String) throws(CaseLoadError) -> LayoutCase {
    let root: JSONValue
    do {
      root = try JSONParser(maxDepth: limits.maxJSONDepth).parse(data, file: path)
    } catch {
      throw CaseLoadError(diagnostics: [CaseDiagnostic(location: error.location, message: error.message, code: .json)])
    }
    var state = DecodingState(limits: limits)
    let decoded = state.layoutCase(root)
    if let decoded, state.log.kept.isEmpty { return decoded }
    if state.log.kept.isEmpty {
      // Unreachable by construction; kept so a decoder bug reads as a diagnostic, not a trap.
      state.report("the case could not be decoded", at: root.location)
    }
    throw CaseLoadError(diagnostics: state.log.all(file: path))
  }

  /// Whether `id` is 1 to `maxLength` lowercase ASCII letters, digits and `punctuation`, starting
  /// with a letter or digit: the syntax of case ids (with hyphens) and platform profile ids (with
  /// dots and hyphens), checked without a regular expression engine (Foundation's is ICU's, which
  /// reads the caller's locale).
  package static func isValidID(_ id: String, maxLength: Int, punctuation: String) -> Bool {
    let scalars = Array(id.unicodeScalars)
    func alphanumeric(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("0"..."9").contains(s) }
    return (1...maxLength).contains(scalars.count) && alphanumeric(scalars[0])
      && scalars.allSatisfy { alphanumeric($0) || punctuation.unicodeScalars.contains($0) }
  }
}

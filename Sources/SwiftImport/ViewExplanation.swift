/// Why a view was or was not imported, for `layout-audit import --explain`: every `Text` the
/// importer read in its body, where its value comes from, and whether it was taken as the time.
package struct ViewExplanation: Sendable, Equatable {
  /// One `Text` the importer read.
  package struct Candidate: Sendable, Equatable {
    /// The `Text(…)` call as written (shortened).
    package var text: String
    /// `file:line:column` of the call.
    package var at: String
    /// Whether it was taken as the timer's display.
    package var taken: Bool
    /// Why it was taken or left.
    package var why: String
    /// Where its value comes from, one followed step each (`formattedTime (Model.swift:12)`).
    package var trail: [String]
  }

  /// The view type.
  package var view: String
  /// Its declaration, `file:line:column`.
  package var at: String
  /// Whether a case was written for it.
  package var taken: Bool
  /// The Texts read in its body, in the order read.
  package var candidates: [Candidate]
}

extension ViewExplanation {
  /// The explanation as `import --explain` prints it: the view and verdict, then each Text
  /// with where its value comes from.
  package var text: String {
    var lines = ["\(at): \(view): \(taken ? "imported" : "not imported (no Text shows a time)")"]
    if candidates.isEmpty { lines.append("  no Text read in its body") }
    for candidate in candidates {
      lines.append("  \(candidate.taken ? "taken" : "left ") \(candidate.text)  [\(candidate.at)]")
      lines.append("        \(candidate.why)")
      for step in candidate.trail { lines.append("        ← \(step)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension SwiftImporter.SkippedView {
  /// The line the CLI prints: `path:line:column: warning: …`.
  package var warning: String {
    "\(at): warning: \(view) was not imported: \(reason); the other views are imported (please report this view)"
  }
}

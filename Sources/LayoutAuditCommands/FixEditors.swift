import LayoutAudit

/// The two editors `layout-audit fix` makes its edits with: Swift source through the front end
/// the executable installed (none in the plugin's tool, which reads case files only), case files
/// through the library's `CaseFixer`. Everything else `fix` does — planning, trials, the
/// re-audit that proves an edit, writing — and the fixes `audit` proposes are one path for both.
struct FixEditors: Sendable {
  /// The Swift front end's edits (`SwiftFrontEnd.applyEdits`); nil in a build that cannot edit
  /// Swift.
  var swift: (@Sendable (String, [SwiftEdit]) -> (text: String, outcomes: [SwiftEdit.Outcome]))?

  /// Each file's text with the edits made, each by its file's editor, round by round (an
  /// uncovered failure's line is in the text the earlier rounds made), the modifiers each edit
  /// added, and why any edit could not be made. Files missing from `originals` are left out.
  func apply(
    _ edits: [FixPlanner.Edit], to originals: [String: String]
  ) -> (texts: [String: String], added: [FixPlanner.Edit: [String]], refused: [FixPlanner.Edit: String]) {
    var texts: [String: String] = [:]
    var added: [FixPlanner.Edit: [String]] = [:]
    var refused: [FixPlanner.Edit: String] = [:]
    for (file, fileEdits) in Dictionary(grouping: edits, by: \.file) {
      guard var text = originals[file] else { continue }
      for round in Set(fileEdits.map(\.round)).sorted() {
        let roundEdits = fileEdits.filter { $0.round == round }
        let (patched, outcomes) = apply(text, file: file, source: roundEdits[0].source, roundEdits.map(\.swiftEdit))
        for (edit, outcome) in zip(roundEdits, outcomes) {
          switch outcome {
          case .made(let modifiers): added[edit] = modifiers
          case .refused(let reason): refused[edit] = reason
          }
        }
        text = patched
      }
      texts[file] = text
    }
    return (texts, added, refused)
  }

  /// The file's text with the edits made, and what became of each edit (in order).
  private func apply(
    _ text: String, file: String, source: FixPlanner.Source, _ edits: [SwiftEdit]
  ) -> (text: String, outcomes: [SwiftEdit.Outcome]) {
    switch source {
    case .caseFile:
      return CaseFixer.apply(edits, to: text, path: file)
    case .swift:
      guard let swift else {
        return (text, edits.map { _ in .refused("this build of layout-audit cannot edit Swift source; run the full layout-audit") })
      }
      return swift(text, edits)
    }
  }
}

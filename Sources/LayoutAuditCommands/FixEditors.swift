import LayoutAudit

/// The two editors `layout-audit fix` makes its edits with: Swift source through the front end
/// the executable installed (none in the plugin's tool, which reads case files only), case files
/// through the library's `CaseFixer`. Everything else `fix` does — planning, trials, the
/// re-audit that proves an edit, writing — is one path for both.
struct FixEditors: Sendable {
  /// The Swift front end's edits and patched imports; nil in a build that cannot edit Swift.
  var swift: SwiftFrontEnd.Fixing?

  /// The file's text with the edits made, and what became of each edit (in order).
  func apply(
    _ text: String, file: String, source: FixPlanner.Source, _ edits: [SwiftEdit]
  ) -> (text: String, outcomes: [SwiftEdit.Outcome]) {
    switch source {
    case .caseFile:
      return CaseFixer.apply(edits, to: text, path: file)
    case .swift:
      guard let swift else {
        return (text, edits.map { _ in .refused("this build of layout-audit cannot edit Swift source; run the full layout-audit") })
      }
      return swift.apply(text, edits)
    }
  }
}

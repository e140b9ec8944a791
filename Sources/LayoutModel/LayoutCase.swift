/// One scenario file: a layout, the values its timer shows, and the outcomes it must produce.
package struct LayoutCase: Sendable, Equatable {
  /// The case id, equal to the file name without `.json`.
  package var id: String
  /// A one-line title.
  package var title: String
  /// Where the layout comes from (an app, a report).
  package var source: String?
  /// What the case shows or what went wrong.
  package var description: String?
  /// The minimum OS versions.
  package var deploymentTarget: DeploymentTarget
  /// The localisations the app ships (default: all), which decide its layout direction.
  package var localizations: AppLocalizations = .all
  /// Where the `localizations` value is, for findings about it.
  package var localizationsLocation: SourceLocation?
  /// Where each localisation id is, for located errors about unknown ones.
  package var localizationLocations: [SourceLocation] = []
  /// The values shown and how they are formatted.
  package var timeline: Timeline
  /// The root of the layout tree.
  package var view: ViewNode
  /// A product screen or a fixture.
  package var purpose: CasePurpose
  /// Declared outcomes (fixtures only); empty when the case declares none.
  package var expect: [Expectation]
  /// Where the case's root object starts.
  package var location: SourceLocation
  /// Where the `id` value is, for findings about the id.
  package var idLocation: SourceLocation
  /// What the Swift-source importer recorded, for a case it wrote; nil for a hand-written case.
  package var imported: ImportRecord?

  /// The most branch combinations a case may ask to audit.
  package static let maxBranchSelections = 32

  /// Every combination of branches to audit, each a map from a `Variants` node's id to the
  /// branch shown; one empty selection when the case has no `Variants`.
  package var branchSelections: [[String: String]] {
    var selections: [[String: String]] = [[:]]
    for node in view.allNodes {
      guard case .variants(let branches) = node.kind, let id = node.id else { continue }
      selections = selections.flatMap { selection in
        branches.map { branch in selection.merging([id: branch.name]) { $1 } }
      }
      if selections.count > Self.maxBranchSelections { break }
    }
    return selections
  }
}

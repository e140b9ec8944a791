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

  /// Creates a case.
  package init(
    id: String, title: String, source: String? = nil, description: String? = nil,
    deploymentTarget: DeploymentTarget, timeline: Timeline, view: ViewNode, purpose: CasePurpose? = nil,
    expect: [Expectation] = [], location: SourceLocation, idLocation: SourceLocation, imported: ImportRecord? = nil
  ) {
    self.id = id
    self.title = title
    self.source = source
    self.description = description
    self.deploymentTarget = deploymentTarget
    self.timeline = timeline
    self.view = view
    self.expect = expect
    // A case that declares outcomes is a fixture unless it says otherwise.
    self.purpose = purpose ?? (expect.isEmpty ? .product : .fixture)
    self.location = location
    self.idLocation = idLocation
    self.imported = imported
  }
}

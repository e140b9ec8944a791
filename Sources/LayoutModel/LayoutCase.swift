/// One scenario file: a layout, the values its timer shows, and the outcomes it must produce.
public struct LayoutCase: Sendable, Equatable {
  /// The case id, equal to the file name without `.json`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// Where the layout comes from (an app, a report).
  public var source: String?
  /// What the case shows or what went wrong.
  public var description: String?
  /// The minimum OS versions.
  public var deploymentTarget: DeploymentTarget
  /// The values shown and how they are formatted.
  public var timeline: Timeline
  /// The root of the layout tree.
  public var view: ViewNode
  /// Declared outcomes; empty when the case declares none.
  public var expect: [Expectation]
  /// Where the case's root object starts.
  public var location: SourceLocation
  /// Where the `id` value is, for findings about the id.
  public var idLocation: SourceLocation

  /// Creates a case.
  public init(
    id: String, title: String, source: String? = nil, description: String? = nil,
    deploymentTarget: DeploymentTarget, timeline: Timeline, view: ViewNode, expect: [Expectation] = [],
    location: SourceLocation, idLocation: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.source = source
    self.description = description
    self.deploymentTarget = deploymentTarget
    self.timeline = timeline
    self.view = view
    self.expect = expect
    self.location = location
    self.idLocation = idLocation
  }
}

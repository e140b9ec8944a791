/// One branch of a `Variants` node: the view shown when its condition holds.
package struct VariantBranch: Sendable, Equatable {
  /// A name unique in the node (`running`, `paused`, `tvOS`), used in node paths as
  /// `branch[name]` and in findings.
  package var name: String
  /// The condition as the source writes it, for a reader (`timer.isRunning`, `#if os(tvOS)`).
  package var condition: String?
  /// The view the branch shows.
  package var view: ViewNode
}

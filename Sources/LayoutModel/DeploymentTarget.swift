/// The minimum OS versions a case's app is built for, which decide version-dependent defaults
/// (a custom `Shape` mirrors in right-to-left only from iOS 17 / macOS 14 / tvOS 17 /
/// watchOS 10 on).
package struct DeploymentTarget: Sendable, Equatable {
  /// The minimum version per OS family; families not listed are not targeted.
  package var versions: [OSFamily: OSVersion]

  /// Creates a deployment target.
  package init(_ versions: [OSFamily: OSVersion]) {
    self.versions = versions
  }

  /// The minimum version for a family, or nil when the case does not target it.
  package subscript(family: OSFamily) -> OSVersion? { versions[family] }

  /// The targeted families in declaration order.
  package var families: [OSFamily] { versions.keys.sorted() }
}

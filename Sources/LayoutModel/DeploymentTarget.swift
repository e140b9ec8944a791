/// The minimum OS versions a case's app is built for, which decide version-dependent defaults
/// (a custom `Shape` mirrors in right-to-left only from iOS 17 / macOS 14 / tvOS 17 /
/// watchOS 10 on).
package struct DeploymentTarget: Sendable, Equatable {
  /// The minimum version per OS family; families not listed are not targeted.
  package var versions: [OSFamily: OSVersion]

  /// The minimum version for a family, or nil when the case does not target it. An iOS target
  /// without an iPadOS one also deploys to iPadOS: in Xcode an iPhone and iPad app has one
  /// "iOS" minimum deployment, and iPadOS runs iOS apps
  /// (https://developer.apple.com/documentation/xcode/configuring-a-multiplatform-app-target).
  package subscript(family: OSFamily) -> OSVersion? {
    if let version = versions[family] { return version }
    return family == .iPadOS ? versions[.iOS] : nil
  }

  /// The targeted families in declaration order.
  package var families: [OSFamily] { versions.keys.sorted() }
}

import LayoutModel

/// What resolving a case reads from a platform profile besides its id: two platforms with the
/// same key resolve the case to the same layouts but for the platform id they carry, so the
/// runner evaluates one and gives its verdicts to the other.
///
/// It lives beside the resolver because only the resolver knows what it reads: when resolution
/// starts reading something new from a platform, this key must grow with it. What a platform
/// offers for text size is carried into the layout but read by no other part of it: the rules
/// that read it (`RuleDependencies.textSizes`) are judged per `PlatformTextKey` instead.
package struct PlatformClassKey: Sendable, Hashable {
  /// Whether a custom `Shape` mirrors in right to left (from the deployment target).
  private let shapesMirrorByDefault: Bool
  private let replacesTransitionsWithMotion: Bool
  private let quirks: [PlatformQuirk]
  private let accommodations: SystemAccommodations
  private let voiceOver: VoiceOverBehaviour?

  /// The key of a platform for a case; `nil` where the case does not deploy, because a rule's
  /// verdict there names the platform.
  package init?(platform: PlatformProfile, case layoutCase: LayoutCase) {
    guard let target = platform.deploymentTarget(of: layoutCase) else { return nil }
    shapesMirrorByDefault = LayoutResolver.shapesMirrorByDefault(target: target, family: platform.osFamily)
    replacesTransitionsWithMotion = platform.replacesTransitionsWithMotion
    quirks = platform.quirks
    accommodations = platform.accommodations
    voiceOver = platform.voiceOver
  }
}

/// What a platform offers for text size (its Dynamic Type sizes and point sizes, its narrowest
/// screen): two platforms of one class may differ here (iPhone and iPad share everything else),
/// so the rules that read it are judged again for a platform whose key differs.
package struct PlatformTextKey: Sendable, Hashable {
  private let dynamicType: DynamicTypeSupport?
  private let screen: ScreenWidth?

  package init(_ platform: PlatformProfile) {
    dynamicType = platform.dynamicType
    screen = platform.screen
  }
}

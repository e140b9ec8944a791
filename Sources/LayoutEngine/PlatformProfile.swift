import LayoutModel

/// A platform and OS version with its known quirks and the accommodations the system makes by
/// itself. Data, not code: profiles are JSON files shipped as resources or added by users.
public struct PlatformProfile: Sendable, Hashable, Codable {
  /// Stable id: `ios-26`, `tvos-26`, …
  public let id: String
  /// Display name: `tvOS 26`.
  public let name: String
  /// The OS family whose deployment target applies.
  package let family: String
  /// The OS version.
  package let version: String
  /// Quirks, by name; each is implemented in the engine.
  package let quirks: [PlatformQuirk]
  /// Where each quirk is documented.
  package let quirkSources: [String: String]
  /// What the system does by itself under each setting.
  package let accommodations: SystemAccommodations
  /// How VoiceOver behaves where Apple documents nothing, with the source of what is known.
  package var voiceOver: VoiceOverBehaviour? = nil
  /// The text sizes a person can choose here; `nil` when the profile does not say.
  package var dynamicType: DynamicTypeSupport? = nil
  /// The narrowest screen the OS runs on; `nil` when the profile does not say.
  package var screen: ScreenWidth? = nil
  /// Notes for a reader of the report.
  package let notes: String?

  /// The OS family as the case model names it.
  package var osFamily: OSFamily? { OSFamily(rawValue: family) }

  /// Whether the profile has a quirk.
  package func has(_ quirk: PlatformQuirk) -> Bool { quirks.contains(quirk) }

  /// Whether this running OS replaces a transition with motion by opacity under Reduce Motion:
  /// the profile says so, or else the OS is iOS/iPadOS/tvOS 17, macOS 14, watchOS 10, visionOS 1
  /// or later, where `TransitionProperties.hasMotion` exists
  /// (https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion). It is a
  /// behaviour of the OS the app runs on, not of its deployment target.
  package var replacesTransitionsWithMotion: Bool {
    if let stated = accommodations.replacesTransitionsWithMotion { return stated }
    guard let family = osFamily, let version = OSVersion(version) else { return false }
    return Self.isReleaseOf2023OrLater(version, family: family)
  }

  /// Whether a version of an OS family is its 2023 release or later: iOS, iPadOS and tvOS 17,
  /// macOS 14, watchOS 10, visionOS 1, where SwiftUI's `TransitionProperties.hasMotion` and
  /// `layoutDirectionBehavior` begin.
  static func isReleaseOf2023OrLater(_ version: OSVersion, family: OSFamily) -> Bool {
    switch family {
    case .iOS, .iPadOS, .tvOS: version.major >= 17
    case .macOS: version.major >= 14
    case .watchOS: version.major >= 10
    case .visionOS: version.major >= 1
    }
  }

  /// The case's deployment target for this platform's OS family; `nil` when the case does not
  /// deploy here (then every rule is inapplicable on this platform).
  package func deploymentTarget(of layoutCase: LayoutCase) -> OSVersion? {
    osFamily.flatMap { layoutCase.deploymentTarget[$0] }
  }
}

/// The Dynamic Type sizes a platform offers, with where that is documented.
package struct DynamicTypeSupport: Sendable, Hashable, Codable {
  /// The sizes a person can choose, smallest first; empty where the platform has no Dynamic Type.
  package let sizes: [DynamicTypeSize]
  /// Where the sizes (or their absence) are documented.
  package let source: String
  /// The size text styles are designed at (Large on iOS); `nil` when the profile gives no table.
  package var defaultSize: DynamicTypeSize? = nil
  /// The point size of each text style at each of `sizes`; empty where none is published.
  package var pointSizes: [TextStyle: [Double]] = [:]

  /// The point size of a text style at a size the platform offers; `nil` when unpublished.
  package func pointSize(_ style: TextStyle, at size: DynamicTypeSize) -> Double? {
    guard let row = pointSizes[style], let index = sizes.firstIndex(of: size), index < row.count else { return nil }
    return row[index]
  }
}

/// The narrowest screen an OS runs on, with where that is documented.
package struct ScreenWidth: Sendable, Hashable, Codable {
  /// Its width in points.
  package let narrowestWidth: Double
  package let source: String
}

/// VoiceOver behaviours no public source settles, as data: a rule that depends on one says it
/// cannot tell while the value is unknown (`nil`), citing `source`.
package struct VoiceOverBehaviour: Sendable, Hashable, Codable {
  /// Whether VoiceOver reads a colon time in a `Text` ("25:00") as a duration (minutes and
  /// seconds) rather than as digits and a colon; `nil` when unknown.
  package let readsColonTimeInTextAsDuration: Bool?
  /// What is known and where it comes from.
  package let source: String
}

/// What a platform does by itself under the accessibility settings, so rules credit it.
package struct SystemAccommodations: Sendable, Hashable, Codable {
  /// Under Reduce Motion, the kinds of system glass motion the system reduces itself (lensing,
  /// elastic). It never touches an app's own `.animation` or `.transition`.
  package let reduceMotion: [MotionKind]
  /// Under Increase Contrast, whether the system adapts `.regular` glass (black or white with a
  /// border). `.clear` glass has no adaptive behaviour.
  package let increaseContrastAdaptsRegularGlass: Bool
  /// Under Reduce Transparency, whether the system makes `.regular` glass frosted and opaque.
  package let reduceTransparencyAdaptsRegularGlass: Bool
  /// Whether the system adapts `.clear` glass by itself under either setting.
  package let adaptsClearGlass: Bool
  /// Under Reduce Motion, whether SwiftUI replaces a transition whose
  /// `TransitionProperties.hasMotion` is true by opacity; `nil` derives it from the OS version.
  package let replacesTransitionsWithMotion: Bool?
  /// Where each accommodation is documented, by its key.
  package let sources: [String: String]?
}

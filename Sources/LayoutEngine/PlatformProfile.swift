import Foundation
import LayoutModel

/// A platform and OS version with its known quirks and the accommodations the system makes by
/// itself. Data, not code: profiles are JSON files shipped as resources or added by users.
public struct PlatformProfile: Sendable, Hashable, Codable {
  /// Stable id: `ios-26`, `tvos-26`, …
  public let id: String
  /// Display name: `tvOS 26`.
  public let name: String
  /// The OS family whose deployment target applies.
  public let family: String
  /// The OS version.
  public let version: String
  /// Quirks, by name; each is implemented in the engine.
  public let quirks: [PlatformQuirk]
  /// Where each quirk is documented.
  public let quirkSources: [String: String]
  /// What the system does by itself under each setting.
  public let accommodations: SystemAccommodations
  /// Notes for a reader of the report.
  public let notes: String?

  /// The OS family as the case model names it.
  public var osFamily: OSFamily? { OSFamily(rawValue: family) }

  /// Whether the profile has a quirk.
  public func has(_ quirk: PlatformQuirk) -> Bool { quirks.contains(quirk) }
}

/// What a platform does by itself under the accessibility settings, so rules credit it.
public struct SystemAccommodations: Sendable, Hashable, Codable {
  /// Under Reduce Motion, the kinds of system glass motion the system reduces itself (lensing,
  /// elastic). It never touches an app's own `.animation` or `.transition`.
  public let reduceMotion: [MotionKind]
  /// Under Increase Contrast, whether the system adapts `.regular` glass (black or white with a
  /// border). `.clear` glass has no adaptive behaviour.
  public let increaseContrastAdaptsRegularGlass: Bool
  /// Under Reduce Transparency, whether the system makes `.regular` glass frosted and opaque.
  public let reduceTransparencyAdaptsRegularGlass: Bool
  /// Whether the system adapts `.clear` glass by itself under either setting.
  public let adaptsClearGlass: Bool
}

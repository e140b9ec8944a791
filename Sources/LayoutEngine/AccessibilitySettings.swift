/// The accessibility settings a run varies: the ones that change what a timer layout must do.
public struct AccessibilitySettings: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// Reduce Motion.
  public var reduceMotion: Bool
  /// Increase Contrast.
  public var increaseContrast: Bool
  /// Reduce Transparency.
  public var reduceTransparency: Bool

  public init(reduceMotion: Bool = false, increaseContrast: Bool = false, reduceTransparency: Bool = false) {
    self.reduceMotion = reduceMotion
    self.increaseContrast = increaseContrast
    self.reduceTransparency = reduceTransparency
  }

  /// Everything off: the system defaults.
  public static let standard = AccessibilitySettings()

  /// All eight combinations, standard first.
  public static let all: [AccessibilitySettings] = (0..<8).map {
    AccessibilitySettings(reduceMotion: $0 & 1 != 0, increaseContrast: $0 & 2 != 0, reduceTransparency: $0 & 4 != 0)
  }

  /// The names of the settings that are on, as the CLI and reports spell them.
  public var names: [String] {
    var names: [String] = []
    if reduceMotion { names.append("reduce-motion") }
    if increaseContrast { names.append("increase-contrast") }
    if reduceTransparency { names.append("reduce-transparency") }
    return names
  }

  /// `default`, or the settings that are on joined with `+`.
  public var description: String { names.isEmpty ? "default" : names.joined(separator: "+") }

  /// Parses `default` or setting names joined with `+` (`reduce-motion+increase-contrast`).
  public init?(name: String) {
    self.init()
    guard name != "default" else { return }
    for part in name.split(separator: "+") {
      switch part {
      case "reduce-motion": reduceMotion = true
      case "increase-contrast": increaseContrast = true
      case "reduce-transparency": reduceTransparency = true
      default: return nil
      }
    }
  }

  private var rank: Int { (reduceMotion ? 1 : 0) + (increaseContrast ? 2 : 0) + (reduceTransparency ? 4 : 0) }

  public static func < (lhs: AccessibilitySettings, rhs: AccessibilitySettings) -> Bool { lhs.rank < rhs.rank }
}

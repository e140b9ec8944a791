import LocaleEngine

/// A case evaluated under one locale, platform profile, settings and tick: everything the
/// rules judge, as plain data (`layout-audit resolve` prints it).
public struct ResolvedLayout: Sendable, Hashable, Codable {
  /// The case id.
  public let caseID: String
  /// The locale (BCP 47).
  public let locale: String
  /// The character orientation of the locale the app runs in (the device locale's, unless the
  /// app does not ship its language): the root layout direction.
  public let localeDirection: TextDirection
  /// The app localisation this device locale resolves to, and the locale it formats in.
  public let localization: ResolvedLocalization
  /// The platform profile id.
  public let platform: String
  /// The accessibility settings.
  public let settings: AccessibilitySettings
  /// The timer's value in seconds (negative in overtime).
  public let tick: Int
  /// Whether the case deploys to this platform (has a deployment target for its OS family).
  /// When it does not, everything below is empty.
  public let deployed: Bool
  /// The display string the app shows for the tick.
  public let display: String
  /// The spoken form of the value in the locale (ICU).
  public let spoken: String
  /// Where each field of the value (`hours`, `minutes`, `seconds`, `totalMinutes`,
  /// `totalSeconds`, `fraction`) sits in `display`, by character offsets `[start, end)`.
  public let displayFields: [String: [Int]]
  /// Whether CLDR has full-name units for the locale (`false`: the spoken form is abbreviated).
  public let spokenUnits: Bool
  /// How the value should look in this locale.
  public let reference: ReferencePresentation
  /// Every node that shows the value, original and reflection.
  public let displays: [DisplayRendering]
  /// Every glyph drawn.
  public let glyphs: [ResolvedGlyph]
  /// Every horizontal stack, with its direction.
  public let stacks: [ResolvedStack]
  /// Accessibility elements in reading order (hidden ones last).
  public let accessibility: [AccessibilityElement]
  /// The motion table under the settings.
  public let motion: [MotionEntry]
  /// Every glass effect.
  public let glass: [GlassUse]
  /// Every string shown or announced.
  public let strings: [ShownString]
  /// The platform quirks that changed something, and what.
  public let quirks: [AppliedQuirk]
  /// The branch each `Variants` node showed (by the node's id); empty without `Variants`.
  public var branches: [String: String] = [:]
  /// What the platform profile knows of how VoiceOver speaks a colon time in a `Text`: `nil`
  /// when unknown, with the profile's source.
  public var voiceOverReadsColonTimeAsDuration: Bool? = nil
  public var voiceOverSource: String? = nil
  /// The text sizes the platform offers, with their source: `nil` when the profile does not say.
  package var dynamicType: DynamicTypeSupport? = nil
  /// The narrowest screen of the platform: `nil` when the profile does not say.
  package var screen: ScreenWidth? = nil
  /// The views that draw the value as text, and what their width depends on.
  public var textBoxes: [TextBox] = []

  /// The original (not reflected) renderings of the value.
  public var originalDisplays: [DisplayRendering] { displays.filter { $0.copy == .original } }
}

/// Which of the app's localisations a device locale runs it in.
public struct ResolvedLocalization: Sendable, Hashable, Codable {
  /// The localisation the app runs in (BCP 47).
  public let localization: String
  /// Whether the app ships the device's language (always, for a case that declares no
  /// localisations); when it does not, the layout is the app's own localisation's.
  public let shipped: Bool
  /// The locale values are formatted in: the localisation's language with the device's region,
  /// as Foundation's current locale (ICU's closest locale stands in).
  public let formattingLocale: String
  /// The root layout direction, the direction of the localisation's language.
  public let layoutDirection: TextDirection
}

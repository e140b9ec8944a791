import Testing

@testable import LayoutEngine
import LayoutModel
import LocaleEngine

/// The behaviours where the engine once disagreed with Apple's documentation, each pinned with
/// the source it follows. Every test here failed before the behaviour was modelled.
@Suite("Apple semantics")
struct AppleSemanticsTests {
  static let timerText = #"{ "id": "timer", "type": "Text", "text": "$display" }"#

  static func group(_ behavior: String, _ children: String) -> String {
    """
    { "id": "group", "type": "VStack", "spacing": 0,
      "modifiers": [ { "accessibilityElement": { "children": "\(behavior)" } } ],
      "children": [ \(children) ] }
    """
  }

  // MARK: Accessibility child behaviours

  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore —
  /// "The new accessibility element has no initial properties".
  @Test(".ignore makes one element with no initial properties: silent without its own label")
  func ignoreIsSilent() throws {
    let layoutCase = try CaseBuilder.make(view: Self.group("ignore", Self.timerText + #", { "type": "Text", "text": "left" }"#))
    let layout = try CaseBuilder.resolve(layoutCase, locale: "en")
    let visible = layout.accessibility.filter { !$0.hidden }
    #expect(visible.count == 1)
    #expect(visible[0].label == "")
    #expect(!visible[0].announcesTime)
  }

  @Test(".ignore with its own value: the element speaks the value alone")
  func ignoreWithValue() throws {
    let view = Self.group("ignore", Self.timerText)
      .replacingOccurrences(of: #"{ "children": "ignore" } }"#, with: #"{ "children": "ignore" } }, { "accessibilityValue": "$spoken" }"#)
    let layout = try CaseBuilder.resolve(CaseBuilder.make(view: view), locale: "en")
    let element = try #require(layout.accessibility.first)
    #expect(element.label == "" && element.value == layout.spoken && element.timeAnnouncements == 1)
  }

  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine —
  /// "merges properties from all non-hidden children".
  @Test(".combine joins the labels of its non-hidden children")
  func combineJoins() throws {
    let children = Self.timerText + #", { "type": "Text", "text": "left" }, { "type": "Text", "text": "secret", "modifiers": [ { "accessibilityHidden": true } ] }"#
    let layout = try CaseBuilder.resolve(CaseBuilder.make(view: Self.group("combine", children)), locale: "en")
    let visible = layout.accessibility.filter { !$0.hidden }
    #expect(visible.map(\.label) == ["25:00, left"])
    #expect(visible[0].timeAnnouncements == 1)
  }

  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  @Test(".contain keeps the children as elements")
  func containKeeps() throws {
    let layout = try CaseBuilder.resolve(
      CaseBuilder.make(view: Self.group("contain", Self.timerText + #", { "type": "Text", "text": "left" }"#)), locale: "en")
    #expect(layout.accessibility.filter { !$0.hidden }.map(\.label) == ["25:00", "left"])
  }

  @Test("A visible reflection inside .combine is read twice in the combined label; a hidden one is not")
  func combinedReflection() throws {
    let visible = Self.group("combine", Self.timerText + #", { "type": "Reflection", "of": "timer" }"#)
    let layout = try CaseBuilder.resolve(CaseBuilder.make(view: visible), locale: "en")
    #expect(layout.accessibility.first?.timeAnnouncements == 2)
    let hidden = Self.group(
      "combine", Self.timerText + #", { "type": "Reflection", "of": "timer", "modifiers": [ { "accessibilityHidden": true } ] }"#)
    #expect(try CaseBuilder.resolve(CaseBuilder.make(view: hidden), locale: "en").accessibility.first?.timeAnnouncements == 1)
  }

  // MARK: Reduce Motion and transitions

  static func hud(_ extra: String = "") -> String {
    #"{ "id": "hud", "type": "Button", "label": "Pause", "modifiers": [ { "transition": { "scale": 0.8, "opacity": true EXTRA } } ] }"#
      .replacingOccurrences(of: "EXTRA", with: extra)
  }

  /// https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion — "that
  /// transition will be replaced by opacity when Reduce Motion is enabled. Defaults to true"
  /// (iOS 17, macOS 14 and later: the running OS).
  @Test("Under Reduce Motion a transition with motion is replaced by opacity on iOS 26")
  func hasMotionReplaced() throws {
    let layout = try CaseBuilder.resolve(
      CaseBuilder.make(view: Self.hud()), locale: "en", settings: .init(reduceMotion: true))
    let scale = try #require(layout.motion.first { $0.kind == .scale })
    #expect(scale.curve == nil && scale.systemReduced)
    #expect(layout.motion.first { $0.kind == .opacity }?.curve == "transition")
    let standard = try CaseBuilder.resolve(CaseBuilder.make(view: Self.hud()), locale: "en")
    #expect(standard.motion.first { $0.kind == .scale }?.curve == "transition")
  }

  @Test("hasMotion false keeps the scale; an OS before iOS 17 keeps it too")
  func hasMotionFalseOrOldOS() throws {
    let declared = try CaseBuilder.resolve(
      CaseBuilder.make(view: Self.hud(#", "hasMotion": false"#)), locale: "en", settings: .init(reduceMotion: true))
    #expect(declared.motion.first { $0.kind == .scale }?.curve == "transition")
    let ios = PlatformCatalog.builtIn.profile("ios-26")!
    let old = PlatformProfile(
      id: "ios-16", name: "iOS 16", family: "iOS", version: "16.4", quirks: [], quirkSources: [:],
      accommodations: SystemAccommodations(
        reduceMotion: ios.accommodations.reduceMotion, increaseContrastAdaptsRegularGlass: true,
        reduceTransparencyAdaptsRegularGlass: true, adaptsClearGlass: false, replacesTransitionsWithMotion: nil,
        sources: nil),
      notes: nil)
    #expect(!old.replacesTransitionsWithMotion)
    #expect(ios.replacesTransitionsWithMotion)
  }

  @Test("A transition outside an animated change does not play")
  func transitionNeedsAnimatedChange() throws {
    let layout = try CaseBuilder.resolve(
      CaseBuilder.make(view: Self.hud(#", "animated": false"#)), locale: "en")
    #expect(layout.motion.allSatisfy { $0.curve == nil })
  }

  // MARK: Natural paragraph direction

  /// https://developer.apple.com/documentation/uikit/nswritingdirection/natural — "determined
  /// using the Unicode Bidi Algorithm rules P2 and P3".
  @Test("A Text's paragraph takes its first strong character's direction; a pure time string the layout's")
  func naturalDirection() throws {
    let overtime = #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#
    let words = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "$display left" }"#, display: overtime, from: -5, to: -8)
    let he = try CaseBuilder.resolve(words, locale: "he")
    #expect(he.originalDisplays[0].direction == "ltr")
    #expect(CaseBuilder.shown(he) == "-00:05")
    let bare = try CaseBuilder.make(view: Self.timerText, display: overtime, from: -5, to: -8)
    let bareHe = try CaseBuilder.resolve(bare, locale: "he")
    #expect(bareHe.originalDisplays[0].direction == "rtl")
    #expect(CaseBuilder.shown(bareHe) == "00:05-")
    let hebrewWord = try CaseBuilder.make(
      view: #"{ "id": "timer", "type": "Text", "text": "נותרו $display" }"#, display: overtime, from: -5, to: -8)
    #expect(try CaseBuilder.resolve(hebrewWord, locale: "en").originalDisplays[0].direction == "rtl")
  }

  // MARK: Reading order

  @Test("Reading order goes by rows: a short button beside a tall, centred timer is on the timer's row")
  func readingOrderRows() throws {
    // The timer Text (20.4 pt tall) is centred in a 100 pt frame: its top is 39.8; the HStack
    // centres the 44 pt button at 28. By tops alone the button came first.
    let view = """
      { "type": "HStack", "spacing": 8, "children": [
        { "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "frame": { "height": 100 } } ] },
        { "id": "skip", "type": "Button", "label": "Skip" } ] }
      """
    let layoutCase = try CaseBuilder.make(view: view)
    let ltr = try CaseBuilder.resolve(layoutCase, locale: "en")
    #expect(ltr.accessibility.map(\.node.path).map { $0.split(separator: "/").last.map(String.init) } == ["timer", "skip"])
    let rtl = try CaseBuilder.resolve(layoutCase, locale: "he")
    // In rtl the HStack puts the timer at the right; the row reads right to left: timer first.
    #expect(rtl.accessibility.map(\.node.id) == ["timer", "skip"])
    let column = try CaseBuilder.resolve(
      CaseBuilder.make(view: view.replacingOccurrences(of: "HStack", with: "VStack")), locale: "en")
    #expect(column.accessibility.map(\.node.id) == ["timer", "skip"])
  }

  // MARK: App localisations

  /// https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft —
  /// "appropriate when running with localizations such as Arabic or Hebrew".
  @Test("An app without an Arabic localisation runs left to right on an Arabic device, formatting in its language with the region")
  func localisationDecidesDirection() throws {
    let cells = LayoutSemanticsTests.cells()
    let englishOnly = try CaseBuilder.make(
      view: cells, display: #"{ "pattern": "mm:ss" }"#, extra: #""localizations": ["en", "de"],"#)
    let layout = try CaseBuilder.resolve(englishOnly, locale: "ar-EG")
    #expect(layout.locale == "ar-EG")
    #expect(layout.localeDirection == .ltr)
    #expect(layout.localization.localization == "en" && !layout.localization.shipped)
    #expect(layout.localization.formattingLocale.hasPrefix("en"))
    #expect(CaseBuilder.shown(layout) == "25:00")
    let arabic = try CaseBuilder.make(view: cells, extra: #""localizations": ["en", "ar"],"#)
    let shipped = try CaseBuilder.resolve(arabic, locale: "ar-EG")
    #expect(shipped.localeDirection == .rtl && shipped.localization.shipped)
    #expect(shipped.localization.localization == "ar")
    let all = try CaseBuilder.resolve(CaseBuilder.make(view: cells), locale: "he")
    #expect(all.localeDirection == .rtl && all.localization.shipped)
  }

  @Test("Matching a device language to the app's localisations")
  func localisationMatching() {
    let app = AppLocalizations(["en", "pt-BR", "zh-Hant", "ar"])
    #expect(app.match("ar-EG") == ("ar", true))
    #expect(app.match("pt-PT") == ("pt-BR", true))
    #expect(app.match("zh-Hant-TW") == ("zh-Hant", true))
    #expect(app.match("he") == ("en", false))
    #expect(AppLocalizations.all.match("he") == ("he", true))
  }

  // MARK: Deployment

  @Test("An iOS deployment target also deploys to iPadOS")
  func iPadOSInheritsIOS() throws {
    let json = LayoutSemanticsTests.cells()
    let layoutCase = try CaseBuilder.make(view: json)
    #expect(layoutCase.deploymentTarget[.iPadOS] == layoutCase.deploymentTarget[.iOS])
    let layout = try CaseBuilder.resolve(layoutCase, locale: "en", platform: "ipados-26")
    #expect(layout.deployed)
  }
}

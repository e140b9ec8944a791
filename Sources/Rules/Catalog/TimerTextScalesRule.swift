import LayoutEngine
import LayoutModel
import ReportModel

/// `timer-text-scales`: where the platform has Dynamic Type, the timer's text follows the
/// person's text size, or offers the Large Content Viewer.
package struct TimerTextScalesRule: Rule {
  package let metadata = RuleMetadata(
    id: "timer-text-scales",
    title: "The timer grows with the person's text size",
    summary: "On a platform with Dynamic Type, the text that shows the timer's value follows the person's text size (a text style, or a size relative to one) into the accessibility sizes, or offers the Large Content Viewer.",
    rationale: """
      People who need larger text choose it once, in Settings, and expect every app to follow. \
      A text style follows it, and so does a size relative to one (Font.custom(_:size:), \
      Font.custom(_:size:relativeTo:), a @ScaledMetric size). A size written as a number \
      (.system(size: 75), Font.custom(_:fixedSize:)) does not, and neither does text that \
      .dynamicTypeSize(_:) pins to one size. Big timer digits are the usual case: designed at 75 \
      points, drawn at 75 points whatever the person chose. Apple's answer for content that \
      must stay its size is the Large Content Viewer: a long press shows it enlarged.
      """,
    limits: [
      "Judges the font the case states; whether the grown text still fits its frame, cell or screen is not judged here.",
      "Text capped below the accessibility sizes (.dynamicTypeSize(...DynamicTypeSize.xxxLarge)) without the Large Content Viewer is can't tell: no public source says how far a timer must grow.",
      "A DigitCells node with no font in effect is read as drawing at its fixed fontSize, as .system(size:) does.",
      "visionOS: the Human Interface Guidelines publish no size table; SwiftUI's twelve sizes stand in.",
    ],
    wcag: ["1.4.4"],
    references: [
      .init("Apple HIG: Typography, Supporting Dynamic Type", "https://developer.apple.com/design/human-interface-guidelines/typography#Supporting-Dynamic-Type"),
      .init("SwiftUI DynamicTypeSize", "https://developer.apple.com/documentation/swiftui/dynamictypesize"),
      .init("SwiftUI Font.custom(_:fixedSize:)", "https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)"),
      .init("SwiftUI ScaledMetric", "https://developer.apple.com/documentation/swiftui/scaledmetric"),
      .init("SwiftUI accessibilityShowsLargeContentViewer(_:)", "https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer(_:)"),
      .init("WWDC26: Prepare your tvOS apps for Dynamic Type", "https://developer.apple.com/videos/play/wwdc2026/221"),
    ],
    severity: .error,
    fix: "Draw the digits in a text style (.font(.largeTitle)) or scale their size (@ScaledMetric var size = 75, Font.custom(_:size:relativeTo:)); where they must stay their size, add .accessibilityShowsLargeContentViewer().")

  package let dependencies: RuleDependencies = [.textSizes]
  package let automaticFix: RuleFix = .none("Whether the digits grow (a text style, @ScaledMetric) or keep their size and offer the Large Content Viewer is a design choice.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    let displays = layout.originalDisplays
    guard let first = displays.first else {
      return .inapplicable("no-display", "no view shows the timer's value")
    }
    let support: DynamicTypeSupport
    switch RuleSupport.textSizes(of: layout, node: first.node) {
    case .success(let offered): support = offered
    case .failure(let outcome): return outcome
    }
    var offersViewer: NodeReference?
    for display in displays {
      let sizing = display.textSizing
      if sizing.largeContentViewer {
        offersViewer = offersViewer ?? display.node
        continue
      }
      let reached = sizing.sizesReached(on: support.sizes)
      var details: [Evidence.Detail] = [.init("font", sizing.fontDescription)]
      if !sizing.limits.isUnlimited { details.append(.init("dynamicTypeSize", sizing.limits.description)) }
      details.append(.init("platform sizes", "\(support.sizes.first!.rawValue)…\(support.sizes.last!.rawValue)"))
      if reached.count <= 1 {
        let size = reached.first.map { " (\($0.rawValue))" } ?? ""
        return .failed(
          "\(display.node) stays \(sizing.fontDescription)\(size) whatever text size the person chooses, and offers no Large Content Viewer",
          node: display.node,
          evidence: Evidence(
            expected: "a text style or a size relative to one, or .accessibilityShowsLargeContentViewer()",
            shown: sizing.fontDescription + (sizing.limits.isUnlimited ? "" : ", " + sizing.limits.description),
            details: details))
      }
      if support.sizes.contains(where: \.isAccessibilitySize), let largest = reached.last, !largest.isAccessibilitySize {
        return .cantTell(
          "capped-below-accessibility-sizes",
          "\(display.node) grows with the text size up to \(largest.rawValue), not into the accessibility sizes; no public source says how far a timer must grow, so check it at the largest sizes or offer the Large Content Viewer",
          node: display.node,
          evidence: Evidence(
            expected: "growth into the accessibility sizes, or .accessibilityShowsLargeContentViewer()",
            shown: "up to \(largest.rawValue)", details: details))
      }
    }
    if let offersViewer, displays.allSatisfy(\.textSizing.largeContentViewer) {
      return .passed("\(offersViewer) offers the Large Content Viewer", node: offersViewer)
    }
    return .passed("the timer's text grows with the person's text size", node: first.node)
  }

  static func text(_ modifiers: String) -> String {
    #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ \#(modifiers) ] }"#
  }

  static func cells(_ modifiers: String) -> String {
    #"{ "id": "timer", "type": "DigitCells", "text": "$display", "fontSize": 75, "cellWidth": { "digit": 0.6, "separator": 0.3 }, "modifiers": [ \#(modifiers) ] }"#
  }

  package let examples: [RuleExample] = [
    // A Text with no font uses body, a text style
    // (https://developer.apple.com/documentation/swiftui/text).
    RuleExample("A Text timer in the default body font grows", expected: .passed, caseJSON: ExampleCase.json(view: text(""))),
    // https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    RuleExample(
      "75 pt cells sized by @ScaledMetric(relativeTo: .largeTitle) grow", expected: .passed,
      caseJSON: ExampleCase.json(view: cells(#"{ "font": { "size": 75, "relativeTo": "largeTitle" } }"#))),
    // .system(size:) "specifies a fixed font size, which will not adapt"
    // (https://developer.apple.com/videos/play/wwdc2026/221).
    RuleExample(
      "Fixed 75 pt digit cells with no Large Content Viewer", expected: .failed, caseJSON: ExampleCase.json(view: cells(""))),
    // Font.custom(_:fixedSize:) "does not scale with Dynamic Type"
    // (https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)).
    RuleExample(
      "A Text timer at a fixed 75 pt", expected: .failed, caseJSON: ExampleCase.json(view: text(#"{ "font": { "size": 75 } }"#))),
    // "Sets the Dynamic Type size within the view to the given value"
    // (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)).
    RuleExample(
      "A title-style timer pinned to .dynamicTypeSize(.large)", expected: .failed,
      caseJSON: ExampleCase.json(view: text(#"{ "dynamicTypeSize": "large" }, { "font": { "style": "title" } }"#))),
    // "Rely on the large content viewer only in situations where items must remain small"
    // (https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer(_:)).
    RuleExample(
      "Fixed 75 pt cells that offer the Large Content Viewer", expected: .passed,
      caseJSON: ExampleCase.json(view: cells(#"{ "accessibilityShowsLargeContentViewer": true }"#))),
    // "Limits the Dynamic Type size within the view to the given range"
    // (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0).
    RuleExample(
      "Body text capped at xxxLarge: how far a timer must grow is undocumented", expected: .cantTell,
      caseJSON: ExampleCase.json(view: text(#"{ "dynamicTypeSize": { "max": "xxxLarge" } }"#))),
    // "macOS doesn't support Dynamic Type"
    // (https://developer.apple.com/design/human-interface-guidelines/typography#macOS).
    RuleExample(
      "macOS has no Dynamic Type", expected: .inapplicable, platform: "macos-26", caseJSON: ExampleCase.json(view: cells(""))),
    // Dynamic Type reaches tvOS with tvOS 27 (https://developer.apple.com/videos/play/wwdc2026/221).
    RuleExample(
      "tvOS 26 has no Dynamic Type", expected: .inapplicable, platform: "tvos-26", caseJSON: ExampleCase.json(view: cells(""))),
  ]
}

import LayoutEngine
import LayoutModel
import ReportModel

/// `timer-text-fits`: at every text size the platform offers, the widest string the timer shows
/// fits the space it is given.
package struct TimerTextFitsRule: Rule {
  package let metadata = RuleMetadata(
    id: "timer-text-fits",
    title: "The timer fits its space at every text size",
    summary: "At every Dynamic Type size, the widest string the timer shows in the locale (its digits, separators, minus sign and words) fits its frame, its cells or the platform's narrowest screen, without wrapping or truncating and without shrinking below its minimumScaleFactor.",
    rationale: """
      A timer that grows with the text size has to go somewhere. In a fixed frame — a field \
      in .frame(width: 80), a watch face — the larger digits wrap onto a second line or end in \
      "…", and "25:00" reads "25:0…" or "25" over "00" for exactly the people who chose larger \
      text. The locale decides how wide the string is: Burmese, Khmer or Tamil digits are far \
      wider than Latin ones, so a layout that fits in English can break in Myanmar. The rule \
      takes every string the timer shows in each locale from the engine's own formatting, the \
      point size of its text style at each size from Apple's published tables, and glyph \
      widths from openly licensed fonts standing in for the system font.
      """,
    limits: [
      "Apple does not publish the system font's glyph widths: openly licensed fonts (Noto) stand in, and a width within their stated margin of the space is can't tell.",
      "Point sizes come from the Human Interface Guidelines' tables (iOS, iPadOS, watchOS); visionOS publishes none (can't tell), and macOS and tvOS 26 have no Dynamic Type (not applicable).",
      "Without a frame the space is the narrowest screen's full width: padding and neighbouring views are not subtracted, so a failure is certain and a pass can still crowd.",
      "Kerning, ligatures and the system's tracking at each size are not applied.",
    ],
    wcag: ["1.4.4", "1.4.10"],
    references: [
      .init("Apple HIG: Typography, Specifications (Dynamic Type sizes)", "https://developer.apple.com/design/human-interface-guidelines/typography#Specifications"),
      .init("Apple HIG: Layout, Specifications (screen sizes)", "https://developer.apple.com/design/human-interface-guidelines/layout#Specifications"),
      .init("SwiftUI minimumScaleFactor(_:)", "https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)"),
      .init("SwiftUI lineLimit(_:)", "https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb"),
      .init("Noto fonts (SIL Open Font License 1.1)", "https://notofonts.github.io"),
    ],
    severity: .error,
    fix: "Give the timer room to grow (no fixed frame width, or one that scales with @ScaledMetric), let it shrink with .minimumScaleFactor(_:), or stack its fields vertically at accessibility sizes (dynamicTypeSize.isAccessibilitySize).")

  package let dependencies: RuleDependencies = [.locale, .tick, .textSizes]
  package let automaticFix: RuleFix = .none("Whether the timer gets a wider frame, shrinks, or changes its layout at large sizes is a design choice.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let first = input.first
    let boxes = first.textBoxes.filter { $0.copy == .original }
    guard let anyBox = boxes.first else { return .inapplicable("no-display", "no view draws the timer's value as text") }
    let support: DynamicTypeSupport
    switch RuleSupport.textSizes(of: first, node: anyBox.node) {
    case .success(let offered): support = offered
    case .failure(let outcome): return outcome
    }
    let metrics = StandInMetrics.shipped
    var open: RuleOutcome?
    for layout in input.timeline {
      for box in layout.textBoxes where box.copy == .original {
        guard let outcome = Self.fit(box, layout: layout, support: support, metrics: metrics) else { continue }
        if outcome.status == .failed { return outcome }
        open = open ?? outcome
      }
    }
    if let open { return open }
    return .passed("the timer fits its space at every text size", node: anyBox.node)
  }

  /// One view at one tick, at every size: a failure at the first size it overflows at, or else
  /// can't tell at the first it may not fit at; `nil` when it fits at every size.
  static func fit(_ box: TextBox, layout: ResolvedLayout, support: DynamicTypeSupport, metrics: StandInMetrics) -> RuleOutcome? {
    let fits: [TextFit]
    switch TextFit.measure(box, support: support, screen: layout.screen, metrics: metrics) {
    case .failure(.noScreen):
      return .cantTell("screen-unknown", "the platform profile does not give the narrowest screen's width", node: box.node)
    case .failure(.noMetrics(let missing)):
      return .cantTell(
        "no-stand-in-metrics", "the stand-in fonts have no glyph width for \(missing.codePoints) in \"\(box.text)\"",
        node: box.node)
    case .failure(.noPointSize(let size)):
      return .cantTell(
        "no-size-table", "the platform publishes no point size for \(box.sizing.fontDescription) at \(size.rawValue)",
        node: box.node)
    case .success(let measured):
      fits = measured
    }
    var open: RuleOutcome?
    for fit in fits where fit.verdict != .fits {
      let space = fit.inFrame ? "a \(TextFit.points(fit.space)) pt frame" : "the \(TextFit.points(fit.space)) pt screen"
      var details: [Evidence.Detail] = [
        .init("text size", "\(fit.size.rawValue): \(box.sizing.fontDescription) at \(TextFit.points(fit.points)) pt"),
        .init("width", "\(TextFit.points(fit.width)) pt in the stand-in fonts (±\(Int((metrics.margin * 100).rounded())) %)"),
        .init("space", fit.inFrame ? "\(TextFit.points(fit.space)) pt frame" : "\(TextFit.points(fit.space)) pt, the narrowest screen"),
      ]
      if fit.narrowest < fit.width {
        details.append(.init("minimumScaleFactor", "\(TextFit.points(box.sizing.minimumScaleFactor)): down to \(TextFit.points(fit.narrowest)) pt"))
      }
      let evidence = Evidence(
        expected: "at most \(TextFit.points(fit.space)) pt", shown: "\"\(box.text)\" \(TextFit.points(fit.width)) pt", details: details,
        fit: TextFitEvidence(
          text: box.text, size: fit.size.rawValue, points: TextFit.hundredths(fit.points), width: TextFit.hundredths(fit.width),
          space: fit.space, inFrame: fit.inFrame))
      if fit.verdict == .overflows {
        let effect = box.sizing.lineLimit == 1
          ? "is cut off with \"…\"" : (fit.inFrame ? "wraps onto more lines" : "is wider than the screen")
        return .failed(
          "\(box.node) shows \"\(box.text)\" \(TextFit.points(fit.width)) pt wide at \(fit.size.rawValue) (\(TextFit.points(fit.points)) pt) in \(space): it \(effect)",
          node: box.node, tick: layout.tick, evidence: evidence)
      }
      open = open
        ?? .cantTell(
          "within-metric-margin",
          "\(box.node) shows \"\(box.text)\" about \(TextFit.points(fit.width)) pt wide at \(fit.size.rawValue) in \(space): within the stand-in fonts' margin, so whether it fits is not known",
          node: box.node, evidence: evidence)
    }
    return open
  }

  static func fields(width: Int, font: String) -> String {
    """
    { "type": "HStack", "spacing": 0, "children": [
        { "id": "minutes", "type": "Text", "text": "$minutes", "modifiers": [ { "frame": { "width": \(width) } } ] },
        { "type": "Text", "text": ":" },
        { "id": "seconds", "type": "Text", "text": "$seconds", "modifiers": [ { "frame": { "width": \(width) } } ] } ],
      "modifiers": [ \(font), { "environment": { "layoutDirection": "leftToRight" } } ] }
    """
  }

  static let fieldDisplay = #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#

  package let examples: [RuleExample] = [
    // Point sizes: Apple's HIG Typography tables; largeTitle is 60 pt at accessibility5 on iOS.
    RuleExample(
      "Large-title fields in 80 pt frames fit in English", expected: .passed, locale: "en",
      caseJSON: ExampleCase.json(view: fields(width: 80, font: #"{ "font": { "style": "largeTitle" } }"#), display: fieldDisplay)),
    // Chakma digits (ICU's default for ccp) are up to 0.99 em wide in the stand-in fonts, Latin 0.57.
    RuleExample(
      "The same fields in Chakma digits wrap at the accessibility sizes", expected: .failed, locale: "ccp",
      caseJSON: ExampleCase.json(view: fields(width: 80, font: #"{ "font": { "style": "largeTitle" } }"#), display: fieldDisplay)),
    // Burmese digits (0.72 em) at 60 pt need about 86 pt: inside the margin of 80 pt.
    RuleExample(
      "Burmese digits in the same frames are inside the stand-in fonts' margin", expected: .cantTell, locale: "my",
      caseJSON: ExampleCase.json(view: fields(width: 80, font: #"{ "font": { "style": "largeTitle" } }"#), display: fieldDisplay)),
    // "minimumScaleFactor … draws its text in a font size as small as half of the actual font if needed"
    // (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)).
    RuleExample(
      "Chakma fields that may shrink to half their size fit", expected: .passed, locale: "ccp",
      caseJSON: ExampleCase.json(
        view: fields(width: 80, font: #"{ "font": { "style": "largeTitle" } }, { "minimumScaleFactor": 0.5 }"#), display: fieldDisplay)),
    RuleExample(
      "A fixed 80 pt Text timer in a 150 pt frame", expected: .failed,
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "font": { "size": 80 } }, { "frame": { "width": 150 } }, { "lineLimit": 1 } ] }"#)),
    RuleExample(
      "A body-style Text timer on the narrowest iPhone", expected: .passed,
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#)),
    RuleExample(
      "A width inside the stand-in fonts' margin", expected: .cantTell,
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "font": { "size": 40 } }, { "frame": { "width": 100 } } ] }"#)),
    // The HIG publishes no visionOS size table.
    RuleExample(
      "visionOS has no published size table", expected: .cantTell, platform: "visionos-26",
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#)),
    RuleExample(
      "macOS has no Dynamic Type", expected: .inapplicable, platform: "macos-26",
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display" }"#)),
  ]
}

import Foundation
import ReportModel

/// A hand-built report shaped like a real run: two cases, three rules, two platforms, a tvOS
/// digit-order failure with pictures, a waiver, an expired and an unused waiver, a baseline, a
/// can't-tell, an unmet expectation, and a hostile case whose strings must be escaped.
enum Fixtures {
  static let regressionCase = "return-timer-tvos-regression"
  static let hostileCase = "zoo-escaping"
  static let hostileTitle = "<script>alert(1)</script>"
  static let hostileDescription = "\"quotes\" & <tags> and 'apostrophes'"
  /// A label with a right-to-left override, NUL and BEL.
  static let hostileLabel = "Time \u{202E}left\u{0}\u{7} 100% done, really: yes"

  static let digitOrder = RuleMetadata(
    id: "digit-order-ltr", title: "Timer digits keep their reading order",
    summary: "The visual token sequence of the timer equals the locale's reference presentation.",
    rationale: "On tvOS the HStack mirrored under RTL although the environment said left to right.",
    limits: ["Adlam digits run right to left by design; the reference says so."], wcag: ["1.3.2"],
    references: [.init("Return field report", "https://example.org/return-field-report")], severity: .error,
    fix: "Pin the stack with flipsForRightToLeftLayoutDirection(false) and the environment override.")
  static let reflectionHidden = RuleMetadata(
    id: "reflection-accessibility-hidden", title: "Reflections are hidden from accessibility",
    summary: "Every decorative copy of content is hidden from accessibility.",
    rationale: "VoiceOver would otherwise announce the time twice.", limits: [], wcag: ["1.3.1", "4.1.2"],
    references: [], severity: .error, fix: "Add accessibilityHidden(true) to the reflection.")
  static let glassContainer = RuleMetadata(
    id: "glass-container", title: "Several glass elements share a GlassEffectContainer",
    summary: "Glass elements visible at once sit in one GlassEffectContainer.",
    rationale: "Apple's performance and blending advice.", limits: [], wcag: [],
    references: [.init("Applying Liquid Glass to custom views", "https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views")],
    severity: .warning, fix: "Wrap the glass elements in a GlassEffectContainer.")

  static let engine: EngineVersions = decode(#"{"icu":"72.1","unicode":"15.0","cldr":"42.0"}"#)
  static let selftest: [SelftestResult] = decode(
    #"""
    [{"name":"BidiTest.txt","cases":770241,"passed":770241,"knownDeviations":0,"failed":0,"failures":[],"deviations":[]},
     {"name":"BidiCharacterTest.txt","cases":91707,"passed":91677,"knownDeviations":30,"failed":0,"failures":[],
      "deviations":[{"line":59,"cause":"an override (LRO/RLO) applied to an isolate initiator or PDI"}]}]
    """#)

  static let timerNode = NodeLocation(
    path: "VStack/timer", id: "timer", type: "DigitCells", file: "Cases/return-timer-tvos-regression.json",
    line: 19, column: 9)
  static let reflectionNode = NodeLocation(
    path: "VStack/reflection", id: "reflection", type: "Reflection", file: "Cases/return-timer-tvos-regression.json",
    line: 31, column: 9)

  /// The realistic report.
  static func report() -> AuditReport {
    AuditReport(
      tool: ToolVersion(name: "layout-audit", version: "0.1.0"), engine: engine, selftest: selftest,
      generatedAt: "2025-11-30T12:00:00Z", auditor: nil,
      inputs: [
        InputFile(
          caseID: regressionCase, path: "Cases/return-timer-tvos-regression.json",
          sha256: String(repeating: "ab", count: 32), title: "Return: timer digits on tvOS (regression)",
          description: "The HStack ignores the environment override on tvOS."),
        InputFile(
          caseID: hostileCase, path: "Cases/zoo escaping.json", sha256: String(repeating: "0f", count: 32),
          title: hostileTitle, description: hostileDescription),
      ],
      matrix: Matrix(
        locales: ["en", "de", "fr", "ja", "he", "ar", "fa", "ur"], rtlLocales: 4, platforms: ["ios-26", "tvos-26"],
        settings: ["default", "reduce-motion"], rules: [digitOrder.id, reflectionHidden.id, glassContainer.id],
        ticks: [regressionCase: 1501, hostileCase: 11], shard: nil, evaluations: 96, naiveEvaluations: 24_192),
      rules: [digitOrder, reflectionHidden, glassContainer],
      localeClasses: [
        LocaleClass(caseID: regressionCase, key: "ltr latn \"mm:ss\" minus=-", locales: ["en", "de", "fr", "ja"]),
        LocaleClass(caseID: regressionCase, key: "rtl latn \"mm:ss\" minus=\u{200E}-", locales: ["he", "ur"]),
      ],
      results: results(),
      waivers: WaiverSummary(
        applied: [
          WaiverRecord(
            id: "W1", rule: reflectionHidden.id, caseID: regressionCase, node: "VStack/reflection",
            platforms: ["tvos-26"], locales: nil, reason: "Reflection is removed in 2.1 | tracked in #42",
            approvedBy: "A. Auditor", reviewBy: "2026-03-31", matched: 16)
        ],
        expired: [
          WaiverRecord(
            id: "W0", rule: digitOrder.id, caseID: regressionCase, node: nil, platforms: nil, locales: nil,
            reason: "Old exception", approvedBy: "B. Builder", reviewBy: "2025-01-31", matched: 0)
        ],
        unused: [
          WaiverRecord(
            id: "W2", rule: glassContainer.id, caseID: hostileCase, node: nil, platforms: ["ios-26"],
            locales: ["he", "ar"], reason: "Stale", approvedBy: "C. Checker", reviewBy: "2026-06-30", matched: 0)
        ]),
      baseline: BaselineComparison(
        file: "Reports/baseline.json", baselineGeneratedAt: "2025-11-01T09:00:00Z", new: 3, existing: 0,
        fixed: [
          FindingKey(rule: glassContainer.id, caseID: regressionCase, node: "VStack", platform: "ios-26", locale: "en")
        ]),
      expectations: [
        ExpectationCheck(
          caseID: regressionCase, rule: digitOrder.id, platform: "tvos-26", expected: "failed", actual: "failed",
          matched: true, message: "as expected", line: 40),
        ExpectationCheck(
          caseID: regressionCase, rule: glassContainer.id, platform: "ios-26", expected: "passed",
          actual: "cantTell", matched: false, message: "expected passed, the rule could not tell", line: 44),
      ],
      summary: Summary(
        cases: 2, rules: 3, platforms: 2, locales: 8, passed: 5, failed: 2, cantTell: 1, inapplicable: 3,
        waived: 1, errors: 1, warnings: 1, new: 3, unmetExpectations: 1, verdict: .fail, failOn: .error))
  }

  static func results() -> [CaseResult] {
    let a = regressionCase
    let b = hostileCase
    let evaluations = 16  // 8 locales × 2 settings
    func passed(_ caseID: String, _ rule: String, _ platform: String) -> CaseResult {
      CaseResult(
        caseID: caseID, ruleID: rule, platform: platform, status: .passed, counts: [.passed: evaluations],
        findings: [], pictures: [])
    }
    func inapplicable(_ caseID: String, _ rule: String, _ platform: String) -> CaseResult {
      CaseResult(
        caseID: caseID, ruleID: rule, platform: platform, status: .inapplicable,
        counts: [.inapplicable: evaluations], findings: [], pictures: [])
    }
    let digitFailure = Finding(
      status: .failed, message: "Timer digits are reversed under right-to-left locales", reason: nil,
      node: timerNode, tick: 1500,
      evidence: Evidence(
        expected: "25:00", shown: "00:52",
        details: [.init("direction", "rtl"), .init("quirk", "hstack-ignores-environment-direction-override")]),
      locales: ["he", "ar", "fa"], settings: ["default", "reduce-motion"], baseline: .new, waiver: nil,
      fingerprint: "digit-order-ltr|\(a)|VStack/timer|tvos-26")
    let waived = Finding(
      status: .waived, message: "The reflection is announced by VoiceOver", reason: nil, node: reflectionNode,
      tick: nil, evidence: nil, locales: ["en", "de", "fr", "ja", "he", "ar", "fa", "ur"],
      settings: ["default", "reduce-motion"], baseline: nil, waiver: "W1",
      fingerprint: "reflection-accessibility-hidden|\(a)|VStack/reflection|tvos-26")
    let unjudged = Finding(
      status: .cantTell, message: "Glass frames are not known for this profile", reason: "no-glass-frames",
      node: timerNode, tick: nil, evidence: nil, locales: ["en", "de", "fr", "ja", "he", "ar", "fa", "ur"],
      settings: ["default", "reduce-motion"], baseline: nil, waiver: nil,
      fingerprint: "glass-container|\(a)|VStack/timer|ios-26")
    let hostile = Finding(
      status: .failed, message: "Two glass elements without a container; label \"\(hostileLabel)\" <b>",
      reason: nil, node: nil, tick: 3, evidence: Evidence(expected: "<one container>", shown: "`none` | 0"),
      locales: (1...15).map { "l\($0)" }, settings: ["default"], baseline: .existing, waiver: nil,
      fingerprint: "glass-container|\(b)||ios-26")
    return [
      passed(a, digitOrder.id, "ios-26"),
      CaseResult(
        caseID: a, ruleID: digitOrder.id, platform: "tvos-26", status: .failed,
        counts: [.failed: 6, .passed: 10], findings: [digitFailure], pictures: pictures()),
      passed(a, reflectionHidden.id, "ios-26"),
      CaseResult(
        caseID: a, ruleID: reflectionHidden.id, platform: "tvos-26", status: .waived, counts: [.waived: evaluations],
        findings: [waived], pictures: []),
      CaseResult(
        caseID: a, ruleID: glassContainer.id, platform: "ios-26", status: .cantTell,
        counts: [.cantTell: evaluations], findings: [unjudged], pictures: []),
      inapplicable(a, glassContainer.id, "tvos-26"),
      passed(b, digitOrder.id, "ios-26"),
      passed(b, digitOrder.id, "tvos-26"),
      inapplicable(b, reflectionHidden.id, "ios-26"),
      inapplicable(b, reflectionHidden.id, "tvos-26"),
      CaseResult(
        caseID: b, ruleID: glassContainer.id, platform: "ios-26", status: .failed, counts: [.failed: 15, .passed: 1],
        findings: [hostile], pictures: []),
      passed(b, glassContainer.id, "tvos-26"),
    ]
  }

  /// The failing Hebrew layout (`00:52` on screen) with its vertically flipped reflection, and
  /// English for comparison.
  static func pictures() -> [LayoutPicture] {
    let widths: [Character: Double] = [":": 21.6]
    func glyphs(_ visual: [(Character, Int)], mirrored: Bool) -> [PictureGlyph] {
      var x = 0.0
      var result: [PictureGlyph] = []
      for (character, index) in visual {
        let width = widths[character] ?? 43.2
        result.append(
          PictureGlyph(
            character: String(character), logicalIndex: index, x: x, y: 0, width: width, height: 72,
            mirrored: mirrored, flippedVertically: false, copy: .original))
        result.append(
          PictureGlyph(
            character: String(character), logicalIndex: index, x: x, y: 64, width: width, height: 72,
            mirrored: mirrored, flippedVertically: true, copy: .reflection))
        x += width
      }
      return result
    }
    let elements = [
      PictureElement(label: "Time remaining: 25 minutes", traits: ["updatesFrequently"], hidden: false, copy: .original),
      PictureElement(label: "Time remaining: 25 minutes <reflection>", traits: [], hidden: true, copy: .reflection),
    ]
    return [
      LayoutPicture(
        locale: "he", direction: .rtl, platform: "tvos-26", tick: 1500, display: "25:00", reference: "25:00",
        glyphs: glyphs([("0", 4), ("0", 3), (":", 2), ("5", 1), ("2", 0)], mirrored: true), elements: elements),
      LayoutPicture(
        locale: "en", direction: .ltr, platform: "tvos-26", tick: 1500, display: "25:00", reference: "25:00",
        glyphs: glyphs([("2", 0), ("5", 1), (":", 2), ("0", 3), ("0", 4)], mirrored: false), elements: elements),
    ]
  }

  /// Decodes a value whose type has no public initialiser.
  static func decode<T: Decodable>(_ json: String) -> T {
    // swiftlint:disable:next force_try
    try! JSONDecoder().decode(T.self, from: Data(json.utf8))
  }
}

extension StatusCounts: ExpressibleByDictionaryLiteral {
  /// Counts written out: `[.failed: 3, .passed: 5]`.
  public init(dictionaryLiteral elements: (ResultStatus, Int)...) {
    self.init()
    for (status, count) in elements { self[status] += count }
  }
}

import Testing
@testable import LayoutModel

/// `.dynamicTypeSize(_:)` as SwiftUI documents it: the innermost value holds, ranges intersect
/// and limit it (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)),
/// and the `font` / `dynamicTypeSize` modifiers' decoding.
@Suite("Text size limits and fonts")
struct TextSizeLimitsTests {
  struct Example: Sendable, CustomTestStringConvertible {
    let name: String
    /// Outermost first, as the environment flows.
    let limits: [DynamicTypeLimit]
    /// The size chosen → the size used.
    let effective: [(DynamicTypeSize, DynamicTypeSize)]
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(name: "no limit", limits: [], effective: [(.xSmall, .xSmall), (.accessibility5, .accessibility5)]),
    Example(name: "one size holds", limits: [.value(.large)], effective: [(.xSmall, .large), (.accessibility5, .large)]),
    Example(
      name: "a range clamps", limits: [.range(.small ... .xxxLarge)],
      effective: [(.xSmall, .small), (.large, .large), (.accessibility3, .xxxLarge)]),
    // Apple's example: `.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)` is large.
    Example(name: "a value set outside is limited by a range inside", limits: [.value(.xLarge), .range(.xSmall ... .large)], effective: [(.accessibility1, .large)]),
    Example(name: "a value set inside a range is limited by it", limits: [.range(.xSmall ... .large), .value(.xLarge)], effective: [(.xSmall, .large)]),
    Example(
      name: "ranges intersect", limits: [.range(.xSmall ... .accessibility2), .range(.medium ... .accessibility5)],
      effective: [(.xSmall, .medium), (.accessibility5, .accessibility2)]),
    Example(name: "the innermost value holds", limits: [.value(.small), .value(.xxLarge)], effective: [(.large, .xxLarge)]),
  ]

  @Test("the size a view uses for the size a person chose", arguments: examples)
  func effective(_ example: Example) {
    let limits = example.limits.reduce(TextSizeLimits()) { $0.adding($1) }
    for (chosen, used) in example.effective {
      #expect(limits.effective(chosen) == used, "\(chosen)")
    }
  }

  @Test("fonts and limits decode to their typed values")
  func decodes() throws {
    let decoded = try TestSupport.decode(
      TestSupport.caseText(
        view: #"""
          { "id": "timer", "type": "Text", "text": "$display", "modifiers": [
            { "font": { "size": 75, "relativeTo": "title" } }, { "dynamicTypeSize": { "max": "xxxLarge" } },
            { "minimumScaleFactor": 0.5 }, { "accessibilityShowsLargeContentViewer": true } ] }
          """#))
    #expect(decoded.view.modifiers.map(\.kind) == [
      .font(.size(75, relativeTo: .title)), .dynamicTypeSize(.range(.xSmall ... .xxxLarge)),
      .minimumScaleFactor(0.5), .accessibilityShowsLargeContentViewer(true),
    ])
  }

  static let mistakes: [(String, String)] = [
    (#"{ "font": { "style": "title", "size": 40 } }"#, #""font" takes either "style" or "size" (with an optional "relativeTo")"#),
    (#"{ "font": { "style": "headlin" } }"#, #"unknown value "headlin" for "style"; did you mean "headline"?"#),
    (#"{ "dynamicTypeSize": { "min": "xxxLarge", "max": "small" } }"#, #""dynamicTypeSize" has "min" "xxxLarge" above "max" "small""#),
    (#"{ "dynamicTypeSize": "huge" }"#, #"unknown value "huge" for "dynamicTypeSize""#),
    (#"{ "minimumScaleFactor": 0 }"#, #""minimumScaleFactor" must be greater than 0 and at most 1"#),
  ]

  @Test("a wrong font or limit is a located error", arguments: mistakes)
  func mistake(_ mistake: (modifier: String, message: String)) {
    let text = TestSupport.caseText(view: #"{ "type": "Text", "text": "$display", "modifiers": [ \#(mistake.modifier) ] }"#)
    let diagnostics = TestSupport.diagnostics(text).map(\.description)
    #expect(diagnostics.count == 1, "\(diagnostics)")
    #expect(diagnostics.first?.contains(mistake.message) == true, "\(diagnostics)")
    let (line, _) = TestSupport.locate(mistake.modifier, in: text)
    #expect(diagnostics.first?.hasPrefix("t.json:\(line):") == true, "\(diagnostics)")
  }
}

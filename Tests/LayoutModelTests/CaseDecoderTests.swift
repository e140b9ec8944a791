import Foundation
import Testing
@testable import LayoutModel

@Suite("CaseDecoder")
struct CaseDecoderTests {
  @Test("the minimal fixture decodes")
  func fixtureDecodes() throws {
    let decoded = try TestSupport.decode(TestSupport.caseText())
    #expect(decoded.id == "t")
    #expect(decoded.view.children.first?.id == "timer")
    #expect(decoded.timeline.display.digits == .locale)
    #expect(decoded.timeline.display.minusSign == .locale)
  }

  /// One decoding mistake: the case text, the snippet the error must point at, and the message.
  struct Mistake: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let at: String
    let occurrence: Int
    let expected: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, at: String, occurrence: Int = 1, _ expected: String) {
      self.name = name
      self.text = text
      self.at = at
      self.occurrence = occurrence
      self.expected = expected
    }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      "unknown key with suggestion",
      TestSupport.caseText(view: #"{ "type": "Text", "txt": "x", "text": "y" }"#), at: #""txt""#,
      "unknown key \"txt\" in a Text node; did you mean \"text\"?"),
    Mistake(
      "unknown root key",
      TestSupport.caseText().replacingOccurrences(of: #""title""#, with: #""titel": "x", "title""#),
      at: #""titel""#, "unknown key \"titel\" in the case; did you mean \"title\"?"),
    Mistake(
      "unknown modifier with suggestion",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "accesibilityHidden": true } ] }"#),
      at: #""accesibilityHidden""#,
      "unknown modifier \"accesibilityHidden\"; did you mean \"accessibilityHidden\"?"),
    Mistake(
      "unknown node type with suggestion",
      TestSupport.caseText(view: #"{ "type": "Vstack", "spacing": 0, "children": [] }"#), at: #""Vstack""#,
      "unknown node type \"Vstack\"; did you mean \"VStack\"?"),
    Mistake(
      "missing field",
      TestSupport.caseText(view: #"{ "type": "DigitCells", "text": "$display", "cellWidth": "proportional" }"#),
      at: #"{ "type": "DigitCells""#, "missing required key \"fontSize\" in a DigitCells node"),
    Mistake(
      "missing stack spacing",
      TestSupport.caseText(view: #"{ "type": "HStack", "children": [] }"#), at: #"{ "type": "HStack""#,
      "missing required key \"spacing\" in a HStack node"),
    Mistake(
      "wrong type",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "accessibilityHidden": "yes" } ] }"#),
      at: #""yes""#, "expected true or false for \"accessibilityHidden\", found a string"),
    Mistake(
      "bad enum value",
      TestSupport.caseText(
        view: #"{ "type": "Spacer", "modifiers": [ { "environment": { "layoutDirection": "rightToleft" } } ] }"#),
      at: #""rightToleft""#, "unknown value \"rightToleft\" for \"layoutDirection\"; did you mean \"rightToLeft\"?"),
    Mistake(
      "bad enum value far from any",
      TestSupport.caseText(view: #"{ "type": "Shape", "shape": "hexagon" }"#), at: #""hexagon""#,
      "unknown value \"hexagon\" for \"shape\"; expected one of \"glyphPath\", \"rectangle\", \"roundedRectangle\", \"capsule\", \"circle\""),
    Mistake(
      "modifier with two keys",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "layer": "content", "monospacedDigit": true } ] }"#),
      at: #"{ "layer""#,
      "a modifier must be an object with exactly one key; found 2 keys; write each modifier as its own object, such as {\"accessibilityHidden\": true}"),
    Mistake(
      "bad case id",
      TestSupport.caseText(id: "../../etc/x"), at: #""../../etc/x""#,
      "invalid case id \"../../etc/x\"; use 1 to 80 lowercase letters, digits and hyphens, starting with a letter or digit"),
    Mistake(
      "too many ticks",
      TestSupport.caseText(countdown: #"{ "from": 1000000, "to": 0, "step": 1 }"#), at: #"{ "from""#,
      "the timeline shows 1000001 values; at most 100000 are allowed; shorten the range or raise \"step\""),
    Mistake(
      "countdown counting up",
      TestSupport.caseText(countdown: #"{ "from": 0, "to": 10, "step": 1 }"#), at: #"{ "from""#,
      "\"from\" (0) must be greater than \"to\" (10): a countdown counts down"),
    Mistake(
      "zero step",
      TestSupport.caseText(countdown: #"{ "from": 10, "to": 0, "step": 0 }"#), at: #"0 }"#,
      "\"step\" must be greater than 0; found 0"),
    Mistake(
      "fractional seconds",
      TestSupport.caseText(countdown: #"{ "from": 10.5, "to": 0, "step": 1 }"#), at: "10.5",
      "\"from\" must be a whole number of at most 2^53 in magnitude; found 10.5"),
    Mistake(
      "pattern with an unsupported field",
      TestSupport.caseText(display: #"{ "pattern": "h:mm" }"#), at: #""h:mm""#,
      "invalid time pattern \"h:mm\": \"h\" is not a supported field; use H, HH, m, mm, s or ss, and quote literal letters ('h')"),
    Mistake(
      "pattern and skeleton",
      TestSupport.caseText(display: #"{ "pattern": "mm:ss", "skeleton": "ms" }"#), at: #""skeleton""#,
      "\"display\" has both \"pattern\" and \"skeleton\"; keep one way of writing the value"),
    Mistake(
      "bad numbering system",
      TestSupport.caseText(display: #"{ "skeleton": "ms", "digits": "Latin" }"#), at: #""Latin""#,
      "invalid \"digits\" \"Latin\"; use \"locale\" or a numbering system name of 3 to 8 lowercase letters, such as \"latn\""),
    Mistake(
      "unknown placeholder",
      TestSupport.caseText(view: #"{ "type": "Text", "text": "Left: $dispaly" }"#), at: #""Left"#,
      "unknown placeholder \"$dispaly\" in \"text\"; did you mean \"$display\"?"),
    Mistake(
      "font size out of range",
      TestSupport.caseText(view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 0, "cellWidth": "proportional" }"#),
      at: "0, \"cellWidth", "\"fontSize\" must be greater than 0 and at most 1000; found 0"),
    Mistake(
      "whenReduceMotion of the wrong type",
      TestSupport.caseText(
        view: #"{ "type": "Spacer", "modifiers": [ { "animation": { "value": "display", "curve": "linear", "whenReduceMotion": false } } ] }"#),
      at: "false",
      "expected null (turned off) or an object (a replacement) for \"whenReduceMotion\", found a Boolean; leave the key out when Reduce Motion changes nothing"),
    Mistake(
      "string too long",
      TestSupport.caseText(view: #"{ "type": "Text", "text": ""# + String(repeating: "x", count: 1001) + #"" }"#),
      at: #""xxx"#, "the string for \"text\" is too long (1001 characters; at most 1000)"),
    Mistake(
      "system timer misspelled",
      TestSupport.caseText(display: #"{ "system": "timerInterva" }"#), at: #""timerInterva""#,
      "unknown value \"timerInterva\" for \"system\"; did you mean \"timerInterval\"?"),
    Mistake(
      "format with fewer arguments than conversions",
      TestSupport.caseText(display: #"{ "format": "%02d:%02d", "arguments": ["totalMinutes"] }"#), at: #""%02d"#,
      "invalid display template \"%02d:%02d\": the format has more conversions than \"arguments\" (1)"),
    Mistake(
      "format argument misspelled",
      TestSupport.caseText(display: #"{ "format": "%d:%02d", "arguments": ["totalMinutes", "second"] }"#), at: #""second""#,
      "unknown value \"second\" for \"arguments\"; did you mean \"seconds\"?"),
    Mistake(
      "a fraction field on a whole-second timeline",
      TestSupport.caseText(
        display: #"{ "interpolation": [ { "field": "seconds" }, ".", { "field": "fraction", "width": 2 } ] }"#),
      at: #"{ "interpolation""#,
      "the display shows a \"fraction\" field but the timeline counts whole seconds; add \"unit\": \"centiseconds\" (or tenths, milliseconds) to the timeline"),
    Mistake(
      "showsHours without a system timer",
      TestSupport.caseText(display: #"{ "pattern": "mm:ss", "showsHours": false }"#), at: #""showsHours""#,
      "\"showsHours\" applies to \"system\" only"),
    Mistake(
      "glass tint is rejected, not ignored",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "glassEffect": { "tint": "blue" } } ] }"#),
      at: #""tint""#,
      "glass \"tint\" is not modelled; nothing in the audit reads a tint colour; remove it (the glass itself is audited)"),
    Mistake(
      "background is rejected, not ignored",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "background": "varied" } ] }"#),
      at: #""background""#,
      "modifier \"background\" is not modelled; nothing in the audit reads what is behind a view; remove it"),
    Mistake(
      "glassEffectID is rejected, not ignored",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "glassEffectID": "pause" } ] }"#),
      at: #""glassEffectID""#,
      "modifier \"glassEffectID\" is not modelled; glass morphing between views is not modelled; remove it (the glass itself is audited through glassEffect)"),
    Mistake(
      "lineLimit of zero",
      TestSupport.caseText(view: #"{ "type": "Text", "text": "$display", "modifiers": [ { "lineLimit": 0 } ] }"#),
      at: #"0 }"#, "\"lineLimit\" must be from 1 to 100; found 0"),
    Mistake(
      "glassBackgroundEffect display mode misspelled",
      TestSupport.caseText(view: #"{ "type": "Spacer", "modifiers": [ { "glassBackgroundEffect": { "displayMode": "allways" } } ] }"#),
      at: #""allways""#, "unknown value \"allways\" for \"displayMode\"; did you mean \"always\"?"),
    Mistake(
      "an empty standInDisplay",
      imported(#"{ "construct": "clock.label", "at": "V.swift:6:23", "standInDisplay": [], "reason": "r" }"#),
      at: #"[], "reason""#,
      "\"standInDisplay\" must not be empty; name the rules whose verdicts read the shown string, or remove the key when the display was read"),
    Mistake(
      "an empty standInFont",
      imported(#"{ "construct": "font", "at": "V.swift:9:5", "standInFont": [], "reason": "r" }"#),
      at: #"[], "reason""#,
      "\"standInFont\" must not be empty; name the rules whose verdicts read the glyph widths, or remove the key when the font's widths are known"),
    Mistake(
      "a standInDisplay that is not a list of rules",
      imported(#"{ "construct": "clock.label", "at": "V.swift:6:23", "standInDisplay": "yes", "reason": "r" }"#),
      at: #""yes""#, "expected an array for \"standInDisplay\", found a string"),
    Mistake(
      "a standInDisplay rule that is no rule id",
      imported(#"{ "construct": "clock.label", "at": "V.swift:6:23", "standInDisplay": ["Stable Cells"], "reason": "r" }"#),
      at: #""Stable Cells""#, "invalid rule id \"Stable Cells\"; rule ids are kebab-case, such as \"digit-order-ltr\""),
    Mistake(
      "an approximation has no stand-in display",
      imported(
        #"{ "construct": "clock.label", "at": "V.swift:6:23", "reason": "r" }"#,
        approximated: #"{ "construct": "font", "at": "V.swift:9:5", "standInDisplay": ["stable-cell-frames"], "reason": "r" }"#),
      at: #""standInDisplay""#,
      "unknown key \"standInDisplay\" in an approximated construct; expected one of \"construct\", \"at\", \"rules\", \"reason\""),
    Mistake(
      "JSON error is reported through the decoder",
      TestSupport.caseText(view: #"{ "type": "Text", "text": "a", "text": "b" }"#), at: #""text": "b""#,
      "duplicate key \"text\"; it is already defined at line 9, column 29"),
  ]

  /// A case the importer could have written, with one uninterpreted entry (and an approximated
  /// one).
  static func imported(_ entry: String, approximated: String? = nil) -> String {
    let more = approximated.map { #", "approximated": [ \#($0) ]"# } ?? ""
    return TestSupport.caseText().replacingOccurrences(
      of: #""expect": []"#,
      with: #""expect": [], "imported": { "from": "V.swift", "view": "V", "uninterpreted": [ \#(entry) ]\#(more) }"#)
  }

  @Test("an uninterpreted entry says the display is a stand-in, and which rules' failures it makes guesses")
  func standInDisplay() throws {
    let decoded = try TestSupport.decode(
      Self.imported(
        #"{ "construct": "clock.label", "at": "V.swift:6:23", "rules": ["digit-order-ltr"], "standInDisplay": ["stable-cell-frames"], "reason": "r" }"#))
    let record = try #require(decoded.imported)
    #expect(record.uninterpreted.first?.standInDisplay == ["stable-cell-frames"])
    #expect(record.standIns(affecting: "stable-cell-frames").count == 1)
    #expect(record.standIns(affecting: "digit-order-ltr").isEmpty)
    // A rule whose failure on the stand-in is a guess cannot pass on it either.
    #expect(record.uninterpreted(affecting: "stable-cell-frames").count == 1)
    #expect(record.uninterpreted(affecting: "glass-container").isEmpty)
    // Without the key, the display was read.
    let read = try TestSupport.decode(Self.imported(#"{ "construct": "x", "at": "V.swift:1:1", "reason": "r" }"#))
    #expect(read.imported?.uninterpreted.first?.standInDisplay == nil)
  }

  @Test("an uninterpreted entry says the system font stands in for a custom one, and which rules' failures that makes guesses")
  func standInFont() throws {
    let decoded = try TestSupport.decode(
      Self.imported(
        #"{ "construct": ".font(.custom(\"Mono\", size: 40))", "at": "V.swift:9:5", "rules": ["stable-cell-frames"], "standInFont": ["stable-cell-frames"], "reason": "r" }"#))
    let record = try #require(decoded.imported)
    #expect(record.uninterpreted.first?.standInFont == ["stable-cell-frames"])
    #expect(record.uninterpreted.first?.standInDisplay == nil)
    #expect(record.standIns(affecting: "stable-cell-frames").count == 1)
    #expect(record.standIns(affecting: "cell-width-coverage").isEmpty)
  }

  @Test("reports each mistake at its exact line and column", arguments: mistakes)
  func reportsMistake(_ mistake: Mistake) {
    let diagnostics = TestSupport.diagnostics(mistake.text)
    let (line, column) = TestSupport.locate(mistake.at, in: mistake.text, occurrence: mistake.occurrence)
    #expect(diagnostics.map(\.description) == ["t.json:\(line):\(column): error: \(mistake.expected)"])
  }

  @Test("collects several errors in one file")
  func collectsErrors() {
    let text = TestSupport.caseText(
      view: #"""
        { "type": "VStack", "spacing": "0", "children": [
          { "type": "Txt" },
          { "type": "Spacer", "modifiers": [ { "scaleEfect": {} }, { "offset": { "z": 1 } } ] } ] }
        """#)
    let messages = TestSupport.diagnostics(text).map(\.message)
    #expect(messages == [
      "expected a number for \"spacing\", found a string",
      "unknown node type \"Txt\"",
      "unknown modifier \"scaleEfect\"",
      "unknown key \"z\" in \"offset\"",
    ])
  }

  @Test("keeps whenReduceMotion absent, null and object distinct")
  func reduceMotionStates() throws {
    func animation(_ extra: String) throws -> AnimationModifier? {
      let view = #"{ "type": "Spacer", "modifiers": [ { "animation": { "value": "display", "curve": "easeInOut", "duration": 0.15"#
        + extra + " } } ] }"
      let decoded = try TestSupport.decode(TestSupport.caseText(view: view))
      guard case .animation(let animation) = decoded.view.modifiers.first?.kind else { return nil }
      return animation
    }
    #expect(try animation("")?.whenReduceMotion == .unchanged)
    #expect(try animation(#", "whenReduceMotion": null"#)?.whenReduceMotion == .disabled)
    #expect(
      try animation(#", "whenReduceMotion": { "curve": "linear" }"#)?.whenReduceMotion
        == .replaced(AnimationSpec(curve: .linear)))
    #expect(try animation("")?.spec == AnimationSpec(curve: .easeInOut, duration: 0.15))
  }

  @Test("keeps transition Reduce Motion states distinct")
  func transitionStates() throws {
    let view = #"""
      { "type": "ZStack", "children": [
        { "type": "Spacer", "modifiers": [ { "transition": { "opacity": true, "scale": 0.95 } } ] },
        { "type": "Spacer", "modifiers": [ { "transition": { "scale": 0.95, "whenReduceMotion": null } } ] },
        { "type": "Spacer", "modifiers": [ { "transition": { "offset": { "y": 20 }, "whenReduceMotion": { "opacity": true } } } ] } ] }
      """#
    let decoded = try TestSupport.decode(TestSupport.caseText(view: view))
    let transitions = decoded.view.children.compactMap { node -> TransitionModifier? in
      if case .transition(let transition) = node.modifiers.first?.kind { transition } else { nil }
    }
    #expect(transitions.map(\.whenReduceMotion) == [
      .unchanged, .disabled, .replaced(TransitionSpec(opacity: true)),
    ])
    #expect(transitions[0].spec == TransitionSpec(opacity: true, scale: 0.95))
    #expect(transitions[2].spec.offset == Offset(x: 0, y: 20))
  }

  @Test("locates every node and modifier")
  func nodeLocations() throws {
    let text = TestSupport.caseText(
      view: #"{ "type": "VStack", "spacing": 0, "children": [ { "type": "Spacer", "modifiers": [ { "layer": "content" } ] } ] }"#)
    let decoded = try TestSupport.decode(text)
    let spacer = decoded.view.children[0]
    let node = TestSupport.locate(#"{ "type": "Spacer""#, in: text)
    let modifier = TestSupport.locate(#""layer""#, in: text)
    #expect(spacer.location == SourceLocation(file: "t.json", line: node.line, column: node.column))
    #expect(spacer.modifiers[0].location == SourceLocation(file: "t.json", line: modifier.line, column: modifier.column))
    #expect(spacer.modifiers[0].kind == .layer(.content))
  }

  @Test("decodes cell width tables and glass defaults")
  func cellsAndGlass() throws {
    let view = #"""
      { "type": "DigitCells", "text": "$display", "fontSize": 10,
        "cellWidth": { "digit": 0.6, "separator": 0.3, "separators": [":", "."] },
        "cell": { "type": "Shape", "shape": "glyphPath", "modifiers": [ { "glassEffect": {} } ] } }
      """#
    let decoded = try TestSupport.decode(TestSupport.caseText(view: view))
    guard case .digitCells(let cells) = decoded.view.kind else {
      Issue.record("expected DigitCells")
      return
    }
    #expect(cells.cellWidth == .fixed(digit: 0.6, separator: 0.3, separators: [":", "."], other: nil))
    #expect(cells.spacing == 0)
    #expect(cells.cell?.modifiers.first?.kind == .glassEffect(GlassEffect()))
  }

  /// SwiftUI's `glassBackgroundEffect(displayMode:)` defaults to `.always`
  /// (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)).
  @Test("glassBackgroundEffect without a display mode always shows its glass, as SwiftUI's default")
  func glassBackgroundDefault() throws {
    let view = #"{ "type": "Spacer", "modifiers": [ { "glassBackgroundEffect": {} } ] }"#
    let decoded = try TestSupport.decode(TestSupport.caseText(view: view))
    #expect(decoded.view.modifiers.first?.kind == .glassBackgroundEffect(.always))
  }
}

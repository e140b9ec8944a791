import LayoutEngine
import ReportModel

/// `timer-accessibility-label`: the timer is one element with a spoken label.
package struct TimerAccessibilityLabelRule: Rule {
  package let metadata = RuleMetadata(
    id: "timer-accessibility-label",
    title: "The timer has a spoken label",
    summary: "The timer is one accessibility element whose label (or value) speaks the duration in the locale's words (ICU) rather than raw digits, with the updatesFrequently trait.",
    rationale: """
      VoiceOver reads "25:00" as "two five colon zero zero", and a row of digit cells as five \
      elements. The Return app labels the timer "Time remaining: 25 minutes" and adds \
      updatesFrequently. The spoken form comes from ICU's unit formatter in full-name width; \
      where CLDR has no full-name units (ps, ckb and others in CLDR 42) ICU falls back to \
      abbreviations like "25 min" — the rule says it cannot tell there rather than pass.
      """,
    limits: [
      "Checks that the label or the value contains ICU's spoken form of the value; the rest of the label (\"Time remaining:\") is not checked for translation.",
      "Judges the start of the timeline; a label that changes shape later is not seen.",
      "How VoiceOver speaks a colon time in a Text (\"25:00\") is not documented; the platform profile's voiceOver data decides, and while it is unknown an unlabelled Text timer is can't tell (voiceover-colon-time), never a confident verdict.",
    ],
    wcag: ["1.1.1", "4.1.2"],
    references: [
      .init("SwiftUI accessibilityLabel(_:)", "https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv"),
      .init("SwiftUI accessibilityValue(_:)", "https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo"),
      .init("UIAccessibilityTraits.updatesFrequently", "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently"),
    ],
    severity: .error,
    fix: "Label the timer with the spoken duration (a DateComponentsFormatter or Duration.formatted in .wide units style) and add .accessibilityAddTraits(.updatesFrequently).")

  package let dependencies: RuleDependencies = [.locale]
  package let automaticFix: RuleFix = .none("The spoken label is built from the app's own duration value, which fix cannot choose.")

  package func judge(_ input: RuleInput) -> RuleOutcome {
    let layout = input.first
    guard let display = layout.originalDisplays.first else {
      return .inapplicable("no-timer", "nothing shows the timer's value")
    }
    let timerElements = layout.accessibility.filter {
      !$0.hidden && $0.copy == .original && $0.announcesTime
    }
    guard let element = timerElements.first else {
      return .failed(
        "the timer \(display.node) is not an accessibility element that announces the time", node: display.node,
        tick: layout.tick, evidence: Evidence(expected: "one element announcing \"\(layout.spoken)\"", shown: "none"))
    }
    if timerElements.count > 1, timerElements.allSatisfy(\.labelIsRawDisplay) {
      // Digit cells are read a character each; split fields (`"25"`, `"00"`) a field each.
      let how = timerElements.allSatisfy { $0.label.count == 1 } ? "one character at a time" : "in pieces"
      return .failed(
        "the timer is \(timerElements.count) elements read \(how)", node: display.node, tick: layout.tick,
        evidence: Evidence(
          expected: "one element: \"\(layout.spoken)\"",
          shown: timerElements.map { "\"\($0.label)\"" }.joined(separator: ", ")))
    }
    if element.valueIsRawDisplay, !element.label.contains(layout.spoken) {
      return .failed(
        "the timer's value \"\(element.value ?? "")\" reads the digits instead of the duration", node: element.node,
        tick: layout.tick,
        evidence: Evidence(
          expected: "a label or value containing \"\(layout.spoken)\"", shown: "value: \(element.value ?? "")",
          details: [.init("label", element.label)]))
    }
    // A Text's own colon time ("25:00"): how VoiceOver speaks it is not documented; the platform
    // profile says what is known, and while it is unknown the rule cannot tell.
    if element.ownText, element.labelIsRawDisplay, layout.reference.tokens.contains(where: { $0.kind == .separator }) {
      switch layout.voiceOverReadsColonTimeAsDuration {
      case true?:
        break
      case nil:
        return .cantTell(
          "voiceover-colon-time",
          "the timer \(element.node) is a Text read as \"\(element.label)\": how VoiceOver speaks a colon time in a Text is not documented",
          node: element.node,
          evidence: Evidence(
            expected: "a label containing \"\(layout.spoken)\", or evidence that VoiceOver reads \"\(element.label)\" as a duration",
            shown: element.label, details: [.init("platform profile", layout.voiceOverSource ?? "no VoiceOver data")]))
      case false?:
        return .failed(
          "the timer's Text \"\(element.label)\" is read as digits and a colon, not as a duration", node: element.node,
          tick: layout.tick, evidence: Evidence(expected: "a label containing \"\(layout.spoken)\"", shown: element.label))
      }
    } else if element.labelIsRawDisplay {
      return .failed(
        "the timer's label \"\(element.label)\" reads the digits instead of the duration", node: element.node,
        tick: layout.tick, evidence: Evidence(expected: "a label containing \"\(layout.spoken)\"", shown: element.label))
    } else if !element.label.contains(layout.spoken), !(element.value ?? "").contains(layout.spoken) {
      // Apple: the label names the element, the value carries what changes ("Volume", "60%"); VoiceOver
      // reads both, so the duration may be in either.
      return .failed(
        "neither the timer's label \"\(element.label)\" nor its value speaks the duration", node: element.node,
        tick: layout.tick,
        evidence: Evidence(
          expected: "a label or value containing \"\(layout.spoken)\"", shown: "label: \(element.label)",
          details: [.init("value", element.value ?? "none")]))
    }
    // A missing trait is a defect whatever the locale's unit data: judge it before the units,
    // so missing CLDR data never masks it.
    guard element.traits.contains(.updatesFrequently) else {
      return .failed(
        "the timer's element lacks the updatesFrequently trait", node: element.node, tick: layout.tick,
        evidence: Evidence(expected: "traits include updatesFrequently", shown: "traits: \(element.traits.map(\.rawValue).joined(separator: ", "))"))
    }
    guard layout.spokenUnits else {
      return .cantTell(
        "no-spoken-units",
        "CLDR has no full-name duration units for this locale: ICU's spoken form is an abbreviation VoiceOver may not read as a duration",
        node: element.node,
        evidence: Evidence(expected: "a duration in words", shown: layout.spoken, details: [.init("locale", layout.locale)]))
    }
    return .passed("the timer is announced as \"\(element.label)\"", node: element.node)
  }

  package let examples: [RuleExample] = [
    RuleExample("Labelled with the spoken duration", expected: .passed, caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
    RuleExample(
      "Labelled with the raw display string", expected: .failed,
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells.replacingOccurrences(of: "Time remaining: $spoken", with: "$display"))),
    RuleExample(
      "Raw digits in the value, not the label: the message blames the value", expected: .failed,
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells.replacingOccurrences(
        of: #"{ "accessibilityLabel": "Time remaining: $spoken" }"#,
        with: #"{ "accessibilityLabel": "Timer" }, { "accessibilityValue": "$display" }"#))),
    RuleExample(
      "The label names the timer and the value speaks the duration, as Apple's label/value split suggests",
      expected: .passed,
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells.replacingOccurrences(
        of: #"{ "accessibilityLabel": "Time remaining: $spoken" }"#,
        with: #"{ "accessibilityLabel": "Egg timer" }, { "accessibilityValue": "$spoken" }"#))),
    RuleExample(
      "The label names the timer and nothing speaks the duration", expected: .failed,
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells.replacingOccurrences(
        of: #"{ "accessibilityLabel": "Time remaining: $spoken" }"#, with: #"{ "accessibilityLabel": "Egg timer" }"#))),
    RuleExample(
      "A Text timer without a label: how VoiceOver speaks \"25:00\" in a Text is not documented (profile data)",
      expected: .cantTell,
      caseJSON: ExampleCase.json(view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ { "accessibilityAddTraits": [ "updatesFrequently" ] } ] }"#)),
    RuleExample(
      "Unlabelled text cells: read one digit at a time", expected: .failed,
      caseJSON: ExampleCase.json(view: #"{ "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": { "digit": 0.6, "separator": 0.3 } }"#)),
    RuleExample(
      "Pashto has no full-name units in CLDR 42", expected: .cantTell, locale: "ps",
      caseJSON: ExampleCase.json(view: ExampleCase.pinnedCells)),
    RuleExample(
      "A missing updatesFrequently trait fails in Pashto too: missing unit data never masks it", expected: .failed,
      locale: "ps",
      caseJSON: ExampleCase.json(
        view: ExampleCase.pinnedCells.replacingOccurrences(of: #"[ "updatesFrequently" ]"#, with: #"[ "isStaticText" ]"#))),
    RuleExample("No timer", expected: .inapplicable, caseJSON: ExampleCase.json(view: #"{ "type": "Spacer" }"#)),
  ]
}

import Testing

@testable import LayoutAudit

/// `CaseFixer`: modifiers added to the node a position names, in the case format's spelling and
/// the file's own formatting (indentation, one line or several, spacing), and nothing else
/// changed.
@Suite("Case fixer")
struct CaseFixerTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var edits: [SwiftEdit]
    var expected: String
    /// What each edit added (as written), when the test checks it.
    var added: [[String]]? = nil
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "into an existing array written one element a line, after its last element",
      source: """
        {
          "type": "Reflection", "of": "timer",
          "modifiers": [
            { "scaleEffect": { "x": 1, "y": -1 } },
            { "offset": { "y": -8 } }
          ]
        }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        {
          "type": "Reflection", "of": "timer",
          "modifiers": [
            { "scaleEffect": { "x": 1, "y": -1 } },
            { "offset": { "y": -8 } },
            { "accessibilityHidden": true }
          ]
        }
        """,
      added: [[#"{ "accessibilityHidden": true }"#]]),
    Example(
      name: "into a one-line array, after its last element with the file's separator",
      source: """
        { "type": "Text", "text": "$display", "modifiers": [ { "lineLimit": 1 },{ "frame": { "width": 90 } } ] }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["monospacedDigit()"])],
      expected: """
        { "type": "Text", "text": "$display", "modifiers": [ { "lineLimit": 1 },{ "frame": { "width": 90 } },{ "monospacedDigit": true } ] }
        """),
    Example(
      name: "an array that keeps its closing bracket on the last element's line",
      source: """
        { "type": "Reflection", "of": "timer",
          "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } }, { "offset": { "y": -8 } },
                         { "mask": { "linearGradient": [ [ 0.2, 0.0 ], [ 0.0, 0.6 ] ] } } ] }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        { "type": "Reflection", "of": "timer",
          "modifiers": [ { "scaleEffect": { "x": 1, "y": -1 } }, { "offset": { "y": -8 } },
                         { "mask": { "linearGradient": [ [ 0.2, 0.0 ], [ 0.0, 0.6 ] ] } },
                         { "accessibilityHidden": true } ] }
        """),
    Example(
      name: "no modifiers key: a new one after the node's last key, on its own line",
      source: """
        {
          "type": "VStack", "spacing": 0,
          "children": [
            {
              "id": "timer",
              "type": "DigitCells",
              "cellWidth": { "digit": 0.6, "separator": 0.3 }
            }
          ]
        }
        """,
      edits: [
        .init(line: 4, column: 5, modifiers: ["flipsForRightToLeftLayoutDirection(false)", "environment(\\.layoutDirection, .leftToRight)"])
      ],
      expected: """
        {
          "type": "VStack", "spacing": 0,
          "children": [
            {
              "id": "timer",
              "type": "DigitCells",
              "cellWidth": { "digit": 0.6, "separator": 0.3 },
              "modifiers": [ { "flipsForRightToLeftLayoutDirection": false }, { "environment": { "layoutDirection": "leftToRight" } } ]
            }
          ]
        }
        """),
    Example(
      name: "a one-line object gets the key on its line",
      source: """
        { "type": "VStack", "spacing": 8,
          "children": [ { "id": "lap", "type": "Text", "text": "$display" }, { "type": "Text", "text": "Lap" } ] }
        """,
      edits: [.init(line: 2, column: 17, modifiers: ["monospacedDigit()"])],
      expected: """
        { "type": "VStack", "spacing": 8,
          "children": [ { "id": "lap", "type": "Text", "text": "$display", "modifiers": [ { "monospacedDigit": true } ] }, { "type": "Text", "text": "Lap" } ] }
        """),
    Example(
      name: "compact spacing is kept: no spaces inside braces or after colons",
      source: #"{"type":"Shape","shape":"glyphPath"}"#,
      edits: [.init(line: 1, column: 1, modifiers: ["layoutDirectionBehavior(.fixed)"])],
      expected: #"{"type":"Shape","shape":"glyphPath","modifiers":[{"layoutDirectionBehavior":"fixed"}]}"#),
    Example(
      name: "a modifier already on the node is not added again",
      source: """
        { "type": "Reflection", "of": "timer", "modifiers": [ { "accessibilityHidden": true } ] }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        { "type": "Reflection", "of": "timer", "modifiers": [ { "accessibilityHidden": true } ] }
        """,
      added: [[]]),
    Example(
      name: "only the missing modifiers of an edit are added, once for two edits of one node",
      source: """
        { "type": "DigitCells", "modifiers": [ { "environment": { "layoutDirection" : "leftToRight" } } ] }
        """,
      edits: [
        .init(line: 1, column: 1, modifiers: ["flipsForRightToLeftLayoutDirection(false)", "environment(\\.layoutDirection, .leftToRight)"]),
        .init(line: 1, column: 1, modifiers: ["flipsForRightToLeftLayoutDirection(false)"]),
      ],
      expected: """
        { "type": "DigitCells", "modifiers": [ { "environment": { "layoutDirection" : "leftToRight" } }, { "flipsForRightToLeftLayoutDirection": false } ] }
        """,
      added: [[#"{ "flipsForRightToLeftLayoutDirection": false }"#], []]),
    Example(
      name: "an empty array gets the modifiers inside its brackets",
      source: #"{ "type": "Text", "text": "$display", "modifiers": [] }"#,
      edits: [.init(line: 1, column: 1, modifiers: ["monospacedDigit()"])],
      expected: #"{ "type": "Text", "text": "$display", "modifiers": [ { "monospacedDigit": true } ] }"#),
    Example(
      name: "tab indentation is kept",
      source: "{\n\t\"type\": \"VStack\",\n\t\"spacing\": 0,\n\t\"children\": [\n\t\t{\n\t\t\t\"type\": \"Reflection\",\n\t\t\t\"of\": \"timer\"\n\t\t}\n\t]\n}\n",
      edits: [.init(line: 5, column: 3, modifiers: ["accessibilityHidden(true)"])],
      expected:
        "{\n\t\"type\": \"VStack\",\n\t\"spacing\": 0,\n\t\"children\": [\n\t\t{\n\t\t\t\"type\": \"Reflection\",\n\t\t\t\"of\": \"timer\",\n\t\t\t\"modifiers\": [ { \"accessibilityHidden\": true } ]\n\t\t}\n\t]\n}\n"
    ),
    Example(
      name: "four-space indentation is kept, in an array too",
      source: """
        {
            "type": "Reflection",
            "of": "timer",
            "modifiers": [
                { "offset": { "y": -8 } }
            ]
        }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        {
            "type": "Reflection",
            "of": "timer",
            "modifiers": [
                { "offset": { "y": -8 } },
                { "accessibilityHidden": true }
            ]
        }
        """),
    Example(
      name: "CR LF line breaks are kept",
      source: "{\r\n  \"type\": \"Text\",\r\n  \"text\": \"$display\"\r\n}\r\n",
      edits: [.init(line: 1, column: 1, modifiers: ["monospacedDigit()"])],
      expected: "{\r\n  \"type\": \"Text\",\r\n  \"text\": \"$display\",\r\n  \"modifiers\": [ { \"monospacedDigit\": true } ]\r\n}\r\n"),
    Example(
      name: "strings with brackets, braces and escaped quotes do not confuse the end of a value",
      source: """
        { "type": "Text", "text": "[$display] {\\"}\\" ]", "modifiers": [ { "accessibilityLabel": "a ] b } \\\\" } ] }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["monospacedDigit()"])],
      expected: """
        { "type": "Text", "text": "[$display] {\\"}\\" ]", "modifiers": [ { "accessibilityLabel": "a ] b } \\\\" }, { "monospacedDigit": true } ] }
        """),
    Example(
      name: "gating the animations on Reduce Motion turns each one off under it, in its own style",
      source: """
        { "type": "Text", "text": "$display",
          "modifiers": [
            { "animation": { "value": "display", "curve": "easeInOut", "duration": 0.15 } },
            { "animation": {"value":"scale","curve":"spring"} },
            { "animation": { "value": "offset", "curve": "linear", "whenReduceMotion": { "curve": "easeIn" } } }
          ] }
        """,
      edits: [.init(line: 1, column: 1, modifiers: [], gatesAnimations: true)],
      expected: """
        { "type": "Text", "text": "$display",
          "modifiers": [
            { "animation": { "value": "display", "curve": "easeInOut", "duration": 0.15, "whenReduceMotion": null } },
            { "animation": {"value":"scale","curve":"spring","whenReduceMotion":null} },
            { "animation": { "value": "offset", "curve": "linear", "whenReduceMotion": { "curve": "easeIn" } } }
          ] }
        """,
      added: [[#""whenReduceMotion": null"#, #""whenReduceMotion":null"#]]),
    Example(
      name: "an animation written over several lines gets its key on a line of its own",
      source: """
        {
          "type": "Text",
          "modifiers": [
            {
              "animation": {
                "value": "display",
                "curve": "easeInOut"
              }
            }
          ]
        }
        """,
      edits: [.init(line: 1, column: 1, modifiers: ["monospacedDigit()"], gatesAnimations: true)],
      expected: """
        {
          "type": "Text",
          "modifiers": [
            {
              "animation": {
                "value": "display",
                "curve": "easeInOut",
                "whenReduceMotion": null
              }
            },
            { "monospacedDigit": true }
          ]
        }
        """),
  ]

  @Test("modifiers are added in the file's style", arguments: examples)
  func edits(_ example: Example) {
    let (text, outcomes) = CaseFixer.apply(example.edits, to: example.source, path: "case.json")
    #expect(text == example.expected, "\n\(text)")
    for outcome in outcomes {
      if case .refused(let reason) = outcome { Issue.record("refused: \(reason)") }
    }
    if let added = example.added {
      #expect(outcomes == added.map { SwiftEdit.Outcome.made(added: $0) })
    }
    // Idempotent: the edits again change nothing.
    let again = CaseFixer.apply(example.edits, to: text, path: "case.json")
    #expect(again.text == text)
    #expect(again.outcomes.allSatisfy { $0 == .made(added: []) })
  }

  @Test("an edit that names no node, or a modifier the case format cannot say, is refused and changes nothing")
  func refusals() {
    let source = #"{ "type": "Text", "text": "$display", "frame": { "width": 90 } }"#
    let (text, outcomes) = CaseFixer.apply(
      [
        .init(line: 1, column: 2, modifiers: ["monospacedDigit()"]),
        .init(line: 1, column: 48, modifiers: ["monospacedDigit()"]),
        .init(line: 1, column: 1, modifiers: ["accessibilityReduceMotion()"]),
      ], to: source, path: "case.json")
    #expect(text == source)
    #expect(outcomes.count == 3)
    guard outcomes.count == 3 else { return }
    #expect(outcomes[0] == .refused("no view node starts at 1:2 (the file changed since the audit?)"))
    // An object that is not a node (no "type").
    #expect(outcomes[1] == .refused("no view node starts at 1:48 (the file changed since the audit?)"))
    #expect(outcomes[2] == .refused("the case format has no spelling for .accessibilityReduceMotion(); add its equivalent by hand"))

    let still = CaseFixer.apply([.init(line: 1, column: 1, modifiers: [], gatesAnimations: true)], to: source, path: "case.json")
    #expect(still.text == source)
    #expect(still.outcomes == [.refused("no animation modifier on the node at 1:1 (a parent's animation: gate it by hand)")])

    let broken = CaseFixer.apply([.init(line: 1, column: 1, modifiers: ["monospacedDigit()"])], to: "{ \"type\": ", path: "case.json")
    #expect(broken.text == "{ \"type\": ")
    if case .refused(let reason) = broken.outcomes.first {
      #expect(reason.hasPrefix("case.json is not valid JSON (1:"), "\(reason)")
    } else {
      Issue.record("a file that is not JSON was edited")
    }
  }
}

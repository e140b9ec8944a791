import ReportModel
import Testing

@testable import SwiftImport

/// `SwiftFixer`: modifiers appended to the view expression a source-map position names, in the
/// file's own formatting, and nothing else changed.
@Suite("Swift fixer")
struct SwiftFixerTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var edits: [SwiftEdit]
    var expected: String
    var refusals: [Bool] = []
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "after the chain, on a line indented like its modifiers",
      source: """
        var body: some View {
            digits
                .scaleEffect(x: 1, y: -1)
                .opacity(0.3)
        }
        """,
      edits: [.init(line: 2, column: 5, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        var body: some View {
            digits
                .scaleEffect(x: 1, y: -1)
                .opacity(0.3)
                .accessibilityHidden(true)
        }
        """),
    Example(
      name: "a position on a modifier's name edits the chain it is in",
      source: """
        var body: some View {
          digits
            .scaleEffect(x: 1, y: -1)
        }
        """,
      edits: [.init(line: 3, column: 6, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        var body: some View {
          digits
            .scaleEffect(x: 1, y: -1)
            .accessibilityHidden(true)
        }
        """),
    Example(
      name: "a view closed on a later line gets them under its closing brace",
      source: """
        var body: some View {
          HStack {
            Text(time)
          }
        }
        """,
      edits: [.init(line: 2, column: 3, modifiers: ["flipsForRightToLeftLayoutDirection(false)", "environment(\\.layoutDirection, .leftToRight)"])],
      expected: """
        var body: some View {
          HStack {
            Text(time)
          }
          .flipsForRightToLeftLayoutDirection(false)
          .environment(\\.layoutDirection, .leftToRight)
        }
        """),
    Example(
      name: "code after the view on its line: the modifier goes on that line",
      source: """
        var body: some View {
          VStack { digits; digits.scaleEffect(x: 1, y: -1) }
        }
        """,
      edits: [.init(line: 2, column: 20, modifiers: ["accessibilityHidden(true)"])],
      expected: """
        var body: some View {
          VStack { digits; digits.scaleEffect(x: 1, y: -1).accessibilityHidden(true) }
        }
        """),
    Example(
      name: "an operand of an operator: the modifier binds to that Text only",
      source: """
        var body: some View {
          Text(minutes) + Text(":") + Text(seconds)
        }
        """,
      edits: [.init(line: 2, column: 3, modifiers: ["monospacedDigit()"])],
      expected: """
        var body: some View {
          Text(minutes).monospacedDigit() + Text(":") + Text(seconds)
        }
        """),
    Example(
      name: "a tab-indented file stays tab-indented",
      source: "var body: some View {\n\tText(time)\n}\n",
      edits: [.init(line: 2, column: 2, modifiers: ["monospacedDigit()"])],
      expected: "var body: some View {\n\tText(time)\n\t\t.monospacedDigit()\n}\n"),
    Example(
      name: "a modifier already on the chain (spaced differently) is not added again",
      source: """
        var body: some View {
          Row()
            .environment( \\.layoutDirection , .leftToRight )
        }
        """,
      edits: [.init(line: 2, column: 3, modifiers: ["environment(\\.layoutDirection, .leftToRight)"])],
      expected: """
        var body: some View {
          Row()
            .environment( \\.layoutDirection , .leftToRight )
        }
        """),
    Example(
      name: "two edits of one file, each at its own view",
      source: """
        var body: some View {
          VStack {
            Text(a)
            Text(b)
          }
        }
        """,
      edits: [
        .init(line: 3, column: 5, modifiers: ["monospacedDigit()"]), .init(line: 4, column: 5, modifiers: ["accessibilityHidden(true)"]),
      ],
      expected: """
        var body: some View {
          VStack {
            Text(a)
              .monospacedDigit()
            Text(b)
              .accessibilityHidden(true)
          }
        }
        """),
    Example(
      name: "a position where no view expression starts is refused, and the file kept",
      source: """
        var body: some View {
          Text(time)
        }
        """,
      edits: [.init(line: 2, column: 4, modifiers: ["monospacedDigit()"]), .init(line: 9, column: 1, modifiers: ["monospacedDigit()"])],
      expected: """
        var body: some View {
          Text(time)
        }
        """,
      refusals: [true, true]),
    Example(
      name: "Reduce Motion: the view's own property gates every animation of the chain, one already gated is left",
      source: """
        struct Face: View {
            @Environment(\\.accessibilityReduceMotion) var calm
            var body: some View {
                Text(time)
                    .animation(.spring, value: time)
                    .animation(calm ? nil : .easeIn, value: phase)
            }
        }
        """,
      edits: [.init(line: 4, column: 9, modifiers: [], gatesAnimations: true)],
      expected: """
        struct Face: View {
            @Environment(\\.accessibilityReduceMotion) var calm
            var body: some View {
                Text(time)
                    .animation(calm ? nil : .spring, value: time)
                    .animation(calm ? nil : .easeIn, value: phase)
            }
        }
        """),
    Example(
      name: "Reduce Motion: two views of an extension share one new property on the struct in the file",
      source: """
        struct Face: View {
          let time: String
          var body: some View { VStack { digits; label } }
        }
        extension Face {
          var digits: some View { Text(time).animation(.default, value: time) }
          var label: some View { Text(time).animation(.smooth, value: time) }
        }
        """,
      edits: [.init(line: 6, column: 27, modifiers: [], gatesAnimations: true), .init(line: 7, column: 26, modifiers: [], gatesAnimations: true)],
      expected: """
        struct Face: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let time: String
          var body: some View { VStack { digits; label } }
        }
        extension Face {
          var digits: some View { Text(time).animation(reduceMotion ? nil : .default, value: time) }
          var label: some View { Text(time).animation(reduceMotion ? nil : .smooth, value: time) }
        }
        """),
    Example(
      name: "Reduce Motion: a chain without .animation, or a view declared in another file, is refused",
      source: """
        extension Face {
          var digits: some View { Text(time).animation(.default, value: time) }
        }
        struct Other: View {
          var body: some View { Text(time).opacity(0.5) }
        }
        """,
      edits: [.init(line: 2, column: 27, modifiers: [], gatesAnimations: true), .init(line: 5, column: 25, modifiers: [], gatesAnimations: true)],
      expected: """
        extension Face {
          var digits: some View { Text(time).animation(.default, value: time) }
        }
        struct Other: View {
          var body: some View { Text(time).opacity(0.5) }
        }
        """,
      refusals: [true, true]),
    Example(
      name: "a wrap: a one-line view in place, a view already wrapped is left, a multi-line string is refused",
      source: """
        var body: some View {
          VStack { HStack { a; b }.padding() }
          GlassEffectContainer {
            HStack { c; d }
          }
          Text(\"\"\"
            e
            \"\"\")
        }
        """,
      edits: [
        .init(line: 2, column: 12, modifiers: [], wrapper: "GlassEffectContainer"), .init(line: 4, column: 5, modifiers: [], wrapper: "GlassEffectContainer"),
        .init(line: 6, column: 3, modifiers: [], wrapper: "GlassEffectContainer"),
      ],
      expected: """
        var body: some View {
          VStack { GlassEffectContainer { HStack { a; b }.padding() } }
          GlassEffectContainer {
            HStack { c; d }
          }
          Text(\"\"\"
            e
            \"\"\")
        }
        """,
      refusals: [false, false, true]),
    Example(
      name: "a column counts code points, as the reports do: a view after Arabic-Indic digits on its line",
      source: """
        var body: some View {
          HStack { Text("٣٠"); Text(time) }
        }
        """,
      edits: [.init(line: 2, column: 24, modifiers: ["monospacedDigit()"])],
      expected: """
        var body: some View {
          HStack { Text("٣٠"); Text(time).monospacedDigit() }
        }
        """),
  ]

  @Test("edits", arguments: examples)
  func edit(_ example: Example) {
    let (text, outcomes) = SwiftFixer.apply(example.edits, to: example.source)
    #expect(text == example.expected)
    let refused = outcomes.map { if case .refused = $0 { true } else { false } }
    #expect(refused == (example.refusals.isEmpty ? example.edits.map { _ in false } : example.refusals))
  }

  @Test("an edit that would leave the file unparsable is refused")
  func unparsable() {
    let source = "var body: some View {\n  Text(time)\n}\n"
    let (text, outcomes) = SwiftFixer.apply([.init(line: 2, column: 3, modifiers: ["monospacedDigit("])], to: source)
    #expect(text == source)
    guard case .refused(let reason)? = outcomes.first else {
      Issue.record("not refused")
      return
    }
    #expect(reason.contains("no longer parse"))
  }
}

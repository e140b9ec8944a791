import Foundation
import Testing
@testable import LayoutModel

/// A file with thousands of mistakes gets a bounded, readable answer, and a diagnostic never
/// prints a character that would reorder or corrupt the terminal's text.
@Suite("Diagnostic bounds")
struct DiagnosticBoundsTests {
  @Test("the decoder keeps the first 50 diagnostics and counts the rest in a last one")
  func decoderBound() {
    let modifiers = Array(repeating: #"{ "accesibilityHiden": true }"#, count: 5_000).joined(separator: ", ")
    let text = TestSupport.caseText(
      view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ \#(modifiers) ] }"#)
    let diagnostics = TestSupport.diagnostics(text, path: "t.json", catalog: .permissive)
    #expect(diagnostics.count == 51)
    #expect(diagnostics[0].message == "unknown modifier \"accesibilityHiden\"")
    #expect(diagnostics[0].hint == "did you mean \"accessibilityHidden\"?")
    #expect(diagnostics[50].message == "too many errors: 4950 more not shown")
    #expect(diagnostics[50].hint == "fix the errors above and run again")
    #expect(diagnostics[50].location == diagnostics[49].location, "after the last one shown")
  }

  @Test("the validator is bounded the same way, without computing the hints it drops")
  func validatorBound() {
    let entries = Array(repeating: #"{ "rule": "r", "outcome": "failed", "locales": ["xx-unknown"], "reason": "r" }"#, count: 3_000)
    let text = TestSupport.caseText(expect: "[ " + entries.joined(separator: ", ") + " ]")
    let catalog = CaseCatalog(
      isKnownLocale: { $0 == "en" }, localeSuggestions: { _ in ["en"] }, platformIDs: nil, ruleIDs: nil)
    let diagnostics = TestSupport.diagnostics(text, path: "t.json", catalog: catalog)
    #expect(diagnostics.count == 51)
    #expect(diagnostics[0].description.hasSuffix("error: unknown locale \"xx-unknown\"; did you mean \"en\"?"))
    #expect(diagnostics[50].message == "too many errors: 2950 more not shown")
  }

  @Test("a larger bound can be chosen")
  func configurable() {
    let modifiers = Array(repeating: #"{ "nope": true }"#, count: 80).joined(separator: ", ")
    let text = TestSupport.caseText(
      view: #"{ "id": "timer", "type": "Text", "text": "$display", "modifiers": [ \#(modifiers) ] }"#)
    var limits = CaseLimits()
    limits.maxDiagnostics = 1_000
    do {
      _ = try CaseDecoder(limits: limits).decode(Data(text.utf8), path: "t.json")
      Issue.record("decoded")
    } catch {
      #expect(error.diagnostics.count == 80)
    }
  }

  @Test("messages spell controls, bidi controls and separators as \\u{…}")
  func visibleDescription() {
    let diagnostic = CaseDiagnostic(
      location: SourceLocation(file: "t.json", line: 2, column: 3),
      message: "unknown key \"a\u{202E}b\u{0}c\u{1B}[31m\u{2028}\"", hint: "did you mean \"\u{2066}x\u{2069}\"?")
    #expect(diagnostic.description == #"t.json:2:3: error: unknown key "a\u{202E}b\u{0}c\u{1B}[31m\u{2028}"; did you mean "\u{2066}x\u{2069}"?"#)
    #expect(diagnostic.message.contains("\u{202E}"), "the message itself keeps the data")
  }
}

/// The case format's spelling of the modifiers the rules' automatic fixes append, so `fix`
/// makes in a case file the edit it makes in Swift (docs/case-format.md, "Modifiers").
///
/// A rule describes its fix in Swift (`RuleFix`: `accessibilityHidden(true)`); a modifier
/// missing here has no case-format spelling, and `fix` does not offer that rule's fix for case
/// files, saying so (`CaseModifierSpellingTests` checks every rule's modifiers are here and that
/// each spelling decodes as the modifier it stands for).
package enum CaseModifierSpelling {
  /// The modifier as a case file writes it (one JSON object with one key, spaced the way
  /// docs/case-format.md and the README write them), or nil when the case format cannot say it.
  package static func json(forSwift modifier: String) -> String? {
    spellings[String(modifier.filter { !$0.isWhitespace })]
  }

  /// Keyed by the Swift modifier without whitespace, so `environment(\.layoutDirection,
  /// .leftToRight)` is found however it is spaced.
  private static let spellings: [String: String] = [
    "accessibilityHidden(true)": #"{ "accessibilityHidden": true }"#,
    "flipsForRightToLeftLayoutDirection(false)": #"{ "flipsForRightToLeftLayoutDirection": false }"#,
    "flipsForRightToLeftLayoutDirection(true)": #"{ "flipsForRightToLeftLayoutDirection": true }"#,
    #"environment(\.layoutDirection,.leftToRight)"#: #"{ "environment": { "layoutDirection": "leftToRight" } }"#,
    #"environment(\.layoutDirection,.rightToLeft)"#: #"{ "environment": { "layoutDirection": "rightToLeft" } }"#,
    "monospacedDigit()": #"{ "monospacedDigit": true }"#,
    "layoutDirectionBehavior(.fixed)": #"{ "layoutDirectionBehavior": "fixed" }"#,
    "layoutDirectionBehavior(.mirrors)": #"{ "layoutDirectionBehavior": "mirrors" }"#,
  ]
}

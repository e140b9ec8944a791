/// The verdict of a rule on one resolved layout, in the vocabulary of W3C's ACT rules.
///
/// There is no "waived": accepting a failure is the runner's business, not the rule's.
package enum OutcomeStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// The layout meets the rule.
  case passed
  /// The layout breaks the rule; the outcome carries evidence.
  case failed
  /// The rule could not judge (the outcome says why); never a silent pass.
  case cantTell
  /// The rule does not apply to this layout.
  case inapplicable
}

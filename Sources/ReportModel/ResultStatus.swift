/// The status of a result or finding in a report: a rule's verdict, or `waived` when the run
/// accepted a failure through a waiver.
///
/// Rules never return `waived`; only the runner, which knows the waivers, turns a failure into
/// one.
public enum ResultStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// The layout meets the rule.
  case passed
  /// The layout breaks the rule; the finding carries evidence.
  case failed
  /// The rule could not judge (the finding says why); never a silent pass.
  case cantTell
  /// The rule does not apply to this layout.
  case inapplicable
  /// A failure accepted by a waiver.
  case waived
}

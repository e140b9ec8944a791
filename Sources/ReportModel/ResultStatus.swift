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
  /// A failure that appears only as if the app shipped a localisation it does not (an RTL
  /// finding in an app without RTL localisations): it appears once that localisation is added.
  /// It fails a run only with `--fail-on latent`.
  case latent
}

/// An outcome a case declares a rule must produce.
package enum ExpectedOutcome: String, Sendable, Equatable, Hashable, CaseIterable {
  case failed
  case passed
  case cantTell
  case inapplicable
  case waived
  /// A failure only as if the app shipped a localisation it does not (checked where declared).
  case latent
}

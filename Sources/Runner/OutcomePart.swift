import ReportModel

/// Some locales of one locale class with one outcome of a rule under one setting: what the
/// unit assembler's steps split a class into, by waiver, baseline and expectation, before the
/// parts are gathered into findings.
struct OutcomePart {
  var locales: LocaleBits
  var status: ResultStatus
  /// The waiver that took these locales' failure (status `waived`).
  var waiver: String? = nil
  /// Whether the baseline had this failure in these locales; `nil` without a baseline and for
  /// other statuses.
  var baseline: BaselineState? = nil
  /// Whether the case's `expect` block declares this outcome in these locales.
  var expected = false
}

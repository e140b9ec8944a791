/// What a case is for: a product screen the sign-off speaks for, or a fixture whose point is to
/// fail the way its `expect` block declares (the regression zoo, a team's own negative tests).
package enum CasePurpose: String, Sendable, Hashable, CaseIterable {
  /// A screen of the product: its failures are findings, accepted only through waivers or a
  /// baseline; the accessibility sign-off covers it.
  case product
  /// A test of the rules: it declares the outcomes it must produce; the run reports whether it
  /// did, as a test result, apart from the sign-off.
  case fixture
}

/// What an audited case is for, as the report records it.
public enum CasePurpose: String, Sendable, Hashable, Codable {
  /// A screen of the product: the accessibility sign-off speaks for it.
  case product
  /// A test of the rules: it must fail as its `expect` block declares; the run reports it as a
  /// test result, apart from the sign-off.
  case fixture
}

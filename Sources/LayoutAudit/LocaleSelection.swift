/// Which locales an audit covers.
public enum LocaleSelection: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// Every locale ICU has (805 on ICU 72).
  case all
  /// The right-to-left ones (75 on ICU 72).
  case rtl
  /// The left-to-right ones.
  case ltr
  /// These locales, by BCP 47 or ICU id.
  case ids([String])

  public init(arrayLiteral elements: String...) {
    self = .ids(elements)
  }
}

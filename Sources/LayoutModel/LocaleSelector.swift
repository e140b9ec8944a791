/// The locales an expectation applies to.
package enum LocaleSelector: Sendable, Equatable, Hashable {
  /// Every locale.
  case all
  /// Right-to-left locales.
  case rtl
  /// Left-to-right locales.
  case ltr
  /// The listed locale ids.
  case list([String])
  /// The locales with some properties (direction, numbering system, spoken units).
  case filter(LocaleFilter)
}

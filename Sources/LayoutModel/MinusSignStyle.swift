/// How an overtime value's minus sign is written.
package enum MinusSignStyle: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The locale's minus sign, including any bidi marks ICU gives it.
  case locale
  /// A plain ASCII hyphen-minus, as `String(format:)` would write it.
  case ascii
}

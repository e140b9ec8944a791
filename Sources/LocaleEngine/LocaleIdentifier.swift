/// A locale ICU has data for, under both of its spellings.
public struct LocaleIdentifier: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The BCP 47 language tag (`ar-EG`, `sr-Latn-BA`), the form reports use.
  public let bcp47: String
  /// ICU's own identifier (`ar_EG`, `sr_Latn_BA`), the form ICU's C API takes.
  public let icu: String

  public init(bcp47: String, icu: String) {
    self.bcp47 = bcp47
    self.icu = icu
  }

  public var description: String { bcp47 }

  public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
    lhs.bcp47 < rhs.bcp47
  }
}

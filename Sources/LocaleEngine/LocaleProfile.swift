/// What ICU says about one locale that matters to a timer: direction, digits, time patterns,
/// minus signs and whether it can speak a duration in full words.
public struct LocaleProfile: Sendable, Hashable {
  /// The locale.
  public let locale: LocaleIdentifier
  /// Its character orientation (`uloc_getCharacterOrientation`).
  public let direction: TextDirection
  /// Its default numbering system (`unumsys_open`).
  public let numberingSystem: NumberingSystem
  /// The best pattern for each timer skeleton (`udatpg_getBestPattern`), as ICU writes it.
  public let patterns: [TimeSkeleton: String]
  /// The text between hours and minutes in the `Hms` pattern (`:`, `.`, ` h `).
  public let timeSeparator: String
  /// The minus sign with its bidi marks, in the default numbering system.
  public let minusSign: String
  /// The minus sign with its bidi marks when numbers are written in Latin digits.
  public let latinMinusSign: String
  /// The AM and PM markers.
  public let amPm: [String]
  /// Whether CLDR has full-name duration units for the locale ("25 minutes"); `false` where ICU
  /// falls back to root's abbreviations (`25 min`), which are no usable spoken label.
  public let spokenUnits: Bool

  /// The pattern for a skeleton, parsed.
  package func pattern(_ skeleton: TimeSkeleton) throws(TimePatternError) -> TimePattern {
    try TimePattern(patterns[skeleton] ?? "")
  }
}

extension LocaleProfile: Encodable {
  private enum CodingKeys: String, CodingKey {
    case id, icuId, direction, numberingSystem, digits, patterns, timeSeparator, minusSign
    case latinMinusSign, amPm, spokenUnits
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(locale.bcp47, forKey: .id)
    try container.encode(locale.icu, forKey: .icuId)
    try container.encode(direction, forKey: .direction)
    try container.encode(numberingSystem.name, forKey: .numberingSystem)
    try container.encode(numberingSystem.digits.joined(), forKey: .digits)
    let keyed = Dictionary(uniqueKeysWithValues: patterns.map { ($0.key.rawValue, $0.value) })
    try container.encode(keyed, forKey: .patterns)
    try container.encode(timeSeparator, forKey: .timeSeparator)
    try container.encode(minusSign, forKey: .minusSign)
    try container.encode(latinMinusSign, forKey: .latinMinusSign)
    try container.encode(amPm, forKey: .amPm)
    try container.encode(spokenUnits, forKey: .spokenUnits)
  }
}

import CICU
import Workers

/// What ICU says about one locale that matters to a timer: direction, digits, time patterns,
/// minus signs and whether it can speak a duration in full words.
///
/// Direction and digits are read when the profile is made (every case needs them, and they are
/// cheap); the rest is read from ICU the first time it is asked for and kept, so a case with a
/// fixed `mm:ss` pattern never opens a pattern generator and a run never opens one for a
/// locale no case asks about. Two profiles of one locale are equal: they describe the same ICU.
public struct LocaleProfile: Sendable, Hashable {
  /// The locale.
  public let locale: LocaleIdentifier
  /// Its character orientation (`uloc_getCharacterOrientation`).
  public let direction: TextDirection
  /// Its default numbering system (`unumsys_open`).
  public let numberingSystem: NumberingSystem
  private let facts: LazyLocaleFacts

  init(
    locale: LocaleIdentifier, direction: TextDirection, numberingSystem: NumberingSystem, spokenUnits: SpokenUnits,
    patternSources: PatternSources
  ) {
    self.locale = locale
    self.direction = direction
    self.numberingSystem = numberingSystem
    facts = LazyLocaleFacts(locale: locale.icu, spokenUnits: spokenUnits, patternSources: patternSources)
  }

  /// The best pattern for each timer skeleton (`udatpg_getBestPattern`), as ICU writes it
  /// (empty if ICU cannot open the locale's pattern generator: resolution then reports the
  /// pattern as unusable).
  public var patterns: [TimeSkeleton: String] { facts.patterns }
  /// The text between hours and minutes in the `Hms` pattern (`:`, `.`, ` h `).
  public var timeSeparator: String { (try? TimePattern(patterns[.Hms] ?? ""))?.separator ?? "" }
  /// The minus sign with its bidi marks, in the default numbering system.
  public var minusSign: String { (try? minusSign(numberingSystem: numberingSystem.name)) ?? "-" }
  /// The minus sign with its bidi marks when numbers are written in Latin digits.
  public var latinMinusSign: String { (try? minusSign(numberingSystem: "latn")) ?? "-" }
  /// The AM and PM markers.
  public var amPm: [String] { facts.amPm }
  /// Whether CLDR has full-name duration units for the locale ("25 minutes"); `false` where ICU
  /// falls back to root's abbreviations (`25 min`), which are no usable spoken label.
  public var spokenUnits: Bool { facts.spokenUnits }

  /// The pattern for a skeleton, parsed.
  package func pattern(_ skeleton: TimeSkeleton) throws(TimePatternError) -> TimePattern {
    try TimePattern(patterns[skeleton] ?? "")
  }

  /// The minus sign with its bidi marks when numbers use `numberingSystem` (a CLDR id), read
  /// from ICU once per system.
  package func minusSign(numberingSystem: String) throws(LocaleEngineError) -> String {
    do {
      return try facts.minusSign(numberingSystem)
    } catch {
      throw .icu(error, locale: locale.bcp47, while: "reading the minus sign")
    }
  }

  public static func == (lhs: LocaleProfile, rhs: LocaleProfile) -> Bool { lhs.locale == rhs.locale }
  public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
}

/// The fields of a profile read from ICU on first use, each once, safe from many threads.
private final class LazyLocaleFacts: Sendable {
  private struct State {
    var patterns: [TimeSkeleton: String]?
    var minusSigns: [String: String] = [:]
    var amPm: [String]?
    var spokenUnits: Bool?
  }

  let locale: String
  /// The engine's shared answers to `spokenUnits`.
  let spokenUnitsAnswers: SpokenUnits
  /// The engine's patterns by pattern source.
  let patternSources: PatternSources
  private let state = Locked(State())

  init(locale: String, spokenUnits: SpokenUnits, patternSources: PatternSources) {
    self.locale = locale
    spokenUnitsAnswers = spokenUnits
    self.patternSources = patternSources
  }

  /// Reads a field once: ICU runs outside the lock, and the first value stored wins (a failure
  /// stores nothing).
  private func cached<T: Sendable, Failure: Error>(
    _ read: (State) -> T?, _ write: (inout State, T) -> Void, _ compute: () throws(Failure) -> T
  ) throws(Failure) -> T {
    if let value = state.withLock({ read($0) }) { return value }
    let value = try compute()
    return state.withLock { state in
      if let existing = read(state) { return existing }
      write(&state, value)
      return value
    }
  }

  var patterns: [TimeSkeleton: String] {
    cached({ $0.patterns }, { $0.patterns = $1 }) { (try? patternSources.patterns(locale: locale)) ?? [:] }
  }

  func minusSign(_ system: String) throws(ICUError) -> String {
    try cached({ $0.minusSigns[system] }, { $0.minusSigns[system] = $1 }) { () throws(ICUError) in
      let key = locale + "@numbers=" + system
      return try icuString { buffer, capacity, status in cicu_minus_sign(key, buffer, capacity, status) }
    }
  }

  var amPm: [String] {
    cached({ $0.amPm }, { $0.amPm = $1 }) {
      (try? (0..<2).map { (index: Int32) throws(ICUError) in
        try icuString { buffer, capacity, status in cicu_am_pm_marker(locale, index, buffer, capacity, status) }
      }) ?? ["AM", "PM"]
    }
  }

  var spokenUnits: Bool {
    cached({ $0.spokenUnits }, { $0.spokenUnits = $1 }) {
      spokenUnitsAnswers.answer(locale: locale)
    }
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

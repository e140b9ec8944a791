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
    facts = LazyLocaleFacts(
      locale: locale.icu, numberingSystem: numberingSystem.name, spokenUnits: spokenUnits, patternSources: patternSources)
  }

  /// The best pattern for each timer skeleton (`udatpg_getBestPattern`), as ICU writes it
  /// (empty if ICU cannot open the locale's pattern generator: resolution then reports the
  /// pattern as unusable).
  public var patterns: [TimeSkeleton: String] { facts.patterns }
  /// The text between hours and minutes in the `Hms` pattern (`:`, `.`, ` h `).
  public var timeSeparator: String { (try? TimePattern(patterns[.Hms] ?? ""))?.separator ?? "" }
  /// The minus sign with its bidi marks, in the default numbering system.
  public var minusSign: String { facts.minusSign(numberingSystem.name) }
  /// The minus sign with its bidi marks when numbers are written in Latin digits.
  public var latinMinusSign: String { facts.minusSign("latn") }
  /// The AM and PM markers.
  public var amPm: [String] { facts.amPm }
  /// Whether CLDR has full-name duration units for the locale ("25 minutes"); `false` where ICU
  /// falls back to root's abbreviations (`25 min`), which are no usable spoken label.
  public var spokenUnits: Bool { facts.spokenUnits }

  /// The pattern for a skeleton, parsed.
  package func pattern(_ skeleton: TimeSkeleton) throws(TimePatternError) -> TimePattern {
    try TimePattern(patterns[skeleton] ?? "")
  }

  /// Reads every lazy field now (the `locales` listing and tests that want a failure early).
  package func readAll() throws(LocaleEngineError) {
    try facts.readAll(bcp47: locale.bcp47)
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
  let numberingSystem: String
  /// The engine's shared answers to `spokenUnits`.
  let spokenUnitsAnswers: SpokenUnits
  /// The engine's patterns by pattern source.
  let patternSources: PatternSources
  private let state = Locked(State())

  init(locale: String, numberingSystem: String, spokenUnits: SpokenUnits, patternSources: PatternSources) {
    self.locale = locale
    self.numberingSystem = numberingSystem
    spokenUnitsAnswers = spokenUnits
    self.patternSources = patternSources
  }

  /// Reads a field once: ICU runs outside the lock, and the first value stored wins.
  private func cached<T: Sendable>(_ read: (State) -> T?, _ write: (inout State, T) -> Void, _ compute: () -> T) -> T {
    if let value = state.withLock({ read($0) }) { return value }
    let value = compute()
    return state.withLock { state in
      if let existing = read(state) { return existing }
      write(&state, value)
      return value
    }
  }

  var patterns: [TimeSkeleton: String] {
    cached({ $0.patterns }, { $0.patterns = $1 }) { (try? patternSources.patterns(locale: locale)) ?? [:] }
  }

  func minusSign(_ system: String) -> String {
    cached({ $0.minusSigns[system] }, { $0.minusSigns[system] = $1 }) {
      (try? Self.minusSign(locale + "@numbers=" + system)) ?? "-"
    }
  }

  var amPm: [String] {
    cached({ $0.amPm }, { $0.amPm = $1 }) { (try? Self.amPm(locale: locale)) ?? ["AM", "PM"] }
  }

  var spokenUnits: Bool {
    cached({ $0.spokenUnits }, { $0.spokenUnits = $1 }) {
      spokenUnitsAnswers.answer(locale: locale)
    }
  }

  func readAll(bcp47: String) throws(LocaleEngineError) {
    func icu<T>(_ activity: String, _ body: () throws(ICUError) -> T) throws(LocaleEngineError) -> T {
      do { return try body() } catch { throw .icu(error, locale: bcp47, while: activity) }
    }
    let patterns = try icu("finding time patterns") { () throws(ICUError) in try patternSources.patterns(locale: locale) }
    let minus = try icu("reading the minus sign") { () throws(ICUError) in
      try Self.minusSign(locale + "@numbers=" + numberingSystem)
    }
    let latinMinus = try icu("reading the minus sign") { () throws(ICUError) in
      try Self.minusSign(locale + "@numbers=latn")
    }
    let amPm = try icu("reading AM/PM markers") { () throws(ICUError) in try Self.amPm(locale: locale) }
    let words = try icu("formatting duration units") { () throws(ICUError) in
      try LocaleEngine.unitWords(locale: locale)
    }
    state.withLock { state in
      if state.patterns == nil { state.patterns = patterns }
      if state.minusSigns[numberingSystem] == nil { state.minusSigns[numberingSystem] = minus }
      if state.minusSigns["latn"] == nil { state.minusSigns["latn"] = latinMinus }
      if state.amPm == nil { state.amPm = amPm }
      if state.spokenUnits == nil { state.spokenUnits = words != spokenUnitsAnswers.rootUnitWords }
    }
  }

  static func minusSign(_ key: String) throws(ICUError) -> String {
    try icuString { buffer, capacity, status in cicu_minus_sign(key, buffer, capacity, status) }
  }

  static func amPm(locale: String) throws(ICUError) -> [String] {
    try (0..<2).map { (index: Int32) throws(ICUError) in
      try icuString { buffer, capacity, status in cicu_am_pm_marker(locale, index, buffer, capacity, status) }
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

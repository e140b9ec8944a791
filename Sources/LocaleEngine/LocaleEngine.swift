import CICU
import Foundation
import Workers

/// The Swift face of ICU: the locale catalogue, locale profiles, numbering systems, timer
/// formatting, spoken durations and engine versions.
///
/// Costly ICU objects are opened once per locale and the results cached, so nothing about a
/// locale is computed twice in a run. The engine is safe to use from many threads at once.
package final class LocaleEngine: Sendable {
  /// The engine over the ICU this process is linked against.
  package static let shared = LocaleEngine()

  /// Every locale ICU has.
  package let catalog = LocaleCatalog.system
  /// ICU, Unicode and CLDR versions.
  package let versions = ICUVersions.current

  private let profiles = SharedAnswers<String, LocaleProfile>()
  /// `allProfiles`' answer once it has one: later calls are a copy, not 805 lookups.
  private let everyProfile = Locked<[LocaleProfile]?>(nil)
  private let speakers = SharedAnswers<String, DurationSpeaker>()
  /// Numbering systems by name: profiles' default ones and those cases name.
  private let numberingSystems = SharedAnswers<String, NumberingSystem>()
  private let spokenUnits: SpokenUnits
  private let patternSources: PatternSources

  /// A fresh engine with empty caches; most callers want `shared`. Locales share time
  /// patterns and spoken-unit answers by source once ICU agrees with the sharing on samples
  /// (`PatternSources.check`, `SpokenUnits.check`); `sharesAnswers` `false` skips the sharing,
  /// every locale read on its own, as when a check fails.
  package init(sharesAnswers: Bool? = nil) {
    cicu_pin_defaults()
    spokenUnits = SpokenUnits(rootUnitWords: (try? Self.unitWords(locale: "root")) ?? [], sharing: sharesAnswers)
    patternSources = PatternSources(sharing: sharesAnswers)
  }

  // MARK: Profiles

  /// The profile of a locale named by its BCP 47 or ICU identifier.
  package func profile(_ identifier: String) throws(LocaleEngineError) -> LocaleProfile {
    let locale: LocaleIdentifier
    do {
      locale = try catalog.resolve(identifier)
    } catch {
      throw .unknownLocale(error)
    }
    return try profile(for: locale)
  }

  /// The profile of a catalogue locale, computed once.
  package func profile(for locale: LocaleIdentifier) throws(LocaleEngineError) -> LocaleProfile {
    try profiles.answer(for: locale.icu) { () throws(LocaleEngineError) in try buildProfile(locale) }
  }

  /// The profiles of every locale in the catalogue, in catalogue order, built on up to `jobs`
  /// threads (one: on the calling thread).
  package func allProfiles(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(LocaleEngineError) -> [LocaleProfile] {
    if let known = everyProfile.withLock({ $0 }) { return known }
    let locales = catalog.locales
    let results = WorkPool.map(count: locales.count, threads: jobs) { index in
      Result { () throws(LocaleEngineError) in try self.profile(for: locales[index]) }
    }
    let all = try results.map { result throws(LocaleEngineError) in try result.get() }
    everyProfile.withLock { $0 = all }
    return all
  }

  /// Reads what every case needs (direction and digits); the rest of the profile is read
  /// from ICU when first asked for (`LocaleProfile`).
  private func buildProfile(_ locale: LocaleIdentifier) throws(LocaleEngineError) -> LocaleProfile {
    let id = locale.icu
    let rtl = cicu_locale_is_rtl(id)
    guard rtl >= 0 else {
      throw .icu(ICUError(status: 1), locale: locale.bcp47, while: "reading the character orientation")
    }
    var systemName = [CChar](repeating: 0, count: 32)
    let digitsString: String
    do {
      digitsString = try icuString(capacity: 32) { buffer, capacity, status in
        cicu_numbering_system(id, &systemName, 32, buffer, capacity, status)
      }
    } catch {
      throw .icu(error, locale: locale.bcp47, while: "opening the default numbering system")
    }
    let name = String(nulTerminated: systemName)
    let numberingSystem: NumberingSystem
    if digitsString.isEmpty {
      numberingSystem = .latin  // An algorithmic default (none in CLDR 42) is written in Latin.
    } else {
      // Ten systems for 805 locales: made once each (splitting digits into characters is the
      // costly part), then shared, with the systems named by cases (a name has one set of digits).
      numberingSystem = numberingSystems.answer(for: name) {
        NumberingSystem(name: name, digits: digitsString.map { String($0) })
      }
    }
    return LocaleProfile(
      locale: locale, direction: rtl == 1 ? .rtl : .ltr, numberingSystem: numberingSystem,
      spokenUnits: spokenUnits, patternSources: patternSources)
  }

  /// The words a locale's full-name formatters put around the numbers of 1 hour, 25 minutes
  /// and 5 seconds. Where they equal root's (`h`, `min`, `s`), CLDR has no full names for the
  /// locale and ICU fell back.
  static func unitWords(locale: String) throws(ICUError) -> [String] {
    let speaker = try DurationSpeaker(locale: locale, fullNames: true)
    return try [3600, 25 * 60, 5].map { (seconds: Int) throws(ICUError) in
      unitWord(utf16: try speaker.say(seconds: seconds).utf16)
    }
  }

  /// A spoken unit without its number: digits, format marks and spaces dropped. Read from UTF-16
  /// (what ICU hands out), decoded as `String(decoding:as:)` decodes it, without making the whole
  /// string first.
  static func unitWord<Units: Collection<UInt16>>(utf16 units: Units) -> String {
    var word = String.UnicodeScalarView()
    var parser = Unicode.UTF16.ForwardParser()
    var iterator = units.makeIterator()
    while true {
      let scalar: Unicode.Scalar
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): scalar = Unicode.UTF16.decode(encoded)
      case .error: scalar = "\u{FFFD}"  // as String(decoding:as:) repairs it
      case .emptyInput: return String(word)
      }
      // In ASCII only the digits and the six White_Space controls and space are dropped (none is
      // a format mark): decided without the property lookups, which cost hundreds of
      // instructions a character.
      if scalar.isASCII {
        if !((0x30...0x39).contains(scalar.value) || (0x09...0x0D).contains(scalar.value) || scalar.value == 0x20) {
          word.append(scalar)
        }
        continue
      }
      let category = scalar.properties.generalCategory
      if !(category == .decimalNumber || category == .format || scalar.properties.isWhitespace) {
        word.append(scalar)
      }
    }
  }

  // MARK: Numbers

  /// The decimal numbering system with this CLDR id.
  package func numberingSystem(named name: String) throws(LocaleEngineError) -> NumberingSystem {
    if name == "latn" { return .latin }
    return try numberingSystems.answer(for: name) { () throws(LocaleEngineError) in
      guard name.utf8.count <= 16, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else {
        throw .unknownNumberingSystem(String(name.prefix(20)))
      }
      let digits = try? icuString(capacity: 32) { buffer, capacity, status in
        cicu_numbering_system_digits(name, buffer, capacity, status)
      }
      guard let digits, digits.count == 10 else { throw .unknownNumberingSystem(name) }
      return NumberingSystem(name: name, digits: digits.map { String($0) })
    }
  }

  // MARK: Formatting

  /// Writes a timer value the way the locale writes a time: its pattern for `skeleton`, in
  /// `numberingSystem` (the locale's own when `nil`), with the locale's minus sign for that
  /// numbering system in front of negative (overtime) values.
  package func formatTimer(
    seconds: Int, locale: LocaleIdentifier, skeleton: TimeSkeleton, numberingSystem: String? = nil
  ) throws(LocaleEngineError) -> String {
    let profile = try profile(for: locale)
    let pattern: TimePattern
    do {
      pattern = try profile.pattern(skeleton)
    } catch {
      throw .pattern(error, locale: locale.bcp47)
    }
    let system = try numberingSystem.map { name throws(LocaleEngineError) in
      try self.numberingSystem(named: name)
    } ?? profile.numberingSystem
    let body = pattern.format(seconds: seconds, digits: system.digits, amPm: profile.amPm)
    guard seconds < 0 else { return body }
    return try profile.minusSign(numberingSystem: system.name) + body
  }

  /// The spoken form of a duration in the locale's language, in full words where CLDR has them
  /// (check `LocaleProfile.spokenUnits`). Negative values are spoken by their magnitude.
  package func spokenDuration(seconds: Int, locale: LocaleIdentifier) throws(LocaleEngineError)
    -> String
  {
    let speaker = try speakers.answer(for: locale.icu) { () throws(LocaleEngineError) in
      do throws(ICUError) {
        return try DurationSpeaker(locale: locale.icu, fullNames: true)
      } catch {
        throw .icu(error, locale: locale.bcp47, while: "opening duration formatters")
      }
    }
    do {
      return try speaker.say(seconds: seconds)
    } catch {
      throw .icu(error, locale: locale.bcp47, while: "formatting a spoken duration")
    }
  }
}

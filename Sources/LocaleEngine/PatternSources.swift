import CICU
import Workers

/// The best time patterns of locales (`LocaleProfile.patterns`), read once per pattern source
/// and shared by the engine's profiles.
///
/// A pattern generator is the costliest thing a run asks ICU for, and more than half of ICU's
/// locales have no data of their own: a regional locale such as `en_AG` holds nothing but its
/// parent's name, so its generator reads what `en_001`'s reads. The source (`cicu_pattern_source`)
/// names what a generator is built from — the locales ICU finds its calendar, field-name and
/// number tables in, the calendars the region prefers and the hour cycles CLDR gives the
/// language and region — and locales with one source take the patterns of the first of them
/// ICU opened a generator for.
///
/// That a source is all a generator reads is an assumption about ICU, so sources are shared
/// only once `check()` found ICU's own generators agreeing on sample pairs; otherwise every
/// locale opens its own generator, the plain path.
package final class PatternSources: Sendable {
  private let patterns = SharedAnswers<String, [TimeSkeleton: String]>()
  /// Whether locales share their source's patterns, checked against ICU once.
  private let sharing: Locked<Bool?>

  /// Patterns for the engine; `sharing` `false` opens a generator in every locale (the
  /// fallback), `nil` checks the sharing against ICU on first use.
  init(sharing: Bool? = nil) {
    self.sharing = Locked(sharing)
  }

  /// The patterns of a locale (ICU id): those of its source when a locale with that source was
  /// read, else read from its own generator and kept for the others.
  func patterns(locale: String) throws(ICUError) -> [TimeSkeleton: String] {
    guard sharesSources, let source = Self.source(locale: locale) else { return try Self.ownPatterns(locale: locale) }
    return try patterns.answer(for: source) { () throws(ICUError) in try Self.ownPatterns(locale: locale) }
  }

  /// Whether patterns are shared by source: checked once, the first time patterns are asked for.
  var sharesSources: Bool { sharing.passed { check() } }

  /// Pairs that share a source on ICU 72.1, one for each way a locale comes to share: a locale
  /// whose bundle is only its parent's name (`en_AG`, `en_001`'s tables, its hour cycles read
  /// for another region), a regional locale without data (`fr_BF`, `fr`'s), an alias (`nb`, of
  /// `no`).
  static let checkedPairs = [("en_001", "en_AG"), ("fr", "fr_BF"), ("no", "nb")]

  /// Whether ICU gives the second locale of each sample pair that shares a source the first
  /// one's patterns from its own generator. The first one's patterns are kept as its source's,
  /// so the check costs one generator a pair (about 2 ms in all); no pair sharing a source
  /// fails it too, since then the sources say something other than they did.
  /// (`pairs` and `source` are for the tests, which break the assumption on purpose.)
  func check(pairs: [(String, String)] = checkedPairs, source: (String) -> String? = PatternSources.source(locale:)) -> Bool {
    var checked = 0
    for (first, second) in pairs {
      guard let key = source(first), key == source(second) else { continue }
      guard let shared = try? patterns.answer(for: key, { () throws(ICUError) in try Self.ownPatterns(locale: first) }),
        shared == (try? Self.ownPatterns(locale: second))
      else { return false }
      checked += 1
    }
    return checked > 0
  }

  /// The patterns from the locale's own generator: the reference, what a source's first
  /// locale is read with, and the benchmark's floor.
  package static func ownPatterns(locale: String) throws(ICUError) -> [TimeSkeleton: String] {
    var status: Int32 = 0
    guard let generator = cicu_pattern_generator_open(locale, &status) else {
      throw ICUError(status: status)
    }
    defer { cicu_pattern_generator_close(generator) }
    var patterns: [TimeSkeleton: String] = [:]
    for skeleton in TimeSkeleton.allCases {
      patterns[skeleton] = try icuString { buffer, capacity, status in
        cicu_best_pattern(generator, skeleton.rawValue, buffer, capacity, status)
      }
    }
    return patterns
  }

  /// What the locale's generator is built from (`en_001 en_001 en |gregorian |h;h hb H hB `),
  /// or `nil` if ICU cannot say.
  static func source(locale: String) -> String? {
    icuCString(capacity: 768) { buffer, capacity, status in cicu_pattern_source(locale, buffer, capacity, status) }
  }
}

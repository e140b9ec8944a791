import CICU

/// The best time patterns of locales (`LocaleProfile.patterns`), read once per pattern source
/// and shared by the engine's profiles.
///
/// A pattern generator is the costliest thing a run asks ICU for, and more than half of ICU's
/// locales have no data of their own: a regional locale such as `en_AG` holds nothing but its
/// parent's name, so its generator reads what `en_001`'s reads. The source (`cicu_pattern_source`)
/// names what a generator is built from — the first bundle of the chain with data of its own,
/// the calendars the region prefers and the hour cycles CLDR gives the language and region — and
/// locales with one source take the patterns of the first of them ICU opened a generator for.
/// A test checks the shared patterns against each locale's own generator in every locale.
package final class PatternSources: Sendable {
  private let patterns = SharedAnswers<[TimeSkeleton: String]>()

  init() {}

  /// The patterns of a locale (ICU id): those of its source when a locale with that source was
  /// read, else read from its own generator and kept for the others.
  func patterns(locale: String) throws(ICUError) -> [TimeSkeleton: String] {
    guard let source = Self.source(locale: locale) else { return try Self.ownPatterns(locale: locale) }
    return try patterns.answer(for: source) { () throws(ICUError) in try Self.ownPatterns(locale: locale) }
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

  /// What the locale's generator is built from (`en_001|gregorian |h;h hb H hB `), or `nil` if
  /// ICU cannot say.
  static func source(locale: String) -> String? {
    icuCString(capacity: 512) { buffer, capacity, status in cicu_pattern_source(locale, buffer, capacity, status) }
  }
}

import Testing

@testable import LocaleEngine

/// The checks that let the engine share ICU's answers between locales (time patterns, spoken
/// units), and the plain paths it takes where a check fails.
@Suite("Shared answers, checked against ICU")
struct SharedAnswerCheckTests {
  /// Every 20th locale of the catalogue: all kinds of sharing, in a fraction of the time.
  static let sample = LocaleCatalog.system.locales.enumerated().filter { $0.offset % 20 == 0 }.map(\.element)

  @Test("The pattern sources' check passes on this ICU, on every pair it samples")
  func patternCheckPasses() {
    for (first, second) in PatternSources.checkedPairs {
      #expect(PatternSources.source(locale: first) == PatternSources.source(locale: second), "\(first), \(second)")
    }
    #expect(PatternSources().check())
    #expect(PatternSources().sharesSources)
  }

  @Test("The pattern sources' check fails where sharing would give a locale another's patterns")
  func patternCheckCatchesWrongSharing() {
    // A source that puts German with English, as a changed ICU could make the real one do.
    #expect(!PatternSources().check(pairs: [("en", "de")], source: { _ in "one" }))
    // No sample pair sharing a source is a failure too: the sources no longer say what they did.
    #expect(!PatternSources().check(pairs: [("en", "de")]))
  }

  @Test("The spoken units' check passes on this ICU and fails where a source says the wrong thing")
  func spokenUnitsCheck() throws {
    let root = try LocaleEngine.unitWords(locale: "root")
    #expect(SpokenUnits(rootUnitWords: root).check())
    #expect(SpokenUnits(rootUnitWords: root).sharesAnswers)
    // English read from Pashto's unit data, as a changed ICU could make the real source do.
    let units = SpokenUnits(rootUnitWords: root)
    #expect(!units.check(locales: ["en"], source: { _ in units.source(locale: "ps") }))
    // A source that cannot be read.
    #expect(!units.check(locales: ["en"], source: { _ in nil }))
  }

  @Test("Without sharing, every locale reads its own answers, and they are the shared ones")
  func plainPathEqualsShared() throws {
    let plain = LocaleEngine(sharesAnswers: false)
    let checked = LocaleEngine()
    for locale in Self.sample {
      let (own, shared) = (try plain.profile(for: locale), try checked.profile(for: locale))
      #expect(own.patterns == shared.patterns, "\(locale.bcp47)")
      #expect(own.spokenUnits == shared.spokenUnits, "\(locale.bcp47)")
      #expect(own.minusSign == shared.minusSign, "\(locale.bcp47)")
    }
    #expect(!PatternSources(sharing: false).sharesSources)
    #expect(!SpokenUnits(rootUnitWords: [], sharing: false).sharesAnswers)
  }
}

import CICU
import Testing

@testable import LocaleEngine

/// The locale facts the README and the rules rely on, measured on ICU 72.1 / CLDR 42.
@Suite("Locale profiles")
struct LocaleProfileTests {
  let engine = LocaleEngine.shared

  @Test("A unit word keeps what the Unicode properties keep, ASCII decided without them included")
  func unitWordKeepsLetters() {
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      let kept = !(category == .decimalNumber || category == .format || scalar.properties.isWhitespace)
      #expect(LocaleEngine.unitWord(utf16: "\(scalar)".utf16) == (kept ? "\(scalar)" : ""), "U+\(String(value, radix: 16))")
    }
    // From UTF-16 as ICU hands it out, a lone surrogate repaired as String(decoding:as:) does.
    let units: [UInt16] = [0x0068, 0xD800, 0x00A0, 0x0031, 0xD83D, 0xDE00, 0xDC00, 0x200F]
    #expect(LocaleEngine.unitWord(utf16: units) == LocaleEngine.unitWord(utf16: String(decoding: units, as: UTF16.self).utf16))
    #expect(LocaleEngine.unitWord(utf16: units) == "h\u{FFFD}😀\u{FFFD}")
  }

  @Test("Every locale's profile is the same read on one thread or several, and read once", arguments: [1, 3])
  func allProfilesOnJobs(jobs: Int) throws {
    let fresh = LocaleEngine()
    let profiles = try fresh.allProfiles(jobs: jobs)
    #expect(profiles.map(\.locale) == fresh.catalog.locales)
    let reference = try engine.allProfiles()
    #expect(profiles.map(\.direction) == reference.map(\.direction))
    #expect(profiles.map(\.numberingSystem) == reference.map(\.numberingSystem))
    // The second call is the first one's answer, whatever it asks for.
    #expect(try fresh.allProfiles(jobs: 4) == profiles)
  }

  @Test("Ten default numbering systems, counted over every locale")
  func numberingSystemCounts() throws {
    var counts: [String: Int] = [:]
    for profile in try engine.allProfiles() { counts[profile.numberingSystem.name, default: 0] += 1 }
    #expect(counts == [
      "latn": 713, "arab": 29, "arabext": 19, "deva": 13, "adlm": 13, "beng": 8, "cakm": 3,
      "olck": 3, "tibt": 2, "mymr": 2,
    ])
  }

  @Test("Default numbering systems", arguments: [
    ("ar-EG", "arab"), ("ar-MA", "latn"), ("he", "latn"), ("ur", "latn"), ("fa", "arabext"),
    ("ps", "arabext"), ("bn", "beng"), ("ff-Adlm", "adlm"),
  ])
  func numberingSystem(locale: String, system: String) throws {
    let profile = try engine.profile(locale)
    #expect(profile.numberingSystem.name == system)
    #expect(profile.numberingSystem.digits.count == 10)
  }

  @Test("Arabic-Indic digits are ٠ to ٩")
  func arabicDigits() throws {
    #expect(try engine.profile("ar-EG").numberingSystem.digits.joined() == "٠١٢٣٤٥٦٧٨٩")
  }

  @Test("Best time patterns", arguments: [
    ("da", TimeSkeleton.Hms, "HH.mm.ss"), ("fa", .ms, "m:ss"), ("en", .jms, "h:mm:ss\u{202F}a"),
    ("fr-CA", .Hms, "HH 'h' mm 'min' ss 's'"), ("ko", .Hms, "H시 m분 s초"), ("en", .Hms, "HH:mm:ss"),
    // nb has no data of its own (its parent is no): a main-tree bundle opened without its
    // parent once made ICU read nb's generator from root (`h:mm:ss a`, a plain space).
    ("nb", .hms, "h:mm:ss\u{202F}a"), ("nb-SJ", .hms, "h:mm:ss\u{202F}a"), ("en-AG", .jms, "h:mm:ss\u{202F}a"),
    ("en-150", .jms, "HH:mm:ss"),
  ])
  func patterns(locale: String, skeleton: TimeSkeleton, pattern: String) throws {
    #expect(try engine.profile(locale).patterns[skeleton] == pattern)
  }

  @Test("24 locales do not separate hours and minutes with a colon")
  func nonColonSeparators() throws {
    let others = try engine.allProfiles().filter { $0.timeSeparator != ":" }
    #expect(others.count == 24)
    let ids = Set(others.map(\.locale.bcp47))
    #expect(ids.isSuperset(of: ["da", "fi", "id", "si", "sv-FI", "fr-CA", "ko"]))
    #expect(try engine.profile("da").timeSeparator == ".")
    #expect(try engine.profile("fr-CA").timeSeparator == " h ")
  }

  @Test("Minus signs carry the marks of their locale and numbering system", arguments: [
    ("ar", "\u{061C}-"), ("ar-EG", "\u{061C}-"), ("ckb", "\u{200F}-"), ("he", "\u{200E}-"),
    ("ur", "\u{200E}-"), ("ar-MA", "\u{200E}-"), ("fa", "\u{200E}\u{2212}"), ("en", "-"),
  ])
  func minusSigns(locale: String, sign: String) throws {
    #expect(try engine.profile(locale).minusSign == sign)
  }

  @Test("ar-EG's minus sign depends on the digits: ALM with Arabic-Indic, LRM with Latin")
  func minusSignFollowsDigits() throws {
    let profile = try engine.profile("ar-EG")
    #expect(profile.minusSign == "\u{061C}-")
    #expect(profile.latinMinusSign == "\u{200E}-")
    #expect(try profile.minusSign(numberingSystem: "latn") == "\u{200E}-")
  }

  @Test("Spoken durations in full words", arguments: [
    ("en", 1500, "25 minutes"), ("en", 3900, "1 hour, 5 minutes"), ("ar-EG", 1500, "٢٥ دقيقة"),
    ("en", 0, "0 seconds"), ("en", -5, "5 seconds"),
  ])
  func spoken(locale: String, seconds: Int, text: String) throws {
    let id = try LocaleCatalog.system.resolve(locale)
    #expect(try engine.spokenDuration(seconds: seconds, locale: id) == text)
  }

  @Test("ps and ckb have no full-name units in CLDR 42; en, ar and he do", arguments: [
    ("ps", false), ("ckb", false), ("en", true), ("ar", true), ("he", true), ("fa", true),
  ])
  func spokenUnits(locale: String, expected: Bool) throws {
    #expect(try engine.profile(locale).spokenUnits == expected)
  }

  @Test("Spoken units shared by unit-data source agree with formatting in every locale")
  func spokenUnitsShared() throws {
    // Locales that share a source take the first one's answer: it must be their own too.
    let answers = SpokenUnits(rootUnitWords: try LocaleEngine.unitWords(locale: "root"), sharing: true)
    var sources = Set<String>()
    for locale in LocaleCatalog.system.locales {
      let source = try #require(answers.source(locale: locale.icu))
      sources.insert(source)
      #expect(answers.answer(locale: locale.icu) == answers.formatted(locale: locale.icu), "\(locale.bcp47) (\(source))")
    }
    // Sharing is the point: 426 sources for 805 locales on ICU 72.1.
    #expect(sources.count < LocaleCatalog.system.locales.count * 3 / 5)
  }

  @Test("Patterns shared by pattern source are each locale's own generator's, in every locale")
  func patternsShared() throws {
    // Locales that share a source take the first one's patterns: they must be their own too.
    let shared = PatternSources(sharing: true)
    var sources = Set<String>()
    for locale in LocaleCatalog.system.locales {
      let source = try #require(PatternSources.source(locale: locale.icu))
      sources.insert(source)
      #expect(try shared.patterns(locale: locale.icu) == PatternSources.ownPatterns(locale: locale.icu), "\(locale.bcp47) (\(source))")
    }
    // Sharing is the point: 469 sources for 805 locales on ICU 72.1.
    #expect(sources.count < LocaleCatalog.system.locales.count * 3 / 5)
    #expect(PatternSources.source(locale: "en_AG")?.hasPrefix("en_001 en_001 en |gregorian ") == true)
    // What else a generator reads is in the source too, though on ICU 72.1 locales of one data
    // bundle differ only in what changes no pattern (secondary calendars, allowed hours):
    // en-AS and en-GU both read en's data.
    let (americanSamoa, guam) = (PatternSources.source(locale: "en_AS"), PatternSources.source(locale: "en_GU"))
    #expect(americanSamoa?.hasPrefix("en en en |gregorian ") == true)
    #expect(guam?.hasPrefix("en en en |gregorian ") == true)
    #expect(americanSamoa != guam)
    #expect(PatternSources.source(locale: "fa_AF")?.contains("|persian ") == true)
    #expect(PatternSources.source(locale: "en_AG@hours=h23") == "own|en_AG@hours=h23")
  }

  @Test("Every locale has a minus sign with its own digits and Latin ones; the RTL locales' carry marks")
  func minusSignsInEveryLocale() throws {
    var marked = 0
    for locale in LocaleCatalog.system.locales {
      let profile = try engine.profile(for: locale)
      for system in Set([profile.numberingSystem.name, "latn"]) {
        let sign = try profile.minusSign(numberingSystem: system)
        #expect((1...3).contains(sign.unicodeScalars.count), "\(locale.icu)@numbers=\(system): \(sign)")
        if sign.unicodeScalars.count > 1 { marked += 1 }
      }
    }
    // Not a comparison of empty strings: the RTL locales' signs carry marks (ALM, LRM, RLM).
    #expect(marked > 60)
  }

  @Test("A minus sign follows the locale and the numbering system asked for", arguments: [
    ("ar_EG", "\u{061C}-"), ("en_AG", "-"), ("fa@numbers=latn", "\u{200E}\u{2212}"), ("root", "-"),
    // Root's Thai symbols alias the asking locale's Latin ones: ar's sign has its LRM.
    ("ar@numbers=thai", "\u{200E}-"), ("en_AG@numbers=arab", "\u{061C}-"),
    // An algorithmic system writes its signs with Latin's symbols.
    ("fa@numbers=roman", "\u{200E}\u{2212}"),
  ])
  func minusSign(key: String, sign: String) throws {
    var status: Int32 = 0
    var buffer = [UInt16](repeating: 0, count: 32)
    let length = cicu_minus_sign(key, &buffer, Int32(buffer.count), &status)
    #expect(length >= 0 && String(decoding: buffer[..<Int(max(length, 0))], as: UTF16.self) == sign)
  }

  @Test("Plural categories shared by rule set are those of each locale's own rules, in every locale")
  func pluralKeywordsShared() throws {
    let answers = SpokenUnits(rootUnitWords: [], sharing: true)
    for locale in LocaleCatalog.system.locales {
      let source = try #require(answers.source(locale: locale.icu))
      let own = try #require(SpokenUnits.pluralKeywordsOfOwnRules(locale: locale.icu))
      #expect(source.hasSuffix(own), "\(locale.bcp47): \(source) against \(own)")
      #expect(source.split(separator: "|").count == 4)
    }
  }

  @Test("Unit words read from a source's own unit data are the words formatting gives, for every source that has them")
  func unitDataWords() throws {
    var read = 0
    var sources: [String: String] = [:]
    let answers = SpokenUnits(rootUnitWords: [], sharing: true)
    for locale in LocaleCatalog.system.locales {
      let source = try #require(answers.source(locale: locale.icu))
      if sources[source] == nil { sources[source] = locale.icu }
    }
    for (source, locale) in sources.sorted(by: { $0.key < $1.key }) {
      guard let words = SpokenUnits.unitDataWords(source: source) else { continue }
      read += 1
      #expect(words == (try LocaleEngine.unitWords(locale: locale)), "\(source) (\(locale))")
    }
    // The point of reading the data: sources need no formatter (ICU 72.1: all 426 of them).
    #expect(read * 20 >= sources.count * 19, "\(read) of \(sources.count) sources read from unit data")
  }

  @Test("A numbering system can be named; an unknown one is an error")
  func namedNumberingSystems() throws {
    #expect(try engine.numberingSystem(named: "arabext").digits.joined() == "۰۱۲۳۴۵۶۷۸۹")
    #expect(throws: LocaleEngineError.self) { try engine.numberingSystem(named: "klingon") }
    #expect(throws: LocaleEngineError.self) { try engine.numberingSystem(named: "../x") }
  }

  @Test("An unknown locale is an error, not ICU's silent root fallback")
  func unknownLocale() {
    #expect(throws: LocaleEngineError.self) { try engine.profile("xx-Nowhere") }
  }
}

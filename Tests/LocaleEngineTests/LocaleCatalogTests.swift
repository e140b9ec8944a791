import CICU
import Testing

@testable import LocaleEngine

@Suite("Locale catalogue")
struct LocaleCatalogTests {
  let catalog = LocaleCatalog.system

  @Test("ICU 72 lists 805 locales, 75 of them right to left")
  func counts() throws {
    #expect(catalog.locales.count == 805)
    let profiles = try LocaleEngine.shared.allProfiles()
    #expect(profiles.filter { $0.direction == .rtl }.count == 75)
  }

  @Test("BCP 47 and ICU spellings find the same locale", arguments: [
    ("ar-EG", "ar_EG"), ("sr-Latn-BA", "sr_Latn_BA"), ("ff-Adlm", "ff_Adlm"), ("es-419", "es_419"),
  ])
  func bothSpellings(bcp47: String, icu: String) throws {
    let byTag = try catalog.resolve(bcp47)
    let byICU = try catalog.resolve(icu)
    #expect(byTag == byICU)
    #expect(byTag.bcp47 == bcp47)
    #expect(byTag.icu == icu)
    #expect(try catalog.resolve(bcp47.uppercased()) == byTag)
  }

  @Test("Every locale's tag is ICU's own (uloc_toLanguageTag), plain ids taking a shortcut included")
  func tagsAreICUs() {
    var buffer = [CChar](repeating: 0, count: 160)
    var shortcuts = 0
    for locale in catalog.locales {
      let length = cicu_locale_to_bcp47_by_icu(locale.icu, &buffer, Int32(buffer.count))
      let tag = String(decoding: buffer[0..<max(0, Int(length))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      #expect(locale.bcp47 == tag, "\(locale.icu)")
      if locale.icu.replacingOccurrences(of: "_", with: "-") == tag { shortcuts += 1 }
    }
    #expect(shortcuts > 700)
    // Ids the shortcut leaves to ICU, which changes them.
    for (id, tag) in [("root", "und"), ("iw_IL", "he-IL"), ("en_US_POSIX", "en-US-u-va-posix"), ("de_DD", "de-DE")] {
      let length = cicu_locale_to_bcp47(id, &buffer, Int32(buffer.count))
      #expect(String(decoding: buffer[0..<max(0, Int(length))].map { UInt8(bitPattern: $0) }, as: UTF8.self) == tag)
    }
  }

  @Test("Lookup keys fold ASCII case and underscores byte by byte, and the rest as lowercased() does", arguments: [
    ("AR_eg", "ar-eg"), ("sr_Latn_BA", "sr-latn-ba"), ("es-419", "es-419"), ("", ""),
    ("İT_tr", "i̇t-tr"), ("ÉS_Es", "és-es"), ("de_DE\u{0}", "de-de\u{0}"),
  ])
  func lookupKeys(identifier: String, key: String) {
    #expect(LocaleCatalog.key(identifier) == key)
    #expect(LocaleCatalog.key(identifier) == identifier.lowercased().replacingOccurrences(of: "_", with: "-"))
  }

  @Test("An unknown identifier is an error naming it (the library's catalogue adds suggestions)")
  func unknownLocale() {
    let error = #expect(throws: LocaleLookupError.self) { try catalog.resolve("ar-XY") }
    #expect(error?.identifier == "ar-XY")
    #expect(error?.description.hasPrefix(#"unknown locale "ar-XY""#) == true)
  }

  @Test("A 2,000-character identifier is refused quickly, shortened in the message")
  func hugeIdentifier() {
    let huge = String(repeating: "a", count: 2000)
    let error = #expect(throws: LocaleLookupError.self) { try catalog.resolve(huge) }
    #expect(error.map { $0.description.count < 200 } == true)
  }

  @Test("Engine versions are ICU 72.1, Unicode 15.0, CLDR 42.0")
  func versions() {
    let versions = ICUVersions.current
    #expect(versions.icu == "72.1")
    #expect(versions.unicode == "15.0")
    #expect(versions.cldr == "42.0")
  }
}

import CICU
import Workers

/// Whether locales have full-name duration units (`LocaleProfile.spokenUnits`), decided once
/// per source of the answer and shared by the engine's profiles.
///
/// The answer is whether ICU's full-name formatting of 1 hour, 25 minutes and 5 seconds gives
/// other words than root's. What those formatters write, once digits, spaces and marks are
/// stripped, comes from the unit data the locale resolves to and the plural category of each
/// number (`source(locale:)`): most regional locales have no unit data of their own and share
/// their language's answer. The words are read from that unit data (`unitDataWords`), since
/// formatting builds an ICU number formatter from scratch for each unit.
///
/// Both the sharing and the reading restate how ICU finds its data, so they are used only once
/// `check()` found them agreeing with ICU's formatting on sample locales; otherwise every
/// locale is answered by formatting in it (`formatted(locale:)`), the plain path.
final class SpokenUnits: Sendable {
  /// The words of root, which has no full names: a locale whose words equal them has none.
  let rootUnitWords: [String]
  private let answers = SharedAnswers<String, Bool>()
  /// Plural keywords by rule set: opening a locale's rules costs as much as the rest of its
  /// source, and 805 locales use a few dozen sets.
  private let keywords = SharedAnswers<String, String?>()
  /// Whether the shared answers may be used, checked against ICU once.
  private let sharing: Locked<Bool?>

  /// Answers for the engine; `sharing` `false` answers every locale by formatting (the fallback),
  /// `nil` checks the shared path against formatting on first use.
  init(rootUnitWords: [String], sharing: Bool? = nil) {
    self.rootUnitWords = rootUnitWords
    self.sharing = Locked(sharing)
  }

  /// The answer for a locale (ICU id), from a locale with the same source when one was decided.
  func answer(locale: String) -> Bool {
    guard sharesAnswers, let source = source(locale: locale) else { return formatted(locale: locale) }
    return answers.answer(for: source) {
      Self.unitDataWords(source: source).map { $0 != rootUnitWords } ?? formatted(locale: locale)
    }
  }

  /// Whether answers are shared by source: checked once, the first time it is asked.
  var sharesAnswers: Bool { sharing.passed { check() } }

  /// Locales whose answers come from every path the shared one takes on ICU 72.1: full names
  /// from a parent's unit data (`en_AG`), plural forms other than `one`/`other` (`ar_EG`), and
  /// no full names at all (`ps`, root's short ones).
  static let checkedLocales = ["en_AG", "ar_EG", "ps"]
  /// Locales of the checked ones' rule sets, read first so that the checked ones take their
  /// keywords shared.
  static let primingLocales = ["en", "ar"]

  /// Whether the shared path gives formatting's words in the sample locales: their words read
  /// from the unit data of their source, and their keywords shared by rule set, against ICU's
  /// formatting and their own rules. About a millisecond: three locales formatted.
  /// (`locales` and `source` are for the tests, which break the assumption on purpose.)
  func check(locales: [String] = checkedLocales, source: ((String) -> String?)? = nil) -> Bool {
    let source = source ?? { self.source(locale: $0) }
    for locale in Self.primingLocales { _ = source(locale) }
    return locales.allSatisfy { locale in
      guard let source = source(locale), let own = Self.pluralKeywordsOfOwnRules(locale: locale),
        source.hasSuffix(own), let read = Self.unitDataWords(source: source)
      else { return false }
      return read == (try? LocaleEngine.unitWords(locale: locale))
    }
  }

  /// The answer from formatting in the locale itself: the reference, and the fallback when the
  /// source cannot be read.
  func formatted(locale: String) -> Bool {
    ((try? LocaleEngine.unitWords(locale: locale)) ?? rootUnitWords) != rootUnitWords
  }

  /// The unit words formatting would give, read from the unit data of the source and its
  /// parents; `nil` where that data cannot be read.
  ///
  /// A pattern is what the formatter fills in (`{0} hours`): without the placeholder, and with
  /// the same digits, marks and spaces dropped, it gives the words formatting gives, at a small
  /// part of the cost, since the formatter builds a number pipeline for each unit first. Where
  /// no locale of the chain has full names, root's full names alias the short ones of the
  /// locale, which are read the same way; a plural form none of them has falls back to `other`.
  /// A test checks these words against formatting in every source.
  static func unitDataWords(source: String) -> [String]? {
    let parts = source.split(separator: "|", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    let locale = String(parts[0])
    var buffer = [UInt16](repeating: 0, count: 128)
    func pattern(_ unit: String, _ keyword: Substring, shortNames: Bool) -> ArraySlice<UInt16>? {
      var status: Int32 = 0
      let length = keyword.withCString { keyword in
        cicu_unit_pattern(locale, shortNames ? 1 : 0, unit, keyword, &buffer, Int32(buffer.count), &status)
      }
      return length < 0 ? nil : buffer[..<Int(length)]
    }
    let (open, zero, close) = (UInt16(UInt8(ascii: "{")), UInt16(UInt8(ascii: "0")), UInt16(UInt8(ascii: "}")))
    var words: [String] = []
    for (unit, keyword) in zip(["hour", "minute", "second"], parts[1...]) {
      // A plural form no locale of the chain has is formatted with the `other` form.
      guard
        let found = pattern(unit, keyword, shortNames: false) ?? pattern(unit, keyword, shortNames: true)
          ?? pattern(unit, "other", shortNames: false) ?? pattern(unit, "other", shortNames: true)
      else { return nil }
      // The number goes where the placeholder is; a pattern with two is not a unit pattern.
      // Scanned by hand: the standard library's generic `ranges(of:)` costs about 37,000
      // instructions a pattern, more than reading the pattern from ICU.
      var placeholder: Int?
      var index = found.startIndex
      while index + 2 < found.endIndex {
        if found[index] == open, found[index + 1] == zero, found[index + 2] == close {
          guard placeholder == nil else { return nil }
          placeholder = index
          index += 3
        } else {
          index += 1
        }
      }
      words.append(LocaleEngine.unitWord(utf16: placeholder.map { found[..<$0] + found[($0 + 3)...] } ?? found))
    }
    return words
  }

  /// The plural categories of 1, 25 and 5 from rules opened for `locale` alone (`|one|other|other`):
  /// the reference for the keywords `source(locale:)` shares between locales of one rule set.
  static func pluralKeywordsOfOwnRules(locale: String) -> String? {
    icuCString(capacity: 128) { buffer, capacity, status in cicu_plural_keywords(locale, buffer, capacity, status) }
  }

  /// What the locale's unit words are read from (`en|one|other|other`: the locale ICU reads its
  /// unit data from, and the plural categories of 1, 25 and 5), or `nil` if ICU cannot say.
  func source(locale: String) -> String? {
    guard
      let data = icuCString(capacity: 160, { buffer, capacity, status in cicu_unit_data_locale(locale, buffer, capacity, status) }),
      let set = icuCString(capacity: 64, { buffer, capacity, status in cicu_plural_rule_set(locale, buffer, capacity, status) }),
      let keywords = keywords.answer(for: set, { Self.pluralKeywordsOfOwnRules(locale: locale) })
    else { return nil }
    return data + keywords
  }
}

import CICU

/// Whether locales have full-name duration units (`LocaleProfile.spokenUnits`), decided once
/// per source of the answer and shared by the engine's profiles.
///
/// The answer is whether ICU's full-name formatting of 1 hour, 25 minutes and 5 seconds gives
/// other words than root's. What those formatters write, once digits, spaces and marks are
/// stripped, comes from the unit data the locale resolves to and the plural category of each
/// number (`cicu_unit_words_source`): most regional locales have no unit data of their own and
/// share their language's answer. The words are read from that unit data (`unitDataWords`);
/// formatting, which builds an ICU number formatter from scratch for each unit, is the
/// reference and the fallback. Tests check the read words against formatting in every source,
/// and the shared answers in every locale.
final class SpokenUnits: Sendable {
  /// The words of root, which has no full names: a locale whose words equal them has none.
  let rootUnitWords: [String]
  private let answers = SharedAnswers<Bool>()

  init(rootUnitWords: [String]) {
    self.rootUnitWords = rootUnitWords
  }

  /// The answer for a locale (ICU id), from a locale with the same source when one was decided.
  func answer(locale: String) -> Bool {
    guard let source = Self.source(locale: locale) else { return formatted(locale: locale) }
    return answers.answer(for: source) {
      Self.unitDataWords(source: source).map { $0 != rootUnitWords } ?? formatted(locale: locale)
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
      if let start = placeholder {
        words.append(LocaleEngine.unitWord(utf16: found[..<start] + found[(start + 3)...]))
      } else {
        words.append(LocaleEngine.unitWord(utf16: found))
      }
    }
    return words
  }

  /// The plural categories of 1, 25 and 5 from rules opened for `locale` alone (`|one|other|other`):
  /// the reference for the keywords `source(locale:)` shares between locales of one rule set.
  static func pluralKeywordsOfOwnRules(locale: String) -> String? {
    icuCString(capacity: 64) { buffer, capacity, status in cicu_plural_keywords_uncached(locale, buffer, capacity, status) }
  }

  /// What the locale's unit words are read from (`en|one|other|other`), or `nil` if ICU cannot say.
  static func source(locale: String) -> String? {
    icuCString(capacity: 256) { buffer, capacity, status in cicu_unit_words_source(locale, buffer, capacity, status) }
  }
}

// The plain-C face of ICU for LayoutAudit.
//
// This header is the only thing Swift sees of ICU. It uses stdint types and opaque handles so
// that no ICU type, macro or versioned symbol crosses into Swift: ICU's headers clash with the
// private copy of ICU inside Foundation, and `u_foo_72`-style symbol renaming is not importable.
// Strings cross as UTF-16 code units (ICU's native form) or, for identifiers, ASCII `char`.
//
// Every function that can fail returns a negative value (or NULL) and writes ICU's error code
// into `*status` when a status pointer is given; `cicu_error_name` names it.

#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The name of an ICU error code (`U_BUFFER_OVERFLOW_ERROR`, …).
const char *cicu_error_name(int32_t status);

// MARK: Pinned defaults

/// The locale ICU's default is pinned to, whatever LANG/LC_* say (ICU's own name for `C`).
#define CICU_DEFAULT_LOCALE "en_US_POSIX"

/// Pins ICU's default locale to `CICU_DEFAULT_LOCALE` and its default time zone to UTC, once per
/// process. Every function here calls it before touching ICU, so the caller's environment never
/// reaches ICU; calling it directly is only needed before using ICU some other way.
void cicu_pin_defaults(void);

/// Writes ICU's default locale (after pinning) into `out`; returns its length or -1.
int32_t cicu_default_locale(char *out, int32_t capacity);

// MARK: Versions

/// Writes the ICU, Unicode and CLDR versions as dotted strings (each buffer at least 24 bytes).
void cicu_versions(char *icu, char *unicode, char *cldr);

// MARK: Locale catalogue

/// The number of locales ICU has data for (`uloc_countAvailable`).
int32_t cicu_locale_count(void);

/// The ICU identifier of locale `index` (`uloc_getAvailable`); static storage owned by ICU.
const char *cicu_locale_at(int32_t index);

/// Converts an ICU locale identifier to a BCP 47 tag; returns its length or -1.
int32_t cicu_locale_to_bcp47(const char *icu_id, char *out, int32_t capacity);
/// The same, always from `uloc_toLanguageTag`: the reference the tests check the plain ids' shortcut against.
int32_t cicu_locale_to_bcp47_by_icu(const char *icu_id, char *out, int32_t capacity);

/// 1 when the locale's characters run right to left (`uloc_getCharacterOrientation`), 0 when
/// left to right, -1 on error.
int32_t cicu_locale_is_rtl(const char *icu_id);

// MARK: Numbers

/// The locale's default numbering system name (`latn`, `arab`, …) and, for a non-algorithmic
/// system, its ten digits as UTF-16. Returns the digits' length in code units, 0 for an
/// algorithmic system, or -1 on error.
int32_t cicu_numbering_system(const char *locale, char *name, int32_t name_capacity,
                              uint16_t *digits, int32_t digits_capacity, int32_t *status);

/// The ten digits of a numbering system named by its CLDR id (`arab`, `latn`); returns their
/// length in UTF-16 units, 0 for an algorithmic system, -1 for an unknown name.
int32_t cicu_numbering_system_digits(const char *name, uint16_t *digits, int32_t digits_capacity,
                                     int32_t *status);

/// The locale's AM and PM markers (`index` 0 and 1) as its date formatter writes them.
int32_t cicu_am_pm_marker(const char *locale, int32_t index, uint16_t *out, int32_t capacity,
                          int32_t *status);

/// The locale's minus sign as ICU formats it, bidi marks included (`unum_getSymbol` of a
/// formatter for the locale). Pass `ar_EG@numbers=latn` for the sign that goes with another
/// numbering system.
int32_t cicu_minus_sign(const char *locale, uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Time patterns

typedef struct cicu_pattern_generator cicu_pattern_generator;

/// Opens ICU's date-time pattern generator for a locale (costly: open once per locale).
cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, int32_t *status);
void cicu_pattern_generator_close(cicu_pattern_generator *generator);

/// The best pattern for a skeleton (`ms`, `Hms`, `jms`, …) as UTF-16; returns its length.
int32_t cicu_best_pattern(cicu_pattern_generator *generator, const char *skeleton,
                          uint16_t *out, int32_t capacity, int32_t *status);

/// What a locale's pattern generator is built from, as a key (NUL-terminated in `out`): the
/// locales ICU finds its calendar, field-name and number tables in, the calendars its region
/// prefers and the hour cycles CLDR gives its language and region. Locales with one key should
/// get the same patterns: `PatternSources` checks that against ICU before sharing. Returns the
/// length, or -1 on error; a locale this cannot describe gets a key of its own (`own|…`).
int32_t cicu_pattern_source(const char *locale, char *out, int32_t capacity, int32_t *status);

/// Formats a time of day (`seconds` after midnight, GMT) with a pattern through ICU's own
/// date formatter. Used to cross-check LayoutAudit's duration formatting, not on hot paths.
int32_t cicu_format_time_with_pattern(const char *locale, const uint16_t *pattern,
                                      int32_t pattern_length, double seconds,
                                      uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Spoken durations

typedef struct cicu_duration_formatter cicu_duration_formatter;

/// Opens number formatters for hours, minutes and seconds and a unit list formatter for a
/// locale. `full_names` 1 gives `unit-width-full-name` ("25 minutes"), 0 `unit-width-short`.
cicu_duration_formatter *cicu_duration_formatter_open(const char *locale, int32_t full_names,
                                                      int32_t *status);
void cicu_duration_formatter_close(cicu_duration_formatter *formatter);

/// Formats `hours`, `minutes`, `seconds` (zero parts omitted; all zero gives "0 seconds") as
/// ICU joins mixed units. Safe to call from several threads at once on one formatter.
int32_t cicu_duration_format(const cicu_duration_formatter *formatter, int32_t hours,
                             int32_t minutes, int32_t seconds, uint16_t *out, int32_t capacity,
                             int32_t *status);

/// The locale ICU reads a locale's unit data from (the unit tree's actual locale: `en` for
/// `en_AG`), NUL-terminated in `out`; returns its length, or -1 on error.
int32_t cicu_unit_data_locale(const char *locale, char *out, int32_t capacity, int32_t *status);

/// The plural categories of 1, 25 and 5 in `locale` (`|one|other|other`), from its plural
/// rules (`uplrules_select`); returns the length, or -1 on error.
int32_t cicu_plural_keywords(const char *locale, char *out, int32_t capacity, int32_t *status);

/// The name of the plural rule set (`set12`) a locale's cardinal rules come from, empty where
/// none is named (ICU's default rules), so that locales of one set share their keywords.
/// Returns the length, or -1 on error.
int32_t cicu_plural_rule_set(const char *locale, char *out, int32_t capacity, int32_t *status);

/// The pattern of a duration unit (`hour`, `minute`, `second`) for one plural category, as ICU's
/// formatter finds it: in `locale`'s own unit data, else its parents' (their `%%Parent`, else
/// the truncated id). Full names (`short_names` 0) stop before root, whose full names are aliases
/// to the short ones; short names end in root's own. `{0} hours` in `out` (UTF-16,
/// NUL-terminated); returns its length, or -1 when the walk found none. The walk restates how
/// ICU falls back: `SpokenUnits` checks what it reads against ICU's formatting before using it.
int32_t cicu_unit_pattern(const char *locale, int32_t short_names, const char *unit, const char *keyword,
                          uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Bidi

typedef struct cicu_bidi cicu_bidi;

/// Paragraph levels accepted by `cicu_bidi_resolve_packed`.
enum {
  CICU_PARA_LTR = 0,
  CICU_PARA_RTL = 1,
  CICU_PARA_AUTO_LTR = 0xFE,  // UBIDI_DEFAULT_LTR: first strong character, else LTR
  CICU_PARA_AUTO_RTL = 0xFF,  // UBIDI_DEFAULT_RTL: first strong character, else RTL
};

/// Opens a reusable bidi object; not thread-safe, use one per thread. With
/// `conformance_classes` 1, characters take the bidi classes of ICU's `bidiconf.cpp` test
/// alphabet (`l`=L, `R`=R, `3`=EN, …) so BidiTest.txt class sequences can be run.
cicu_bidi *cicu_bidi_open(int32_t conformance_classes);
void cicu_bidi_close(cicu_bidi *bidi);

/// Runs the bidi algorithm over one string and writes into one array of `2 * length` entries,
/// so a caller needs one allocation per paragraph: the visual order first (the logical index
/// shown at each visual position, left to right), then the levels (one per UTF-16 unit).
/// Returns the resolved paragraph level (0 or 1), or -1 on error.
int32_t cicu_bidi_resolve_packed(cicu_bidi *bidi, const uint16_t *text, int32_t length,
                                 uint8_t paragraph_level, int32_t *visual_then_levels,
                                 int32_t *status);

/// The short name of a code point's bidi class (`L`, `AN`, …); static storage owned by ICU.
const char *cicu_bidi_class_name(uint32_t code_point);

#ifdef __cplusplus
}
#endif

#endif

// The only file in LayoutAudit that includes ICU headers. See include/cicu.h for the contract.

#include "cicu.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ucal.h>
#include <unicode/uchar.h>
#include <unicode/udat.h>
#include <unicode/udata.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

static void set_status(int32_t *status, UErrorCode code) {
  if (status != NULL) {
    *status = (int32_t)code;
  }
}

// Writes `code` into `*status`: `length` for a success, else -1.
static int32_t finish(int32_t *status, UErrorCode code, int32_t length) {
  set_status(status, code);
  return U_SUCCESS(code) ? length : -1;
}

// Copies the C string `value` into `out`: its length, or -1 and U_BUFFER_OVERFLOW_ERROR when
// it does not fit with its NUL.
static int32_t put_string(const char *value, char *out, int32_t capacity, int32_t *status) {
  int32_t length = (int32_t)strlen(value);
  if (length + 1 > capacity) return finish(status, U_BUFFER_OVERFLOW_ERROR, -1);
  memcpy(out, value, (size_t)length + 1);
  return finish(status, U_ZERO_ERROR, length);
}

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

// The date formatters' zone: the time-of-day reference counts seconds after midnight, GMT.
static const UChar gmt[] = {'G', 'M', 'T', 0};

// MARK: Pinned defaults

// ICU derives its default locale from LANG/LC_* and its default zone from TZ the first time it
// needs them, and falls back to the default locale wherever data is missing (RBNF for `haw`
// inside `udatpg_open`, for one). A hostile LANG (`en_US@k=v;` × 40) overflows a fixed buffer
// there, and any other LANG changes what the fallback finds. Every entry point below pins both
// before its first ICU call, so nothing the caller's environment says reaches ICU. en_US_POSIX
// is what ICU itself derives from `C`/`POSIX` (the locale the committed reports were made in).
static pthread_once_t pin_once = PTHREAD_ONCE_INIT;

static void pin_defaults_once(void) {
  UErrorCode code = U_ZERO_ERROR;
  uloc_setDefault(CICU_DEFAULT_LOCALE, &code);
  static const UChar utc[] = {'E', 't', 'c', '/', 'U', 'T', 'C', 0};
  code = U_ZERO_ERROR;
  ucal_setDefaultTimeZone(utc, &code);
}

void cicu_pin_defaults(void) { pthread_once(&pin_once, pin_defaults_once); }

int32_t cicu_default_locale(char *out, int32_t capacity) {
  cicu_pin_defaults();
  return put_string(uloc_getDefault(), out, capacity, NULL);
}

// MARK: Versions

void cicu_versions(char *icu, char *unicode, char *cldr) {
  cicu_pin_defaults();
  UVersionInfo info;
  u_getVersion(info);
  u_versionToString(info, icu);
  u_getUnicodeVersion(info);
  u_versionToString(info, unicode);
  UErrorCode code = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(info, &code);
  if (U_SUCCESS(code)) {
    u_versionToString(info, cldr);
  } else {
    strcpy(cldr, "unknown");
  }
}

// MARK: Locale catalogue

int32_t cicu_locale_count(void) {
  cicu_pin_defaults();
  return uloc_countAvailable();
}

const char *cicu_locale_at(int32_t index) {
  cicu_pin_defaults();
  return uloc_getAvailable(index);
}

static int all_in(const char *text, size_t length, char low, char high) {
  for (size_t i = 0; i < length; ++i) {
    if (text[i] < low || text[i] > high) {
      return 0;
    }
  }
  return length > 0;
}

// Whether `id` is a language (2 or 3 lowercase letters), then optionally a script (an uppercase
// and 3 lowercase letters), then optionally a region (2 uppercase letters or 3 digits), joined
// by `_`, with none of the deprecated codes ICU's tags replace: its tag is itself with `-`.
// Most of ICU's locales are; uloc_toLanguageTag parsed each one (6 % of a one-case run).
static int is_plain_locale_id(const char *id) {
  static const char *const deprecated[] = {"in", "iw", "ji", "jw", "mo", "BU", "DD", "FX", "TP", "YD", "ZR"};
  const char *subtags[3];
  size_t lengths[3];
  int count = 0;
  for (const char *rest = id;; rest += lengths[count - 1] + 1) {
    if (count == 3) {
      return 0;
    }
    subtags[count] = rest;
    lengths[count] = strcspn(rest, "_");
    if (rest[lengths[count++]] == 0) {
      break;
    }
  }
  if ((lengths[0] != 2 && lengths[0] != 3) || !all_in(subtags[0], lengths[0], 'a', 'z')) {
    return 0;
  }
  int next = 1;
  if (next < count && lengths[next] == 4 && all_in(subtags[next], 1, 'A', 'Z')
      && all_in(subtags[next] + 1, 3, 'a', 'z')) {
    ++next;
  }
  if (next < count && ((lengths[next] == 2 && all_in(subtags[next], 2, 'A', 'Z'))
                       || (lengths[next] == 3 && all_in(subtags[next], 3, '0', '9')))) {
    ++next;
  }
  if (next != count) {
    return 0;
  }
  for (int i = 0; i < count; ++i) {
    for (size_t j = 0; j < sizeof deprecated / sizeof *deprecated; ++j) {
      if (strlen(deprecated[j]) == lengths[i] && strncmp(deprecated[j], subtags[i], lengths[i]) == 0) {
        return 0;
      }
    }
  }
  return 1;
}

int32_t cicu_locale_to_bcp47(const char *icu_id, char *out, int32_t capacity) {
  cicu_pin_defaults();
  size_t id_length = strlen(icu_id);
  if ((int32_t)id_length < capacity && is_plain_locale_id(icu_id)) {
    for (size_t i = 0; i <= id_length; ++i) {
      out[i] = icu_id[i] == '_' ? '-' : icu_id[i];
    }
    return (int32_t)id_length;
  }
  return cicu_locale_to_bcp47_by_icu(icu_id, out, capacity);
}

int32_t cicu_locale_to_bcp47_by_icu(const char *icu_id, char *out, int32_t capacity) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_toLanguageTag(icu_id, out, capacity, false, &code);
  return U_SUCCESS(code) && length < capacity ? length : -1;
}

int32_t cicu_locale_is_rtl(const char *icu_id) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  ULayoutType layout = uloc_getCharacterOrientation(icu_id, &code);
  return U_FAILURE(code) ? -1 : layout == ULOC_LAYOUT_RTL;
}

// MARK: Numbers

// A numbering system's digits (none for an algorithmic one), closing it: their count, or -1.
static int32_t close_with_digits(UNumberingSystem *system, uint16_t *digits, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = 0;
  if (!unumsys_isAlgorithmic(system)) {
    length = unumsys_getDescription(system, (UChar *)digits, capacity, &code);
  }
  unumsys_close(system);
  return finish(status, code, length);
}

int32_t cicu_numbering_system(const char *locale, char *name, int32_t name_capacity,
                              uint16_t *digits, int32_t digits_capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_open(locale, &code);
  if (U_FAILURE(code)) return finish(status, code, -1);
  const char *system_name = unumsys_getName(system);
  if (system_name == NULL || (int32_t)strlen(system_name) >= name_capacity) {
    unumsys_close(system);
    return finish(status, U_BUFFER_OVERFLOW_ERROR, -1);
  }
  strcpy(name, system_name);
  return close_with_digits(system, digits, digits_capacity, status);
}

int32_t cicu_numbering_system_digits(const char *name, uint16_t *digits, int32_t digits_capacity,
                                     int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_openByName(name, &code);
  if (U_FAILURE(code) || system == NULL) {
    return finish(status, U_FAILURE(code) ? code : U_ILLEGAL_ARGUMENT_ERROR, -1);
  }
  return close_with_digits(system, digits, digits_capacity, status);
}

int32_t cicu_am_pm_marker(const char *locale, int32_t index, uint16_t *out, int32_t capacity,
                          int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UDateFormat *format = udat_open(UDAT_DEFAULT, UDAT_DEFAULT, locale, gmt, 3, NULL, 0, &code);
  if (U_FAILURE(code)) return finish(status, code, -1);
  int32_t length = udat_getSymbols(format, UDAT_AM_PMS, index, (UChar *)out, capacity, &code);
  udat_close(format);
  return finish(status, code, length);
}

// The sign is the formatter's symbols' (unum_getSymbol), which are the locale's whatever the
// pattern: a formatter for the one-character pattern "0" skips reading and parsing the locale's
// decimal pattern, and it takes any numbering system, algorithmic ones too (UNUM_DECIMAL makes
// a rule-based formatter for those, which has no symbols).
int32_t cicu_minus_sign(const char *locale, uint16_t *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  static const UChar zero[] = {'0', 0};
  UErrorCode code = U_ZERO_ERROR;
  UNumberFormat *format = unum_open(UNUM_PATTERN_DECIMAL, zero, 1, locale, NULL, &code);
  if (U_FAILURE(code)) return finish(status, code, -1);
  int32_t length = unum_getSymbol(format, UNUM_MINUS_SIGN_SYMBOL, (UChar *)out, capacity, &code);
  unum_close(format);
  return finish(status, code, length);
}

// MARK: Time patterns

// The handle is ICU's generator itself, behind the header's opaque type.
cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  set_status(status, code);
  return U_SUCCESS(code) ? (cicu_pattern_generator *)generator : NULL;
}

void cicu_pattern_generator_close(cicu_pattern_generator *generator) {
  if (generator != NULL) {
    udatpg_close((UDateTimePatternGenerator *)generator);
  }
}

int32_t cicu_best_pattern(cicu_pattern_generator *generator, const char *skeleton,
                          uint16_t *out, int32_t capacity, int32_t *status) {
  UChar skeleton16[32];
  int32_t skeleton_length = (int32_t)strlen(skeleton);
  if (skeleton_length >= 32) return finish(status, U_ILLEGAL_ARGUMENT_ERROR, -1);
  u_charsToUChars(skeleton, skeleton16, skeleton_length);
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = udatpg_getBestPattern((UDateTimePatternGenerator *)generator, skeleton16,
                                         skeleton_length, (UChar *)out, capacity, &code);
  return finish(status, code, length);
}

// Appends `word` and a space to the C string in `out`; false when they do not fit.
static bool append_word(char *out, size_t capacity, const char *word) {
  if (strlen(out) + strlen(word) + 2 > capacity) return false;
  strcat(out, word);
  strcat(out, " ");
  return true;
}

// Appends a string resource, or an array's strings each followed by a space; false if neither.
static bool append_strings(UResourceBundle *resource, char *out, size_t capacity) {
  if (ures_getType(resource) == URES_STRING) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *value = ures_getString(resource, &length, &code);
    size_t used = strlen(out);
    if (U_FAILURE(code) || used + (size_t)length + 1 > capacity) return false;
    u_UCharsToChars(value, out + used, length);
    out[used + (size_t)length] = 0;
    return true;
  }
  if (ures_getType(resource) != URES_ARRAY) return false;
  for (int32_t index = 0; index < ures_getSize(resource); index++) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *item = ures_getByIndex(resource, index, NULL, &code);
    bool ok = U_SUCCESS(code) && append_strings(item, out, capacity) && append_word(out, capacity, "");
    ures_close(item);
    if (!ok) return false;
  }
  return true;
}

// The timeData entry the generator reads for `locale`'s hour cycles (as getAllowedHourFormats
// picks it: language_region, then region, with likely subtags where either is missing), as
// `preferred;allowed`; else `?language_region`, which only that pair shares. ICU answers hour
// cycles only through a generator (udatpg_getDefaultHourCycle), the cost the key is there to
// save, so timeData is read by hand; PatternSources' check compares patterns of two regions.
static bool hour_cycles(const char *locale, char *out, size_t capacity) {
  char language[ULOC_LANG_CAPACITY] = "", country[ULOC_COUNTRY_CAPACITY] = "";
  UErrorCode code = U_ZERO_ERROR;
  uloc_getLanguage(locale, language, (int32_t)sizeof language, &code);
  uloc_getCountry(locale, country, (int32_t)sizeof country, &code);
  if (U_FAILURE(code)) return false;
  if (language[0] == 0 || country[0] == 0) {
    char maximized[ULOC_FULLNAME_CAPACITY];
    UErrorCode likely = U_ZERO_ERROR;
    uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof maximized, &likely);
    if (U_SUCCESS(likely)) {
      uloc_getLanguage(maximized, language, (int32_t)sizeof language, &likely);
      uloc_getCountry(maximized, country, (int32_t)sizeof country, &likely);
    }
    if (U_FAILURE(likely)) return false;
  }
  if (language[0] == 0) strcpy(language, "und");
  if (country[0] == 0) strcpy(country, "001");
  char pair[ULOC_LANG_CAPACITY + ULOC_COUNTRY_CAPACITY + 1];
  snprintf(pair, sizeof pair, "%s_%s", language, country);

  UErrorCode data = U_ZERO_ERROR;
  UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &data);
  UResourceBundle *table = ures_getByKey(supplemental, "timeData", NULL, &data);
  UErrorCode found = data;
  UResourceBundle *entry = ures_getByKey(table, pair, NULL, &found);
  if (found == U_MISSING_RESOURCE_ERROR) {
    found = data;
    ures_close(entry);
    entry = ures_getByKey(table, country, NULL, &found);
  }
  bool ok = false;
  out[0] = 0;
  if (U_SUCCESS(found)) {
    UErrorCode preferredCode = U_ZERO_ERROR, allowedCode = U_ZERO_ERROR;
    UResourceBundle *preferred = ures_getByKey(entry, "preferred", NULL, &preferredCode);
    UResourceBundle *allowed = ures_getByKey(entry, "allowed", NULL, &allowedCode);
    ok = U_SUCCESS(preferredCode) && U_SUCCESS(allowedCode) && append_strings(preferred, out, capacity)
      && strlen(out) + 2 <= capacity && strcat(out, ";") != NULL && append_strings(allowed, out, capacity);
    ures_close(allowed);
    ures_close(preferred);
  } else if (found == U_MISSING_RESOURCE_ERROR && strlen(pair) + 2 <= capacity) {
    // Not in timeData: ICU then tries the region's alias and falls back to H; this pair alone.
    snprintf(out, capacity, "?%s", pair);
    ok = true;
  }
  ures_close(entry);
  ures_close(table);
  ures_close(supplemental);
  return ok;
}

// The calendars the locale's region prefers, in order, separated by spaces.
static bool calendar_preference(const char *locale, char *out, size_t capacity) {
  UErrorCode code = U_ZERO_ERROR;
  UEnumeration *calendars = ucal_getKeywordValuesForLocale("calendar", locale, true, &code);
  out[0] = 0;
  const char *calendar;
  while (U_SUCCESS(code) && (calendar = uenum_next(calendars, NULL, &code)) != NULL) {
    if (!append_word(out, capacity, calendar)) code = U_BUFFER_OVERFLOW_ERROR;
  }
  uenum_close(calendars);
  return U_SUCCESS(code) && out[0] != 0;
}

// udatpg_open(locale) reads (ICU 72's dtptngen.cpp) the main tree's `calendar`, `fields` and
// `NumberElements` tables along the locale's fallback chain, the calendar its region prefers and
// the hour cycles CLDR's timeData gives its language and region. The key names each: a table by
// the locale ICU finds it in (a top-level ures_getByKey falls back along ICU's own chain, and
// ures_getLocaleByType says where it found it), so en_AG, whose bundle is only its parent's name,
// names en_001's tables. A locale with keywords gets a key of its own. That this is all the
// generator reads is an assumption about ICU: PatternSources checks it against ICU's own
// generators before sharing, and opens one generator a locale where the check fails. Bundles
// of the main tree are opened with ures_open only: one opened with ures_openDirect is cached
// without its parent, and udatpg_open(nb) then read root's data instead of no's.
static bool table_locales(const char *locale, char *out, size_t capacity) {
  static const char *const tables[] = {"calendar", "fields", "NumberElements"};
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(NULL, locale, &code);
  // ICU's default locale standing in for one it has no data for is no chain of the locale's.
  if (code == U_USING_DEFAULT_WARNING) code = U_MISSING_RESOURCE_ERROR;
  out[0] = 0;
  for (size_t i = 0; i < sizeof tables / sizeof *tables && U_SUCCESS(code); ++i) {
    UResourceBundle *table = ures_getByKey(bundle, tables[i], NULL, &code);
    const char *found_in = U_SUCCESS(code) ? ures_getLocaleByType(table, ULOC_ACTUAL_LOCALE, &code) : NULL;
    bool listed = found_in != NULL && append_word(out, capacity, found_in);
    if (U_SUCCESS(code) && !listed) code = U_BUFFER_OVERFLOW_ERROR;
    ures_close(table);
  }
  bool ok = U_SUCCESS(code);
  ures_close(bundle);
  return ok;
}

int32_t cicu_pattern_source(const char *locale, char *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  char tables[3 * ULOC_FULLNAME_CAPACITY], calendars[256], hours[128];
  char key[sizeof tables + sizeof calendars + sizeof hours + 16];
  if (strchr(locale, '@') == NULL && table_locales(locale, tables, sizeof tables)
      && calendar_preference(locale, calendars, sizeof calendars) && hour_cycles(locale, hours, sizeof hours)) {
    snprintf(key, sizeof key, "%s|%s|%s", tables, calendars, hours);
  } else {
    snprintf(key, sizeof key, "own|%s", locale);
  }
  return put_string(key, out, capacity, status);
}

int32_t cicu_format_time_with_pattern(const char *locale, const uint16_t *pattern,
                                      int32_t pattern_length, double seconds,
                                      uint16_t *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, gmt, 3,
                                  (const UChar *)pattern, pattern_length, &code);
  if (U_FAILURE(code)) return finish(status, code, -1);
  int32_t length = udat_format(format, seconds * 1000.0, (UChar *)out, capacity, NULL, &code);
  udat_close(format);
  return finish(status, code, length);
}

// MARK: Spoken durations

// Hours, minutes and seconds, in that order.
static const char *const duration_units[3] = {"hour", "minute", "second"};

struct cicu_duration_formatter {
  UNumberFormatter *units[3];
  UListFormatter *list;
};

static UNumberFormatter *open_unit_formatter(const char *unit, int32_t full_names,
                                             const char *locale, UErrorCode *code) {
  char skeleton[96];
  snprintf(skeleton, sizeof skeleton, "measure-unit/duration-%s unit-width-%s", unit,
           full_names ? "full-name" : "short");
  UChar skeleton16[96];
  int32_t length = (int32_t)strlen(skeleton);
  u_charsToUChars(skeleton, skeleton16, length);
  return unumf_openForSkeletonAndLocale(skeleton16, length, locale, code);
}

void cicu_duration_formatter_close(cicu_duration_formatter *formatter) {
  if (formatter == NULL) {
    return;
  }
  for (int i = 0; i < 3; ++i) {
    if (formatter->units[i] != NULL) unumf_close(formatter->units[i]);
  }
  if (formatter->list != NULL) ulistfmt_close(formatter->list);
  free(formatter);
}

cicu_duration_formatter *cicu_duration_formatter_open(const char *locale, int32_t full_names,
                                                      int32_t *status) {
  cicu_pin_defaults();
  cicu_duration_formatter *formatter = calloc(1, sizeof *formatter);
  if (formatter == NULL) {
    set_status(status, U_MEMORY_ALLOCATION_ERROR);
    return NULL;
  }
  UErrorCode code = U_ZERO_ERROR;
  for (int i = 0; i < 3; ++i) {
    formatter->units[i] = open_unit_formatter(duration_units[i], full_names, locale, &code);
  }
  formatter->list = ulistfmt_openForType(
      locale, ULISTFMT_TYPE_UNITS, full_names ? ULISTFMT_WIDTH_WIDE : ULISTFMT_WIDTH_SHORT, &code);
  set_status(status, code);
  if (U_FAILURE(code)) {
    cicu_duration_formatter_close(formatter);
    return NULL;
  }
  return formatter;
}

int32_t cicu_duration_format(const cicu_duration_formatter *formatter, int32_t hours,
                             int32_t minutes, int32_t seconds, uint16_t *out, int32_t capacity,
                             int32_t *status) {
  enum { PART_CAPACITY = 128 };
  UChar parts[3][PART_CAPACITY];
  const UChar *part_pointers[3];
  int32_t part_lengths[3];
  int32_t count = 0;
  UErrorCode code = U_ZERO_ERROR;
  // One result for every unit: each formatting replaces what the one before left in it.
  UFormattedNumber *result = unumf_openResult(&code);
  const int32_t values[3] = {hours, minutes, seconds};
  for (int i = 0; i < 3 && U_SUCCESS(code); ++i) {
    int last_and_all_zero = (i == 2 && count == 0);
    if (values[i] == 0 && !last_and_all_zero) {
      continue;
    }
    unumf_formatInt(formatter->units[i], values[i], result, &code);
    part_lengths[count] = unumf_resultToString(result, parts[count], PART_CAPACITY, &code);
    part_pointers[count] = parts[count];
    ++count;
  }
  if (result != NULL) unumf_closeResult(result);
  if (U_FAILURE(code)) return finish(status, code, -1);
  int32_t length = ulistfmt_format(formatter->list, part_pointers, part_lengths, count,
                                   (UChar *)out, capacity, &code);
  return finish(status, code, length);
}

// Writes `length` ASCII UTF-16 units into `out` as a C string (not u_UCharsToChars, which
// turns `|`, no invariant character, into NUL).
static int32_t put_chars(const UChar *value, int32_t length, char *out, int32_t capacity, int32_t *status) {
  if (length + 1 > capacity) return finish(status, U_BUFFER_OVERFLOW_ERROR, -1);
  for (int32_t i = 0; i < length; ++i) out[i] = value[i] < 0x80 ? (char)value[i] : '?';
  out[length] = 0;
  return finish(status, U_ZERO_ERROR, length);
}

int32_t cicu_plural_keywords(const char *locale, char *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &code);
  static const double samples[3] = {1, 25, 5};
  UChar keywords[100];
  int32_t length = 0;
  for (int i = 0; i < 3 && U_SUCCESS(code); ++i) {
    keywords[length++] = '|';
    length += uplrules_select(rules, samples[i], keywords + length, 32, &code);
  }
  if (rules != NULL) uplrules_close(rules);
  if (U_FAILURE(code)) return finish(status, code, -1);
  return put_chars(keywords, length, out, capacity, status);
}

// The rule set names are in `plurals/locales`, by base name; a locale without one of its own
// takes its truncated parent's, as PluralRules::forLocale looks them up. ICU answers this
// nowhere in its API, so it is read by hand, and SpokenUnits checks the keywords it shares
// against each sample locale's own rules before relying on it.
int32_t cicu_plural_rule_set(const char *locale, char *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &code);
  UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &code);
  char name[ULOC_FULLNAME_CAPACITY];
  uloc_getBaseName(locale, name, sizeof name, &code);
  int32_t length = 0;
  const UChar *set = NULL;
  while (U_SUCCESS(code) && name[0] != 0 && set == NULL) {
    UErrorCode lookup = U_ZERO_ERROR;
    set = ures_getStringByKey(locales, name, &length, &lookup);
    if (U_FAILURE(lookup)) set = NULL;
    if (set == NULL && uloc_getParent(name, name, sizeof name, &code) <= 0) break;
  }
  int32_t result = U_FAILURE(code) ? finish(status, code, -1)
                                   : put_chars(set, set != NULL ? length : 0, out, capacity, status);
  ures_close(locales);
  ures_close(plurals);
  return result;
}

int32_t cicu_unit_data_locale(const char *locale, char *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *units = ures_open(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit", locale, &code);
  const char *actual = U_SUCCESS(code) ? ures_getLocaleByType(units, ULOC_ACTUAL_LOCALE, &code) : NULL;
  int32_t length = U_SUCCESS(code) && actual != NULL
                     ? put_string(actual, out, capacity, status)
                     : finish(status, U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR, -1);
  ures_close(units);
  return length;
}

// Reads <table>/duration/<unit>/<keyword> from one locale's own unit file; the length, or -1 with
// the locale's parent (its %%Parent, else the truncated id) in `parent` when it lacks the entry.
// ICU's API has no lookup of a nested entry along the fallback chain (ures_getByKeyWithFallback
// is internal), so this walk restates it; SpokenUnits checks what it reads against formatting.
static int32_t unit_pattern_here(const char *locale, const char *table, const char *unit, const char *keyword,
                                 UChar *out, int32_t capacity, char *parent, int32_t parent_capacity,
                                 UErrorCode *code) {
  // ures_openDirect: this locale's file alone, so a missing entry is missing, not inherited.
  UResourceBundle *bundle = ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit", locale, code);
  UErrorCode lookup = *code;
  UResourceBundle *units = ures_getByKey(bundle, table, NULL, &lookup);
  UResourceBundle *duration = ures_getByKey(units, "duration", NULL, &lookup);
  UResourceBundle *entry = ures_getByKey(duration, unit, NULL, &lookup);
  int32_t length = 0;
  const UChar *pattern = ures_getStringByKey(entry, keyword, &length, &lookup);
  int32_t result = -1;
  if (U_SUCCESS(lookup) && pattern != NULL) {
    if (length + 1 > capacity) {
      *code = U_BUFFER_OVERFLOW_ERROR;
    } else {
      u_memcpy(out, pattern, length);
      out[length] = 0;
      result = length;
    }
  } else if (U_SUCCESS(*code)) {
    UErrorCode explicit_parent = U_ZERO_ERROR;
    int32_t parent_length = 0;
    const UChar *named = ures_getStringByKey(bundle, "%%Parent", &parent_length, &explicit_parent);
    if (U_SUCCESS(explicit_parent) && named != NULL && parent_length < parent_capacity) {
      u_UCharsToChars(named, parent, parent_length);
      parent[parent_length] = 0;
    } else {
      uloc_getParent(locale, parent, parent_capacity, code);
    }
  }
  ures_close(entry);
  ures_close(duration);
  ures_close(units);
  ures_close(bundle);
  return result;
}

int32_t cicu_unit_pattern(const char *locale, int32_t short_names, const char *unit, const char *keyword,
                          uint16_t *out, int32_t capacity, int32_t *status) {
  cicu_pin_defaults();
  UErrorCode code = U_ZERO_ERROR;
  char current[ULOC_FULLNAME_CAPACITY];
  if (strlen(locale) >= sizeof current) return finish(status, U_ILLEGAL_ARGUMENT_ERROR, -1);
  strcpy(current, locale);
  // Child first, as ICU fills plural forms. Root's full names are aliases to the short names,
  // so a walk for full names stops before root; one for short names ends in root's own data.
  for (int depth = 0; depth < 8 && U_SUCCESS(code); ++depth) {
    int at_root = current[0] == 0 || strcmp(current, "root") == 0;
    if (at_root && !short_names) {
      break;
    }
    char parent[ULOC_FULLNAME_CAPACITY] = {0};
    int32_t length = unit_pattern_here(at_root ? "root" : current, short_names ? "unitsShort" : "units", unit,
                                       keyword, out, capacity, parent, sizeof parent, &code);
    if (length >= 0) return finish(status, code, length);
    if (at_root) {
      break;
    }
    strcpy(current, parent);
  }
  return finish(status, U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR, -1);
}

// MARK: Bidi

// The test alphabet of ICU's bidiconf.cpp: one ASCII character per bidi class, in
// UCharDirection order, so a BidiTest.txt class sequence becomes a string.
static const UChar conformance_alphabet[U_CHAR_DIRECTION_COUNT] = {
    0x6c, 0x52, 0x33, 0x2d, 0x25, 0x39, 0x2c, 0x2f, 0x5f, 0x20, 0x3d, 0x65,
    0x6f, 0x41, 0x45, 0x4f, 0x2a, 0x60, 0x7c, 0x53, 0x69, 0x49, 0x2e,
};

static UCharDirection U_CALLCONV conformance_class(const void *context, UChar32 c) {
  (void)context;
  for (int i = 0; i < U_CHAR_DIRECTION_COUNT; ++i) {
    if (c == conformance_alphabet[i]) {
      return (UCharDirection)i;
    }
  }
  return U_BIDI_CLASS_DEFAULT;
}

// The handle is ICU's bidi object itself, behind the header's opaque type.
cicu_bidi *cicu_bidi_open(int32_t conformance_classes) {
  cicu_pin_defaults();
  UBiDi *bidi = ubidi_open();
  if (bidi != NULL && conformance_classes) {
    UErrorCode code = U_ZERO_ERROR;
    ubidi_setClassCallback(bidi, conformance_class, NULL, NULL, NULL, &code);
    if (U_FAILURE(code)) {
      ubidi_close(bidi);
      return NULL;
    }
  }
  return (cicu_bidi *)bidi;
}

void cicu_bidi_close(cicu_bidi *bidi) {
  if (bidi != NULL) {
    ubidi_close((UBiDi *)bidi);
  }
}

int32_t cicu_bidi_resolve_packed(cicu_bidi *bidi, const uint16_t *text, int32_t length,
                                 uint8_t paragraph_level, int32_t *visual_then_levels,
                                 int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paragraph_level, NULL, &code);
  if (U_FAILURE(code)) return finish(status, code, -1);
  if (length > 0) {
    ubidi_getVisualMap((UBiDi *)bidi, visual_then_levels, &code);
    const UBiDiLevel *resolved = ubidi_getLevels((UBiDi *)bidi, &code);
    if (U_FAILURE(code)) return finish(status, code, -1);
    for (int32_t i = 0; i < length; ++i) {
      visual_then_levels[length + i] = resolved[i];
    }
  }
  return finish(status, code, ubidi_getParaLevel((UBiDi *)bidi) & 1);
}

const char *cicu_bidi_class_name(uint32_t code_point) {
  UCharDirection direction = u_charDirection((UChar32)code_point);
  return u_getPropertyValueName(UCHAR_BIDI_CLASS, direction, U_SHORT_PROPERTY_NAME);
}

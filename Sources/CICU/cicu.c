#include "cicu.h"
#include <unicode/uloc.h>
int32_t cicu_locale_count(void) { return uloc_countAvailable(); }

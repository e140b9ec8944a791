#ifndef CICU_H
#define CICU_H
#include <stdint.h>
int32_t cicu_locale_count(void);
#endif

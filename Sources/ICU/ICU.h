// The system ICU as a SwiftPM system library: Package.swift gives it `pkgConfig: "icu-i18n"` and
// the providers that install it, so the include path and libraries come from pkg-config.
//
// This header includes no ICU header on purpose. Swift never imports ICU's headers: they clash
// with the copy of ICU inside Foundation, and ICU's versioned symbol macros are not importable.
// The C target CICU includes <unicode/*.h> and gives Swift a small plain-C API instead.
#ifndef LAYOUTAUDIT_ICU_H
#define LAYOUTAUDIT_ICU_H
#endif

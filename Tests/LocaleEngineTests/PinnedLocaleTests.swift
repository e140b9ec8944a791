import CICU
import Testing

@testable import LocaleEngine

@Suite("Pinned locale")
struct PinnedLocaleTests {
  @Test("ICU's default locale is pinned to en_US_POSIX whatever the environment says")
  func pinnedDefault() {
    // ICU falls back to its default where a locale lacks data, so an environment-derived default
    // would make results depend on the caller (and a hostile `LANG` crashes ICU).
    var buffer = [CChar](repeating: 0, count: 160)
    #expect(cicu_default_locale(&buffer, Int32(buffer.count)) > 0)
    #expect(String(nulTerminated: buffer) == "en_US_POSIX")
  }
}

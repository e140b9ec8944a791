import Testing

@testable import LocaleEngine

@Suite("Pinned locale")
struct PinnedLocaleTests {
  @Test("ICU's default locale is pinned to en_US_POSIX whatever the environment says")
  func pinnedDefault() {
    #expect(LocaleEngine.icuDefaultLocale == "en_US_POSIX")
  }
}

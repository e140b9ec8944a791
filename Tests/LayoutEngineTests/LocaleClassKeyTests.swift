import LayoutEngine
import LayoutModel
import LocaleEngine
import Testing

@Suite("Locale class keys")
struct LocaleClassKeyTests {
  /// The keys of English and German for a case whose one `Text` reads `template`.
  private func keys(_ template: String) throws -> (en: String, de: String) {
    let layoutCase = try CaseBuilder.make(view: #"{ "type": "Text", "text": "\#(template)" }"#)
    let key = LocaleClassKey(case: layoutCase)
    return (try key.key(LocaleEngine.shared.profile("en")), try key.key(LocaleEngine.shared.profile("de")))
  }

  @Test(
    "A Text that shows the spoken words splits classes by language, however the placeholder is written",
    arguments: ["$spoken left", "${spoken}s left", "$display, ${spoken}"])
  func spokenWordsSplitByLanguage(template: String) throws {
    let keys = try keys(template)
    #expect(keys.en != keys.de)
    #expect(keys.de.hasSuffix("text-language=de"))
  }

  @Test(
    "A Text without the spoken words, or with a literal $$spoken, keeps languages together",
    arguments: ["$display", "$$spoken left"])
  func noSpokenWords(template: String) throws {
    let keys = try keys(template)
    #expect(keys.en == keys.de)
  }
}

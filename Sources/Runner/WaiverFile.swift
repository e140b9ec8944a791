import Foundation
import LayoutModel
import LocaleEngine
import ReportModel

/// Reads a waivers file: `{ "waivers": [ { "rule", "case", "node"?, "platforms"?, "locales"?,
/// "reason", "approvedBy", "reviewBy" } ] }`, strictly, with located errors.
///
/// Rule, platform and locale ids are checked against the same catalogue as case files, with the
/// same did-you-mean hints: a typo is an error, not a waiver that silently matches nothing.
package enum WaiverFile {
  static let keys: Set<String> = ["id", "rule", "case", "node", "platforms", "locales", "reason", "approvedBy", "reviewBy"]

  /// The waivers in a file's bytes.
  package static func parse(_ data: Data, path: String, catalog: CaseCatalog = .permissive) throws(RunnerError) -> [Waiver] {
    guard data.count <= 4 << 20 else { throw .waivers("\(path):1:1: error: the waivers file is larger than 4 MiB") }
    let root: JSONValue
    do {
      root = try JSONParser().parse(data, file: path)
    } catch {
      throw .waivers("\(error)")
    }
    func fail(_ value: JSONValue, _ message: String) -> RunnerError {
      .waivers("\(value.location): error: \(message)")
    }
    guard let members = root.members, let items = root["waivers"]?.value.elements else {
      throw fail(root, "expected an object with a \"waivers\" array")
    }
    for member in members where member.key != "waivers" && member.key != "$schema" {
      throw .waivers(
        "\(member.keyLocation): error: unknown key \"\(member.key)\" in the waivers file; it holds \"waivers\" "
          + "(and an optional \"$schema\")")
    }
    var waivers: [Waiver] = []
    // Reports name waivers by id (applied, expired, unused), so two with one id are ambiguous.
    var ids: [String: SourceLocation] = [:]
    for (index, item) in items.enumerated() {
      guard let fields = item.members else { throw fail(item, "each waiver is an object") }
      for field in fields where !keys.contains(field.key) {
        throw .waivers("\(field.keyLocation): error: unknown key \"\(field.key)\" in a waiver; known keys: \(keys.sorted().joined(separator: ", "))")
      }
      func string(_ key: String, required: Bool = true) throws(RunnerError) -> (text: String, value: JSONValue)? {
        guard let value = item[key]?.value else {
          if required { throw fail(item, "missing \"\(key)\"") }
          return nil
        }
        guard let text = value.string, !text.isEmpty, text.count <= 1000 else {
          throw fail(value, "\"\(key)\" must be a non-empty string")
        }
        return (text, value)
      }
      /// Each string with its value, to locate a problem with it.
      func strings(_ key: String) throws(RunnerError) -> [(text: String, value: JSONValue)]? {
        guard let value = item[key]?.value else { return nil }
        guard let elements = value.elements, !elements.isEmpty else {
          throw fail(value, "\"\(key)\" must be a non-empty array of strings; leave it out to mean all")
        }
        var result: [(String, JSONValue)] = []
        for element in elements {
          guard let text = element.string else { throw fail(element, "expected a string") }
          result.append((text, element))
        }
        return result
      }
      let reviewBy = try string("reviewBy")!
      guard CalendarDate(reviewBy.text) != nil else {
        throw fail(
          reviewBy.value,
          "\"reviewBy\" must be a calendar date written YYYY-MM-DD with a four-digit year, such as \"2027-06-30\"")
      }
      let given = try string("id", required: false)
      let id = given?.text ?? "W\(index + 1)"
      let idLocation = given?.value.location ?? item.location
      if let first = ids[id] {
        throw .waivers(
          "\(idLocation): error: duplicate waiver id \"\(id)\"; the waiver at line \(first.line), column "
            + "\(first.column) has it too (a waiver without an id is W1, W2, … by position); give each its own id")
      }
      ids[id] = idLocation
      let rule = try string("rule")!
      if let ruleIDs = catalog.ruleIDs, !ruleIDs.contains(rule.text) {
        throw fail(
          rule.value,
          "unknown rule \"\(rule.text)\"" + (Spelling.hint(for: rule.text, among: ruleIDs.sorted()).map { "; \($0)" } ?? "")
            + "; the rule catalogue lists them")
      }
      let platforms = try strings("platforms")
      if let platforms, let known = catalog.platformIDs {
        for (platform, element) in platforms where !known.contains(platform) {
          throw fail(
            element,
            "unknown platform \"\(platform)\"" + (Spelling.hint(for: platform, among: known.sorted()).map { "; \($0)" } ?? "")
              + "; known platforms: \(known.sorted().joined(separator: ", "))")
        }
      }
      let locales = try strings("locales")
      for (locale, element) in locales ?? [] where !["all", "rtl", "ltr"].contains(locale) {
        guard catalog.isKnownLocale(locale) else {
          let suggestions = catalog.localeSuggestions(locale)
          throw fail(
            element,
            "unknown locale \"\(locale)\""
              + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?")
              + "; use a locale id ICU knows, or all, rtl, ltr")
        }
      }
      waivers.append(
        Waiver(
          id: id, rule: rule.text, caseID: try string("case")!.text, node: try string("node", required: false)?.text,
          platforms: platforms?.map(\.text), locales: locales?.map(\.text), reason: try string("reason")!.text,
          approvedBy: try string("approvedBy")!.text, reviewBy: reviewBy.text))
    }
    return waivers
  }
}

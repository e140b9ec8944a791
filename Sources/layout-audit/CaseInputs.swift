import LayoutEngine
import LayoutModel
import LocaleEngine

/// Loading case files for a command: the catalogue they are checked against and the exit code
/// for bad input.
enum CaseInputs {
  /// Locales from ICU, platforms from the profiles in use, rules unchecked until given.
  static func catalog(platforms: PlatformCatalog, ruleIDs: Set<String>? = nil) -> CaseCatalog {
    let locales = LocaleCatalog.system
    return CaseCatalog(
      isKnownLocale: { locales.locale($0) != nil },
      localeSuggestions: { locales.suggestions(for: $0) },
      platformIDs: Set(platforms.ids), ruleIDs: ruleIDs)
  }

  /// The platform profiles: built-in, plus those in `--profiles DIR`.
  static func platforms(_ arguments: ParsedArguments) throws(CommandError) -> PlatformCatalog {
    guard let directory = arguments.value("profiles") else { return .builtIn }
    do {
      return try PlatformCatalog.adding(directory: directory)
    } catch {
      throw .badInput(error.description)
    }
  }

  /// Loads cases, or fails with every diagnostic, one per line (`path:line:column: error: …`).
  static func load(_ paths: [String], catalog: CaseCatalog) throws(CommandError) -> [LoadedCase] {
    let (cases, diagnostics) = CaseLoader().load(paths: paths, catalog: catalog)
    guard diagnostics.isEmpty else {
      throw .badInput(
        diagnostics.map(\.description).joined(separator: "\n")
          + "\n\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in case files; fix them and run again")
    }
    return cases
  }
}

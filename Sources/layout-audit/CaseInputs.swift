import LayoutAudit
import LayoutEngine
import LayoutModel
import LocaleEngine

/// Loading case files for a command: the catalogue they are checked against and the exit code
/// for bad input.
enum CaseInputs {
  /// The library's catalogue (ICU's locales, the platforms in use), with rule ids checked only
  /// when given.
  static func catalog(platforms: PlatformCatalog, ruleIDs: Set<String>? = nil) -> CaseCatalog {
    var catalog = Auditor(platforms: platforms).catalog
    catalog.ruleIDs = ruleIDs
    return catalog
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

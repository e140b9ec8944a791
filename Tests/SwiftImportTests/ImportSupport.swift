import Foundation
import LayoutAudit
import SwiftImport
import TestSupport

/// Shared helpers: the corpus folder, importing, auditing on a small matrix.
enum ImportSupport {
  /// `Tests/SwiftImportTests/Corpus`.
  static let corpus = Python.packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus")

  /// A path relative to the package root, as the CLI run from the root names it.
  static func relative(_ url: URL) -> String {
    let root = Python.packageRoot.path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
  }

  /// Imports Swift source held in memory.
  static func importSources(_ sources: [(String, String)], view: String? = nil) throws -> [SwiftImporter.ImportedCase] {
    try SwiftImporter().importCases(sources: sources.map { (path: $0.0, text: $0.1) }, view: view)
  }

  /// Imports files or folders.
  static func importPaths(_ paths: [String], view: String? = nil) throws -> [SwiftImporter.ImportedCase] {
    try SwiftImporter().importCases(from: paths, view: view)
  }

  /// The imported cases as the library's cases.
  static func cases(_ imported: [SwiftImporter.ImportedCase], auditor: Auditor = Auditor()) throws -> [AuditCase] {
    try imported.map { try auditor.importedCase(json: $0.json, id: $0.id, source: $0.swiftFile) }
  }

  /// A matrix small enough for a unit test that still has both directions and every platform:
  /// en, ar (Arabic-Indic digits), he, fa, ur.
  static let locales = LocaleSelection.ids(["en", "ar-EG", "he", "fa", "ur", "da"])

  static func audit(_ cases: [AuditCase], auditor: Auditor = Auditor()) throws -> AuditReport {
    try auditor.audit(cases, locales: locales)
  }
}

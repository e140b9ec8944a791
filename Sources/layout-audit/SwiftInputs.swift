import LayoutAudit
import SwiftImport

/// The Swift-source front end, the one module besides `LayoutAudit` the CLI links: the
/// importer needs SwiftSyntax, which the library product must not (see Package.swift). The
/// importer writes case JSON; the library decodes it like any case file.
enum SwiftInputs {
  /// Splits command-line paths into Swift inputs (`.swift` files, folders of Swift source) and
  /// case files or folders.
  static func split(_ paths: [String]) -> (swift: [String], cases: [String]) {
    var swift: [String] = []
    var cases: [String] = []
    for path in paths {
      if SwiftImporter.isSwiftInput(path) { swift.append(path) } else { cases.append(path) }
    }
    return (swift, cases)
  }

  /// The imported cases' ids, views, Swift files and JSON.
  static func importCases(_ paths: [String], view: String?) throws(CommandError) -> [SwiftImporter.ImportedCase] {
    do {
      return try SwiftImporter().importCases(from: paths, view: view)
    } catch {
      throw .badInput(error.description)
    }
  }

  /// Imports Swift inputs and hands the cases to the auditor.
  static func load(_ paths: [String], view: String? = nil, auditor: Auditor) throws(CommandError) -> [AuditCase] {
    guard !paths.isEmpty else { return [] }
    var cases: [AuditCase] = []
    for imported in try importCases(paths, view: view) {
      do {
        cases.append(try auditor.importedCase(json: imported.json, id: imported.id, source: imported.swiftFile))
      } catch {
        throw CommandError(error)
      }
    }
    if cases.isEmpty {
      throw .badInput(
        "no view showing a timer in \(paths.map(Console.bounded).joined(separator: ", ")); the importer looks for "
          + "digit cells (ForEach over a string's characters), Text of a time value and system timer Texts")
    }
    return cases
  }
}

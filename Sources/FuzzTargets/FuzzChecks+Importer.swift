import Foundation
import LayoutAudit
import SwiftImport

extension FuzzChecks {
  /// Swift source bytes through the importer, as `layout-audit import` runs it: a case for each
  /// view that shows a time (each one the library must accept), every view left out located in
  /// the input, and any error located in it; then every view named with `--view`, which must
  /// import too.
  static func importer(_ data: Data) -> FuzzTarget.Outcome {
    let path = "App/Fuzz.swift"
    let text = String(decoding: data, as: UTF8.self)
    let importer = SwiftImporter(isKnownLocale: catalog.isKnownLocale)
    let result: SwiftImporter.ImportResult
    do {
      result = try importer.importViews(sources: [(path, text)], explain: true)
    } catch {
      check(error.description.hasPrefix(path + ":"), "an import error is not located in the input: \(error.description)")
      return .refused(error.description)
    }
    for skipped in result.skipped {
      check(skipped.at.hasPrefix(path + ":"), "a view left out is not located in the input: \(skipped.warning)")
    }
    check(result.skipped.isEmpty, "a view was left out: \(result.skipped.map(\.warning))")
    for item in result.cases {
      do {
        _ = try auditor.importedCase(json: item.json, id: item.id, source: item.swiftFile)
      } catch {
        fatalError("fuzz invariant: an imported case is refused by the library: \(error.description)")
      }
    }
    // Every view found can be imported by name.
    for explanation in result.explanations.prefix(4) {
      do {
        let named = try importer.importViews(sources: [(path, text)], view: explanation.view)
        check(named.cases.count + named.skipped.count >= 1, "--view \(explanation.view) imported nothing")
        check(named.skipped.isEmpty, "--view \(explanation.view) was left out: \(named.skipped.map(\.warning))")
      } catch {
        fatalError("fuzz invariant: --view \(explanation.view) failed: \(error.description)")
      }
    }
    // Source without a view that shows a time imports to no case: a result, not a refusal.
    return .accepted
  }
}

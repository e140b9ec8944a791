import Foundation
import LayoutAudit

/// Swift inputs on the command line, through the front end this build installed
/// (`LayoutAuditCLI.swiftFrontEnd`): the importer writes case JSON; the library decodes it like
/// any case file.
enum SwiftInputs {
  /// Splits command-line paths into Swift inputs (`.swift` files, folders of Swift source) and
  /// case files or folders.
  static func split(_ paths: [String]) -> (swift: [String], cases: [String]) {
    let isSwift = paths.map { LayoutAuditCLI.swiftFrontEnd?.isSwiftInput($0) ?? $0.hasSuffix(".swift") }
    return (zip(paths, isSwift).filter(\.1).map(\.0), zip(paths, isSwift).filter { !$0.1 }.map(\.0))
  }

  /// The imported views, through the installed front end, with `replacing`'s texts read in place
  /// of those files.
  static func importViews(
    _ paths: [String], view: String?, explain: Bool = false, replacing: [String: String] = [:], auditor: Auditor
  ) throws(CommandError) -> SwiftFrontEnd.Imported {
    guard let frontEnd = LayoutAuditCLI.swiftFrontEnd else {
      throw .usage(
        "this build of layout-audit reads case files only (\(paths.map(Console.bounded).joined(separator: ", ")) is "
          + "Swift source); run the full layout-audit (swift run layout-audit import …) to import Swift views")
    }
    do {
      return try frontEnd.importViews(paths, view, explain, replacing, auditor.catalog.cases.isKnownLocale)
    } catch {
      throw .swiftImport(error)
    }
  }

  /// The imported views that the library accepts as cases; each one it refuses is a warning
  /// line naming the view's Swift file (printed with the importer's own, with `warn`), and the
  /// others are kept; none kept is an error.
  static func accepted(
    _ imported: SwiftFrontEnd.Imported, from paths: [String], warn: Bool = true, auditor: Auditor
  ) throws(CommandError) -> [(SwiftFrontEnd.ImportedCase, AuditCase)] {
    var cases: [(SwiftFrontEnd.ImportedCase, AuditCase)] = []
    var warnings = imported.warnings
    for item in imported.cases {
      do {
        cases.append((item, try auditor.importedCase(json: item.json, id: item.id, source: item.swiftFile)))
      } catch {
        warnings.append(
          "\(item.swiftFile):1:1: warning: \(item.view) was not imported: \(error.description.replacingOccurrences(of: "\n", with: "; ")); "
            + "the other views are imported (please report this view)")
      }
    }
    if warn { for warning in warnings { Console.error(warning + "\n") } }
    guard !cases.isEmpty else { throw .badInput(noTimer(paths, skipped: warnings.count)) }
    return cases
  }

  /// Imports Swift inputs and hands the cases to the auditor; views that cannot be imported are
  /// reported on standard error (with `warn`) and left out. A view another one inlines is
  /// audited inside its host, once (`import` writes both).
  static func load(
    _ paths: [String], replacing: [String: String] = [:], warn: Bool = true, auditor: Auditor
  ) throws(CommandError) -> [AuditCase] {
    guard !paths.isEmpty else { return [] }
    var imported = try importViews(paths, view: nil, replacing: replacing, auditor: auditor)
    imported.cases.removeAll(where: \.insideAnother)
    return try accepted(imported, from: paths, warn: warn, auditor: auditor).map(\.1)
  }

  /// The message for sources in which no view could be imported.
  private static func noTimer(_ paths: [String], skipped: Int) -> String {
    let listed = paths.map(Console.bounded).joined(separator: ", ")
    if skipped > 0 { return "no view in \(listed) could be imported (\(skipped) left out, above)" }
    return "no view showing a time in \(listed); the importer follows each Text's value to where it becomes text "
      + "(String(format:), interpolations, Duration, Date and formatter styles, system timer Texts, digit cells); "
      + "run 'layout-audit import --explain' to see what it read, or name the view with --view"
  }
}

// The full command-line tool: every command, with the SwiftSyntax importer for Swift inputs.
// Nothing may touch Foundation before `LayoutAuditCLI.main` has pinned the locale environment.
#if canImport(Glibc)
  import Glibc
#endif
import LayoutAuditCommands
import SwiftImport

let frontEnd = SwiftFrontEnd(
  isSwiftInput: { SwiftImporter.isSwiftInput($0) },
  importCases: { paths, view in
    try SwiftImporter().importCases(from: paths, view: view).map {
      SwiftFrontEnd.ImportedCase(id: $0.id, view: $0.view, swiftFile: $0.swiftFile, json: $0.json)
    }
  })
exit(LayoutAuditCLI.main(Array(CommandLine.arguments.dropFirst()), swiftFrontEnd: frontEnd))

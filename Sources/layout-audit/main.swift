// The full command-line tool: every command, with the SwiftSyntax importer for Swift inputs.
// Nothing may touch Foundation before `LayoutAuditCLI.main` has pinned the locale environment.
#if canImport(Glibc)
  import Glibc
#endif
import LayoutAuditCommands
import SwiftImport

func imported(_ result: SwiftImporter.ImportResult) -> SwiftFrontEnd.Imported {
  SwiftFrontEnd.Imported(
    cases: result.cases.map { SwiftFrontEnd.ImportedCase(id: $0.id, view: $0.view, swiftFile: $0.swiftFile, json: $0.json, insideAnother: $0.insideAnother) },
    warnings: result.unreadFiles + result.skipped.map(\.warning),
    explanation: result.explanations.map(\.text).joined(separator: "\n"))
}

let frontEnd = SwiftFrontEnd(
  isSwiftInput: { SwiftImporter.isSwiftInput($0) },
  importViews: { paths, view, explain, replacing, isKnownLocale in
    let replacing = Dictionary(replacing.map { (SwiftImporter.absolutePath($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    return imported(
      try SwiftImporter(isKnownLocale: isKnownLocale).importViews(from: paths, view: view, explain: explain, replacing: replacing))
  },
  applyEdits: { text, edits in SwiftFixer.apply(edits, to: text) })
exit(LayoutAuditCLI.main(Array(CommandLine.arguments.dropFirst()), swiftFrontEnd: frontEnd))

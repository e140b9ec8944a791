// The tool `swift package layout-audit` runs in a team's package: every command on case files,
// without the Swift-source importer, whose SwiftSyntax link flags SwiftPM refuses in a
// dependency (see Package.swift).
#if canImport(Glibc)
  import Glibc
#endif
import LayoutAuditCommands

exit(LayoutAuditCLI.main(Array(CommandLine.arguments.dropFirst()), swiftFrontEnd: nil))

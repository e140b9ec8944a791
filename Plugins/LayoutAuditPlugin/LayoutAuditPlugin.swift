import Foundation
import PackagePlugin

/// `swift package layout-audit [ARGUMENTS…]`: runs `layout-audit` in the package it is invoked
/// in, with the arguments given (none: the main job, `Cases/` into `Reports/`).
///
/// The tool is built from this package for the host, so a team needs nothing installed beyond
/// the system ICU. Writing the reports into the package needs SwiftPM's permission:
/// `swift package --allow-writing-to-package-directory layout-audit`.
@main
struct LayoutAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "layout-audit-plugin-tool")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(status: process.terminationStatus)
    }
  }

  /// The tool exited non-zero; its own output already says why.
  struct Failure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
      "layout-audit exited with status \(status) (1: findings or unmet expectations, 64: usage, 65: bad input, 70: internal)"
    }
  }
}

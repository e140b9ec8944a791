import Foundation
import PackagePlugin

/// `swift package layout-audit [ARGUMENTS…]`: runs `layout-audit` in the package it is invoked
/// in, with the arguments given (none: the main job, `Cases/` into `Reports/`).
///
/// Case files need only the tool SwiftPM builds for the plugin (`layout-audit-plugin-tool`).
/// Swift source needs the importer, which links the toolchain's SwiftSyntax with flags SwiftPM
/// refuses in a dependency; so for Swift inputs the plugin builds the full `layout-audit` from
/// its own package as a root package (where those flags are allowed), once, into the plugin's
/// work folder, and runs that. Writing the reports into the package needs SwiftPM's
/// permission: `swift package --allow-writing-to-package-directory layout-audit`.
@main
struct LayoutAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let directory = context.package.directoryURL
    let executable: URL
    if Self.readsSwift(arguments, in: directory) {
      executable = try fullTool(context)
    } else {
      executable = try context.tool(named: "layout-audit-plugin-tool").url
    }
    let status = try Self.run(executable, arguments, in: directory)
    guard status == 0 else { throw Failure(status: status) }
  }

  /// Whether the arguments name Swift source: `import`, a `.swift` file, or a folder that holds
  /// one (a package or an Xcode project folder).
  static func readsSwift(_ arguments: [String], in directory: URL) -> Bool {
    if arguments.first == "import" { return true }
    return arguments.contains { argument in
      guard !argument.hasPrefix("-") else { return false }
      if argument.hasSuffix(".swift") { return true }
      let url = URL(fileURLWithPath: argument, relativeTo: directory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
      return holdsSwift(url)
    }
  }

  /// Whether a folder holds a `.swift` file (build folders and hidden folders aside).
  static func holdsSwift(_ folder: URL) -> Bool {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var visited = 0
    while let url = enumerator?.nextObject() as? URL, visited < 20_000 {
      visited += 1
      if url.lastPathComponent == ".build" { enumerator?.skipDescendants() }
      if url.pathExtension == "swift" { return true }
    }
    return false
  }

  /// The full tool, built from the LayoutAudit package as a root package into the plugin's work
  /// folder (SwiftPM skips the build when nothing changed).
  func fullTool(_ context: PluginContext) throws -> URL {
    guard let source = Self.layoutAuditPackage(context.package) else { throw Missing(what: "the LayoutAudit package among the dependencies") }
    let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("layout-audit-full")
    let swift = (try? context.tool(named: "swift").url) ?? URL(fileURLWithPath: "/usr/bin/env")
    let build = ["build", "--package-path", source.directoryURL.path, "--scratch-path", scratch.path, "--product", "layout-audit"]
    print("layout-audit: building the tool with the Swift importer (once; later runs reuse it)")
    let status = try Self.run(swift, swift.lastPathComponent == "env" ? ["swift"] + build : build, in: context.package.directoryURL, quiet: true)
    guard status == 0 else { throw BuildFailure(status: status) }
    return scratch.appendingPathComponent("debug/layout-audit")
  }

  /// The package that declares the `layout-audit` executable: this package or a dependency.
  static func layoutAuditPackage(_ package: Package) -> Package? {
    var pending = [package]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next.directoryURL.path).inserted else { continue }
      if next.products.contains(where: { $0.name == "layout-audit" }) { return next }
      pending += next.dependencies.map(\.package)
    }
    return nil
  }

  /// Runs a program in a folder and returns its exit status; `quiet` sends its output to
  /// standard error so that a command's own output (`schema`) stays clean.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL, quiet: Bool = false) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if quiet { process.standardOutput = FileHandle.standardError }
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
  }

  /// The tool exited non-zero; its own output already says why.
  struct Failure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
      "layout-audit exited with status \(status) (1: findings or unmet expectations, 64: usage, 65: bad input, 70: internal)"
    }
  }

  /// Building the full tool failed; SwiftPM's output above says why.
  struct BuildFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
      "building layout-audit with the Swift importer failed (status \(status)); it needs a toolchain that ships SwiftSyntax's host libraries (usr/lib/swift/host)"
    }
  }

  struct Missing: Error, CustomStringConvertible {
    let what: String
    var description: String { "layout-audit: cannot find \(what)" }
  }
}

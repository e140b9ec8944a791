import Foundation
import Testing
import TestSupport

import LayoutAudit

/// The public API of `import LayoutAudit`, listed from the compiled module's symbol graph and
/// compared with `PublicAPI.txt`: a declaration that becomes public (or stops being) is a change
/// a reviewer sees in the diff. Regenerate with
/// `LAYOUT_AUDIT_UPDATE_API=1 swift test --filter PublicAPITests`.
@Suite("Public API")
struct PublicAPITests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("PublicAPI.txt")

  /// The modules `LayoutAudit` may re-export from; the symbol graph includes what it does.
  static let packageModules = "ReportModel,LayoutEngine,LayoutModel,LocaleEngine,Reports,Rules,Runner"

  @Test("import LayoutAudit exposes exactly the declarations in PublicAPI.txt")
  func publicAPI() throws {
    // The test binary sits in the build folder beside the modules it was built with.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var build = binary.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules/LayoutAudit.swiftmodule").path) {
      guard build.pathComponents.count > 2 else {
        Issue.record("no Modules/LayoutAudit.swiftmodule above \(binary.path)")
        return
      }
      build = build.deletingLastPathComponent()
    }
    let triple = build.deletingLastPathComponent().lastPathComponent
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    // C modules (the ICU shim) are found through their module maps: the target build's only.
    // `swift run` also builds the plugin's tool for the host into `*-tool.build` folders, whose
    // maps define the same modules again.
    let moduleMaps = (FileManager.default.enumerator(atPath: build.path)?.allObjects as? [String] ?? [])
      .filter { path in
        let components = path.split(separator: "/")
        return components.count == 2 && components[1] == "module.modulemap" && components[0].hasSuffix(".build")
          && !components[0].hasSuffix("-tool.build")
      }
      .flatMap { ["-Xcc", "-fmodule-map-file=" + build.appendingPathComponent($0).path] }
    let root = Self.golden.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let extract = try ExternalProgram.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift-symbolgraph-extract", "-module-name", "LayoutAudit", "-I", build.appendingPathComponent("Modules").path,
        "-I", root.appendingPathComponent("Sources/CICU/include").path,
        "-target", triple, "-output-dir", output.path, "-minimum-access-level", "public",
        "-experimental-allowed-reexported-modules=\(Self.packageModules)",
      ] + moduleMaps)
    try #require(extract.status == 0, "swift-symbolgraph-extract failed: \(extract.output)")

    var declarations = Set<String>()
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for symbol in graph.symbols where symbol.kind.identifier != "swift.func.op" {
        declarations.insert("\(symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")) \(symbol.pathComponents.joined(separator: "."))")
      }
    }
    let listing = declarations.sorted().joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["LAYOUT_AUDIT_UPDATE_API"] != nil {
      try listing.write(to: Self.golden, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.golden, encoding: .utf8)
    let added = Set(listing.split(separator: "\n")).subtracting(committed.split(separator: "\n"))
    let removed = Set(committed.split(separator: "\n")).subtracting(listing.split(separator: "\n"))
    #expect(added.isEmpty && removed.isEmpty, "public API changed; added: \(added.sorted()), removed: \(removed.sorted())")
  }

  private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Kind: Decodable { let identifier: String }
      let kind: Kind
      let pathComponents: [String]
    }
    let symbols: [Symbol]
  }
}

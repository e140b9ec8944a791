// swift-tools-version:6.0
import Foundation
import PackageDescription

// MARK: SwiftSyntax for the Swift-source importer
//
// `SwiftImport` reads SwiftUI source with SwiftSyntax. By default it links the SwiftSyntax and
// SwiftParser host libraries the toolchain ships (`<toolchain>/usr/lib/swift/host`), found from
// the `swiftc` on PATH (or `LAYOUT_AUDIT_SWIFT_SYNTAX_PATH=/path/to/usr/lib/swift/host`). That
// needs unsafe flags, so they live on `SwiftImport` alone: the `LayoutAudit` library product does
// not depend on it, and a package that depends on the library never builds it.
// `LAYOUT_AUDIT_SWIFT_SYNTAX=package` builds against the swift-syntax package instead (for a
// machine that can fetch packages, or a toolchain without host libraries).
let environment = ProcessInfo.processInfo.environment
let usesSwiftSyntaxPackage = environment["LAYOUT_AUDIT_SWIFT_SYNTAX"] == "package"

/// The toolchain's host library folder: the environment's choice, else beside the `swiftc` on PATH.
func toolchainHostLibraries() -> String? {
  if let path = environment["LAYOUT_AUDIT_SWIFT_SYNTAX_PATH"], !path.isEmpty { return path }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let compiler = candidate.resolvingSymlinksInPath()
    let host = compiler.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftSyntax.so").path)
      || FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftSyntax.dylib").path)
    {
      return host.path
    }
  }
  return nil
}

let swiftSyntaxHost = usesSwiftSyntaxPackage ? nil : toolchainHostLibraries()
let swiftImportDependencies: [Target.Dependency] =
  usesSwiftSyntaxPackage
  ? [
    .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftOperators", package: "swift-syntax"),
  ]
  : []
let swiftImportSwiftSettings: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftImportLinkerSettings: [LinkerSetting] =
  swiftSyntaxHost.map {
    [
      .unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]),
      .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftOperators"),
    ]
  } ?? []

// The module graph follows the data flow:
// case files → model → resolution (with the locale engine) → rules → runner → reports → CLI.
// Only `CICU` includes ICU headers; Swift sees a small plain-C API.
let package = Package(
  name: "LayoutAudit",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "layout-audit", targets: ["layout-audit"]),
    .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
    .plugin(name: "LayoutAuditPlugin", targets: ["LayoutAuditPlugin"]),
  ],
  targets: [
    // The system ICU, found with pkg-config (`icu-i18n` requires `icu-uc`). On macOS, Homebrew's
    // icu4c is keg-only: PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" (README).
    .systemLibrary(
      name: "ICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
    ),
    .target(name: "CICU", dependencies: ["ICU"]),
    // The one pool of threads every parallel phase takes its jobs from.
    .target(name: "Workers"),
    // The one loop that writes bytes to a file descriptor (report files, the console).
    .target(name: "SystemIO"),
    .target(name: "LocaleEngine", dependencies: ["CICU", "LayoutModel", "Workers"]),
    // The one policy for showing text from cases and users: hidden characters spelled \u{…}.
    .target(name: "TextEscaping"),
    .target(name: "LayoutModel", dependencies: ["TextEscaping"]),
    .target(
      name: "LayoutEngine",
      dependencies: ["LayoutModel", "LocaleEngine", "TextEscaping", "Workers"],
      resources: [.copy("Profiles"), .copy("Metrics")]
    ),
    // The audit record: plain Codable data that rules describe themselves in, the runner
    // builds, and every writer, the library and `merge` read. It imports nothing of ours but
    // the escaping policy, which it re-exports to the writers.
    .target(name: "ReportModel", dependencies: ["TextEscaping", "Workers"]),
    .target(name: "Rules", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .target(
      name: "Runner", dependencies: ["Rules", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel", "Workers"]),
    .target(
      name: "Reports", dependencies: ["ReportModel", "SystemIO", "Workers"],
      resources: [.copy("Resources/report.schema.json")]),
    // The one door: everything the CLI does, for the CLI and for teams' own test suites.
    .target(
      name: "LayoutAudit",
      dependencies: ["Runner", "Reports", "ReportModel", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]
    ),
    // The Swift-source front end: SwiftUI views → case JSON with a source map (see the top).
    .target(
      name: "SwiftImport", dependencies: ["LayoutModel", "ReportModel", "Workers"] + swiftImportDependencies,
      swiftSettings: swiftImportSwiftSettings, linkerSettings: swiftImportLinkerSettings),
    // The commands bind arguments and print; they see the library's door and nothing behind it.
    // The `layout-audit` executable adds the Swift-source front end (SwiftImport: its clients
    // find the SwiftSyntax modules with the same `-I`; executables and tests only, never a
    // product a team's package depends on).
    .target(
      name: "LayoutAuditCommands", dependencies: ["LayoutAudit", "SystemIO", "Workers"],
      resources: [.copy("Resources/case.schema.json"), .copy("Resources/waivers.schema.json")]),
    .executableTarget(
      name: "layout-audit", dependencies: ["LayoutAuditCommands", "SwiftImport"],
      swiftSettings: swiftImportSwiftSettings),
    // The tool the plugin runs in a team's package: the same commands without the importer, so
    // nothing it builds carries unsafe flags (SwiftPM refuses them in dependencies).
    .executableTarget(name: "layout-audit-plugin-tool", dependencies: ["LayoutAuditCommands"]),
    // `swift package layout-audit`: the tool run in the package that depends on this one.
    .plugin(
      name: "LayoutAuditPlugin",
      capability: .command(
        intent: .custom(verb: "layout-audit", description: "Audit the package's timer layouts (Cases/) into Reports/"),
        permissions: [.writeToPackageDirectory(reason: "layout-audit writes its sign-off reports into Reports/")]),
      dependencies: ["layout-audit-plugin-tool"]),
    // Varied cases made from the shipped ones, for the benchmark and the equivalence tests.
    .target(name: "BenchmarkCases"),
    .executableTarget(
      name: "layout-audit-benchmark",
      dependencies: [
        "LocaleEngine", "CICU", "LayoutModel", "LayoutEngine", "ReportModel", "Rules", "Runner", "BenchmarkCases",
        "LayoutAudit", "Reports",
      ]
    ),
    // The Swift importer's figures (release build): a 2,000-line file, a package of 1,000 files,
    // and which SwiftSyntax they were measured with (the package's build parses far faster).
    .executableTarget(
      name: "layout-audit-import-benchmark", dependencies: ["SwiftImport"],
      swiftSettings: swiftImportSwiftSettings + (usesSwiftSyntaxPackage ? [.define("SWIFT_SYNTAX_PACKAGE")] : [])),
    // The importer on real code: the field corpus (Tests/FieldCorpus) imported, compared with
    // its judgements and audited at the full matrix (release build).
    .executableTarget(
      name: "layout-audit-field-benchmark", dependencies: ["SwiftImport", "LayoutAudit"], swiftSettings: swiftImportSwiftSettings),
    // Fuzz targets (Sources/FuzzTargets); `.ci/fuzz` builds them with -D FUZZING for libFuzzer,
    // a plain build gives executables that replay inputs.
    .target(
      name: "FuzzTargets",
      dependencies: ["LayoutAudit", "LayoutModel", "LayoutEngine", "LocaleEngine", "ReportModel", "Reports", "Rules", "Runner", "SwiftImport"],
      swiftSettings: swiftImportSwiftSettings),
    .executableTarget(name: "fuzz", dependencies: ["FuzzTargets"], swiftSettings: swiftImportSwiftSettings),
    .testTarget(name: "LocaleEngineTests", dependencies: ["LocaleEngine", "TestSupport"]),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
    .testTarget(
      name: "SwiftImportTests", dependencies: ["SwiftImport", "LayoutAudit", "LayoutModel", "TestSupport"],
      exclude: ["Corpus"], swiftSettings: swiftImportSwiftSettings),
    .testTarget(
      name: "RulesTests",
      dependencies: ["Rules", "Runner", "LayoutAudit", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .testTarget(name: "LayoutAuditIntegrationTests", dependencies: ["LayoutAudit", "Reports", "TestSupport"], exclude: ["PublicAPI.txt"]),
    .testTarget(
      name: "RunnerTests",
      dependencies: ["Runner", "BenchmarkCases", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel", "Workers"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ReportsTests", dependencies: ["Reports", "ReportModel", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["layout-audit", "LayoutAudit", "LayoutAuditCommands", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine", "TestSupport"]),
    .testTarget(
      name: "FuzzRegressionTests", dependencies: ["FuzzTargets", "TestSupport"], path: "Tests/Fuzz",
      exclude: ["Regressions"], swiftSettings: swiftImportSwiftSettings),
  ],
  swiftLanguageModes: [.v6]
)

if usesSwiftSyntaxPackage {
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"))
}

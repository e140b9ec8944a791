// swift-tools-version:6.0
import PackageDescription

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
    .target(name: "LocaleEngine", dependencies: ["CICU"]),
    .target(name: "LayoutModel"),
    .target(
      name: "LayoutEngine",
      dependencies: ["LayoutModel", "LocaleEngine"],
      resources: [.copy("Profiles")]
    ),
    // The audit record: plain Codable data that rules describe themselves in, the runner
    // builds, and every writer, the library and `merge` read. It imports nothing of ours.
    .target(name: "ReportModel"),
    .target(name: "Rules", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .target(name: "Runner", dependencies: ["Rules", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .target(name: "Reports", dependencies: ["ReportModel"]),
    // The one door: everything the CLI does, for the CLI and for teams' own test suites.
    .target(
      name: "LayoutAudit",
      dependencies: ["Runner", "Reports", "ReportModel", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]
    ),
    // The CLI binds arguments and prints; it sees the library's door and nothing behind it.
    .executableTarget(
      name: "layout-audit", dependencies: ["LayoutAudit"], resources: [.copy("Resources/case.schema.json")]),
    // `swift package layout-audit`: the tool run in the package that depends on this one.
    .plugin(
      name: "LayoutAuditPlugin",
      capability: .command(
        intent: .custom(verb: "layout-audit", description: "Audit the package's timer layouts (Cases/) into Reports/"),
        permissions: [.writeToPackageDirectory(reason: "layout-audit writes its sign-off reports into Reports/")]),
      dependencies: ["layout-audit"]),
    // Varied cases made from the shipped ones, for the benchmark and the equivalence tests.
    .target(name: "BenchmarkCases"),
    .executableTarget(
      name: "layout-audit-benchmark",
      dependencies: [
        "LocaleEngine", "CICU", "LayoutModel", "LayoutEngine", "ReportModel", "Rules", "Runner", "BenchmarkCases",
        "LayoutAudit", "Reports",
      ]
    ),
    // Fuzz targets (Sources/FuzzTargets); `.ci/fuzz` builds them with -D FUZZING for libFuzzer,
    // a plain build gives executables that replay inputs.
    .target(
      name: "FuzzTargets",
      dependencies: ["LayoutAudit", "LayoutModel", "LayoutEngine", "LocaleEngine", "ReportModel", "Reports", "Rules", "Runner"]),
    .executableTarget(name: "fuzz-case-decoder", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-bidi", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-readers", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-resolution", dependencies: ["FuzzTargets"]),
    .testTarget(name: "LocaleEngineTests", dependencies: ["LocaleEngine"]),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
    .testTarget(
      name: "RulesTests",
      dependencies: ["Rules", "Runner", "LayoutAudit", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .testTarget(name: "LayoutAuditIntegrationTests", dependencies: ["LayoutAudit"], exclude: ["PublicAPI.txt"]),
    .testTarget(
      name: "RunnerTests", dependencies: ["Runner", "BenchmarkCases", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine", "ReportModel"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ReportsTests", dependencies: ["Reports", "ReportModel", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["layout-audit", "LayoutAudit", "TestSupport"], exclude: ["Golden"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .testTarget(
      name: "FuzzRegressionTests", dependencies: ["FuzzTargets", "TestSupport"], path: "Tests/Fuzz",
      exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)

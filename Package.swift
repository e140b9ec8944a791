// swift-tools-version:6.0
import PackageDescription

// The module graph follows the data flow of DESIGN.md §3:
// case files → model → resolution (with the locale engine) → rules → runner → reports → CLI.
// Only `CICU` includes ICU headers; Swift sees a small plain-C API.
let package = Package(
  name: "LayoutAudit",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "layout-audit", targets: ["layout-audit"]),
    .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
  ],
  targets: [
    .target(
      name: "CICU",
      linkerSettings: [
        .linkedLibrary("icui18n"),
        .linkedLibrary("icuuc"),
        .linkedLibrary("icudata"),
      ]
    ),
    .target(name: "LocaleEngine", dependencies: ["CICU"]),
    .target(name: "LayoutModel"),
    .target(
      name: "LayoutEngine",
      dependencies: ["LayoutModel", "LocaleEngine"],
      resources: [.copy("Profiles")]
    ),
    .target(name: "Rules", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .target(name: "Runner", dependencies: ["Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .target(name: "Reports", dependencies: ["Runner", "Rules", "LayoutEngine", "LocaleEngine"]),
    .target(
      name: "LayoutAudit",
      dependencies: ["Runner", "Reports", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]
    ),
    .executableTarget(
      name: "layout-audit",
      dependencies: ["LayoutAudit", "LocaleEngine", "LayoutModel", "LayoutEngine", "Rules", "Runner", "Reports"]
    ),
    .executableTarget(
      name: "layout-audit-benchmark",
      dependencies: ["LocaleEngine", "CICU", "LayoutModel", "LayoutEngine", "Rules", "Runner"]
    ),
    // Fuzz targets (Sources/FuzzTargets); `.ci/fuzz` builds them with -D FUZZING for libFuzzer,
    // a plain build gives executables that replay inputs.
    .target(name: "FuzzTargets", dependencies: ["LayoutAudit"]),
    .executableTarget(name: "fuzz-case-decoder", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-bidi", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-readers", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-resolution", dependencies: ["FuzzTargets"]),
    .executableTarget(name: "fuzz-profiles", dependencies: ["FuzzTargets"]),
    .testTarget(name: "LocaleEngineTests", dependencies: ["LocaleEngine"]),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
    .testTarget(name: "RulesTests", dependencies: ["Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .testTarget(name: "LayoutAuditIntegrationTests", dependencies: ["LayoutAudit"]),
    .testTarget(name: "RunnerTests", dependencies: ["Runner", "Rules", "LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ReportsTests", dependencies: ["Reports", "Runner", "Rules", "LayoutEngine", "LocaleEngine", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["layout-audit", "LayoutAudit", "TestSupport"], exclude: ["Golden"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel", "LocaleEngine"]),
    .testTarget(
      name: "FuzzRegressionTests", dependencies: ["FuzzTargets", "TestSupport"], path: "Tests/Fuzz",
      exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)

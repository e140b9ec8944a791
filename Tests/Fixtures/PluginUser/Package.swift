// swift-tools-version:6.0
import PackageDescription

// A team's package as the README describes it: LayoutAudit as a dependency (here by path; a
// team uses `.package(url: "https://github.com/layoutaudit/layout-audit", from: "0.3.0")`),
// its cases in Cases/, and `swift package layout-audit` to audit them. `.ci/plugin-test` runs it.
let package = Package(
  name: "PluginUser",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../../..")],
  targets: [.target(name: "TimerViews")]
)

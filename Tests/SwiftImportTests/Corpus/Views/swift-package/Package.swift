// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "FocusTimer",
  defaultLocalization: "en",
  platforms: [.iOS(.v18), .macOS(.v15), .watchOS(.v11)],
  products: [.library(name: "FocusTimer", targets: ["FocusTimer"])],
  targets: [.target(name: "FocusTimer")]
)

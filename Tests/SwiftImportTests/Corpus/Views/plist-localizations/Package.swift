// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Kitchen",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .watchOS(.v10)],
  targets: [.target(name: "Kitchen")]
)

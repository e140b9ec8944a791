import LayoutAudit
import LocaleEngine

/// The tool's name and version, printed by `--version` and recorded in reports.
enum ToolInfo {
  static let name = "layout-audit"
  static let version = ToolVersion.current.version

  static var versionLine: String {
    let engines = EngineVersions.current
    return "\(name) \(version) (ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr))\n"
  }
}

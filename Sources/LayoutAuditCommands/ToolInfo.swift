import LayoutAudit

/// The tool's name and version, as `--version` prints them.
enum ToolInfo {
  static var versionLine: String {
    let engines = Auditor().engineVersions
    return "\(Auditor.tool.name) \(Auditor.tool.version) (ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr))\n"
  }
}

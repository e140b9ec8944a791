extension ToolVersion {
  /// LayoutAudit's semantic version, written here only: `--version` prints it, every report
  /// records it, and `CHANGELOG.md` has an entry for it.
  public static let current = ToolVersion(name: "layout-audit", version: "0.3.0")
}

import LayoutAudit

/// The words a shell completes for values that name something in the tool's catalogue. Read
/// from the library when a completion script is generated, so the script offers exactly what the
/// commands accept.
enum CompletionWords {
  /// `all`, `rtl`, `ltr` and every locale id, for `--locales`.
  @Sendable static func localeSelection() -> [String] { ["all", "rtl", "ltr"] + localeIDs() }

  /// Every locale id ICU has.
  @Sendable static func localeIDs() -> [String] { Auditor().catalog.localeIDs }

  /// `all` and every built-in platform profile id, for `--platforms`.
  @Sendable static func platformSelection() -> [String] { ["all"] + platformIDs() }

  /// Every built-in platform profile id.
  @Sendable static func platformIDs() -> [String] { Auditor().catalog.platformIDs }

  /// Every rule id.
  @Sendable static func ruleIDs() -> [String] { Auditor().catalog.ruleIDs }

  /// `all`, `default` and every combination of settings, for `--settings`.
  @Sendable static func settings() -> [String] { ["all"] + Auditor().catalog.settingNames }

  /// Every report format name.
  @Sendable static func formats() -> [String] { ReportFormat.all.map(\.name) }

  /// Every `--fail-on` threshold.
  @Sendable static func failOnLevels() -> [String] { FailOn.allCases.map(\.rawValue) }
}

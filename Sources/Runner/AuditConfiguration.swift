import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

/// Everything an audit run needs: what to audit, over which matrix, and how to judge it.
package struct AuditConfiguration: Sendable {
  /// The cases, loaded and validated.
  package var cases: [LoadedCase]
  /// The locales, in catalogue order.
  package var locales: [LocaleProfile]
  /// The platform profiles.
  package var platforms: [PlatformProfile]
  /// The settings combinations.
  package var settings: [AccessibilitySettings]
  /// The rules.
  package var rules: [any Rule]
  /// Waivers.
  package var waivers: [Waiver] = []
  /// An earlier JSON report to compare with, and its path.
  package var baseline: AuditReport?
  package var baselinePath: String?
  /// A slice of the matrix, `nil` for all of it.
  package var shard: Shard?
  /// Parallel jobs.
  package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  /// What fails the run.
  package var failOn: FailOn = .error
  /// Who runs the audit.
  package var auditor: String?
  /// The locale (BCP 47) example strings are worked out in; `nil` for `en` (else the first).
  package var exampleLocale: String?
  /// The report's timestamp.
  package var generatedAt: Date = Date()
  /// Self-test counts to record.
  package var selftest: [SelftestResult]?
  /// The tool.
  package var tool = ToolVersion.current
  /// Told how far the run is, phase by phase (`AuditProgress`).
  package var progress: (@Sendable (AuditProgress) -> Void)?
  /// Judges every tick and every branch combination, without the shortcuts (shape runs, growing
  /// prefixes, combinations that resolve alike) or the pattern lane. Slower, same report: the
  /// equivalence tests' reference run takes this path.
  package var straightforward = false

  package init(
    cases: [LoadedCase], locales: [LocaleProfile], platforms: [PlatformProfile],
    settings: [AccessibilitySettings], rules: [any Rule]
  ) {
    self.cases = cases
    self.locales = locales
    self.platforms = platforms
    self.settings = settings
    self.rules = rules
  }

  /// `generatedAt` as ISO 8601 UTC, to the second, by arithmetic: Foundation's formatters reach
  /// the ICU inside Foundation, which reads the caller's locale (a hostile `LANG` crashes it).
  /// Years are clamped to 0000…9999, so `today` is always `YYYY-MM-DD`.
  var timestamp: String {
    let seconds = generatedAt.timeIntervalSince1970.rounded(.down)
    let whole = seconds.isFinite ? Int(max(min(seconds, 1e15), -1e15)) : 0
    return CalendarDate.timestamp(secondsSince1970: whole)
  }

  /// The day waivers are judged on: the report's date.
  var today: String { String(timestamp.prefix(10)) }
}

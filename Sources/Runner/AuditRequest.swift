import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

/// Everything one audit needs, resolved: the cases, the matrix (locales, platforms, settings,
/// rules) and how to judge and record it.
///
/// `Auditor.request(_:)` makes one over every locale, platform, setting and rule;
/// `AuditCatalog` turns what users write into the values of its fields, each checked there, once.
public struct AuditRequest: Sendable {
  /// The cases, loaded and validated.
  public var cases: [AuditCase]
  /// The locales, in catalogue order.
  public var locales: [LocaleProfile]
  /// The platform profiles.
  public var platforms: [PlatformProfile]
  /// The settings combinations.
  public var settings: [AccessibilitySettings]
  /// The rules, in the order given.
  public var rules: [AuditRule]
  /// Accepted exceptions (`Auditor.waivers(at:)`).
  public var waivers = WaiverSet()
  /// An earlier report to compare with, and the path it was read from.
  public var baseline: (report: AuditReport, path: String)?
  /// A slice of the matrix; `nil` for all of it.
  public var shard: Shard?
  /// Parallel jobs.
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  /// What fails the run.
  public var failOn: FailOn = .error
  /// Who signs the report off.
  public var auditor: String?
  /// The locale messages and evidence are worked out in wherever a finding covers it; `nil` for
  /// `en`, else the run's first locale.
  public var exampleLocale: LocaleIdentifier?
  /// The report's timestamp.
  public var generatedAt: Date = Date()
  /// Bidi conformance counts to record (`Auditor.selftest(directory:)`).
  public var selftest: [SelftestResult]?
  /// Told how far the run is, phase by phase: classifying locales, then evaluating (its count
  /// reaches its total when the report is ready to render). `Auditor.writeReports` reports the
  /// writing phase to the callback it is given. Called from the run's worker threads, so counts
  /// may arrive slightly out of order.
  public var progress: (@Sendable (AuditProgress) -> Void)?
  /// The tool the report names.
  package var tool = ToolVersion.current
  /// Judges every tick and every branch combination, without the shortcuts (shape runs, growing
  /// prefixes, combinations that resolve alike) or the pattern lane. Slower, same report: the
  /// equivalence tests' reference run takes this path.
  package var straightforward = false

  package init(
    cases: [AuditCase], locales: [LocaleProfile], platforms: [PlatformProfile],
    settings: [AccessibilitySettings], rules: [AuditRule]
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

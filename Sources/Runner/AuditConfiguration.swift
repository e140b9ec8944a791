import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules

/// Everything an audit run needs: what to audit, over which matrix, and how to judge it.
public struct AuditConfiguration: Sendable {
  /// The cases, loaded and validated.
  public var cases: [LoadedCase]
  /// The locales, in catalogue order.
  public var locales: [LocaleProfile]
  /// The platform profiles.
  public var platforms: [PlatformProfile]
  /// The settings combinations.
  public var settings: [AccessibilitySettings]
  /// The rules.
  public var rules: [any Rule]
  /// Waivers.
  public var waivers: [Waiver] = []
  /// An earlier JSON report to compare with, and its path.
  public var baseline: AuditReport?
  public var baselinePath: String?
  /// A slice of the matrix, `nil` for all of it.
  public var shard: Shard?
  /// Parallel jobs.
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  /// What fails the run.
  public var failOn: FailOn = .error
  /// Who runs the audit.
  public var auditor: String?
  /// The report's timestamp.
  public var generatedAt: Date = Date()
  /// Self-test counts to record.
  public var selftest: [ConformanceResult]?
  /// The tool.
  public var tool = ToolVersion(name: "layout-audit", version: "0.1.0")
  /// Told how far the run is: tasks done, tasks in all.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(
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

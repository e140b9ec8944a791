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
  public var tool = ToolVersion.current
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

  /// `generatedAt` as ISO 8601 UTC, to the second.
  var timestamp: String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: generatedAt)
  }

  /// The day waivers are judged on: the report's date.
  var today: String { String(timestamp.prefix(10)) }
}

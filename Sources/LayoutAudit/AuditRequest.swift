import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules
import Runner

/// Everything one audit needs, resolved: the cases, the matrix (locales, platforms, settings,
/// rules) and how to judge and record it. Build one with `Auditor.request(…)`, which checks
/// every id; then set what the run needs.
public struct AuditRequest: Sendable {
  /// The cases, loaded and validated.
  public var cases: [AuditCase]
  let locales: [LocaleProfile]
  let platforms: [PlatformProfile]
  let rules: [any Rule]
  /// The settings combinations.
  public var settings: [AccessibilitySettings]
  /// Accepted exceptions (`Auditor.waivers(at:)`).
  public var waivers: WaiverSet = WaiverSet()
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
  /// The locale messages and evidence are worked out in wherever a finding covers it (BCP 47,
  /// checked by `AuditCatalog.locale`); `nil` for `en`, else the run's first locale.
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

  /// The locale ids of the matrix (BCP 47), in catalogue order.
  public var localeIDs: [String] { locales.map(\.locale.bcp47) }
  /// The platform profile ids of the matrix.
  public var platformIDs: [String] { platforms.map(\.id) }
  /// The rule ids of the matrix.
  public var ruleIDs: [String] { rules.map(\.id) }

  var configuration: AuditConfiguration {
    var configuration = AuditConfiguration(
      cases: cases.map(\.loaded), locales: locales, platforms: platforms, settings: settings, rules: rules)
    configuration.waivers = waivers.waivers
    configuration.baseline = baseline?.report
    configuration.baselinePath = baseline?.path
    configuration.shard = shard
    configuration.jobs = jobs
    configuration.failOn = failOn
    configuration.auditor = auditor
    configuration.exampleLocale = exampleLocale?.bcp47
    configuration.generatedAt = generatedAt
    configuration.selftest = selftest
    configuration.tool = Auditor.tool
    configuration.progress = progress
    return configuration
  }
}

/// A case file that loaded and validated cleanly.
public struct AuditCase: Sendable, Equatable {
  let loaded: LoadedCase

  /// The case id (its file name).
  public var id: String { loaded.layoutCase.id }
  /// The case's title.
  public var title: String { loaded.layoutCase.title }
  /// The file it came from, relative to the working directory when it is inside it.
  public var path: String { loaded.path }
}

/// Waivers read from a file, checked against the catalogue.
public struct WaiverSet: Sendable, Hashable {
  let waivers: [Waiver]
  /// SHA-256 of the file the waivers came from, recorded in the report's `identity`.
  let digest: String?

  /// No waivers.
  public init() {
    waivers = []
    digest = nil
  }

  init(_ waivers: [Waiver], digest: String?) {
    self.waivers = waivers
    self.digest = digest
  }

  /// The waiver ids, in file order.
  public var ids: [String] { waivers.map(\.id) }
}

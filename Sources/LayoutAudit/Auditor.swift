import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules
import Runner

/// The one door to LayoutAudit: load cases, audit them over a matrix, resolve one layout, read,
/// merge and write reports, and ask the engine about locales, bidi and the rules. The
/// command-line tool is a thin layer over this type; a team's own test suite can use it the
/// same way.
///
/// ```swift
/// let auditor = Auditor()
/// let timer = try auditor.loadCase(at: "Cases/glass-timer.json")
/// let report = try auditor.audit([timer], locales: .rtl, platforms: ["ios-26", "tvos-26"])
/// #expect(report.failures(rule: "digit-order-ltr").isEmpty, "\(report.failureDescription)")
/// ```
public struct Auditor: Sendable {
  let engine: LocaleEngine
  let platformCatalog: PlatformCatalog

  /// The tool that writes reports: its name and version.
  public static let tool = ToolVersion.current

  /// An auditor with the built-in platform profiles.
  public init() {
    engine = .shared
    platformCatalog = .builtIn
  }

  /// An auditor with the built-in platform profiles and those in a folder of profile files.
  public init(addingProfilesFrom directory: String) throws(AuditError) {
    engine = .shared
    do {
      platformCatalog = try PlatformCatalog.adding(directory: directory)
    } catch {
      throw .invalidInput(.init(.platformProfile(error)))
    }
  }

  /// Resolves what users write into typed values, with did-you-mean hints.
  public var catalog: AuditCatalog { AuditCatalog(engine: engine, platforms: platformCatalog) }

  /// The ICU, Unicode and CLDR versions the engine runs on.
  public var engineVersions: EngineVersions { EngineVersions(engine.versions) }

  // MARK: Cases

  /// Loads and validates a case file; every problem is reported as `path:line:column: error: …`.
  public func loadCase(at path: String) throws(AuditError) -> AuditCase {
    let cases = try loadCases(at: [path])
    guard let first = cases.first else { throw .invalidInput(.init(.file(path: path, problem: "no case in this file"))) }
    return first
  }

  /// Loads every case in files and folders. Paths inside the working directory are made
  /// relative to it, so every report points at files the way a repository names them.
  public func loadCases(at paths: [String]) throws(AuditError) -> [AuditCase] {
    try loadCases(at: paths, replacing: [:])
  }

  /// Loads every case in files and folders like `loadCases(at:)`, reading the given texts
  /// (keyed by path) in place of those files: `layout-audit fix` audits a patched case under its
  /// own path and id before it writes it.
  package func loadCases(at paths: [String], replacing texts: [String: String]) throws(AuditError) -> [AuditCase] {
    let replacing = Dictionary(texts.map { (CaseLoader.key($0.key), Data($0.value.utf8)) }, uniquingKeysWith: { first, _ in first })
    let (cases, diagnostics, _) = CaseLoader(replacing: replacing).load(paths: paths, catalog: catalog.cases)
    guard diagnostics.isEmpty else { throw .invalidInput(.init(.invalidCases(diagnostics))) }
    return cases.map { AuditCase(Self.relative($0)) }
  }

  /// A file's path as `loadCases(at:replacing:)` compares them: absolute, `.` and `..` resolved
  /// (`Cases/a.json` and `./Cases/a.json` are one file).
  package static func fileKey(_ path: String) -> String {
    CaseLoader.key(path)
  }

  /// Checks case files without auditing them.
  public func validate(_ paths: [String]) -> ValidationResult {
    let (cases, diagnostics, checked) = CaseLoader().load(paths: paths, catalog: catalog.cases)
    var problems: [String: [ValidationProblem]] = [:]
    for diagnostic in diagnostics { problems[diagnostic.location.file, default: []].append(ValidationProblem(diagnostic)) }
    var seen: Set<String> = []
    let files = checked.filter { seen.insert($0).inserted }.map {
      ValidatedFile(path: VisibleText.make($0), problems: problems[$0] ?? [])
    }
    return ValidationResult(
      cases: cases.map { AuditCase(Self.relative($0)) }, diagnostics: diagnostics.map(\.description),
      invalidFiles: Set(diagnostics.map(\.location.file)).count, files: files)
  }

  /// A case written in Swift as case-file JSON (handy for small cases inside a test).
  public func makeCase(json: String, id: String) throws(AuditError) -> AuditCase {
    let (layoutCase, data) = try decodeCase(json: json, id: id) { _, problems in .invalidInput(.init(.diagnostics(problems))) }
    return AuditCase(LoadedCase(path: "\(id).json", layoutCase: layoutCase, contents: data))
  }

  /// Case-file JSON decoded (as the file `id.json`) and validated, or `failure`'s error for the
  /// problems found (and whether it decoded).
  func decodeCase(
    json: String, id: String, failure: (_ decodes: Bool, [CaseDiagnostic]) -> AuditError
  ) throws(AuditError) -> (LayoutCase, Data) {
    let data = Data(json.utf8)
    let layoutCase: LayoutCase
    do {
      layoutCase = try CaseDecoder().decode(data, path: id + ".json")
    } catch {
      throw failure(false, error.diagnostics)
    }
    let problems = CaseValidator(catalog: catalog.cases).validate(layoutCase)
    guard problems.isEmpty else { throw failure(true, problems) }
    return (layoutCase, data)
  }

  /// The case with its path relative to the working directory when it is inside it.
  static func relative(_ loaded: LoadedCase) -> LoadedCase {
    let cwd = FileManager.default.currentDirectoryPath + "/"
    var copy = loaded
    if copy.path.hasPrefix(cwd) { copy.path.removeFirst(cwd.count) }
    while copy.path.hasPrefix("./") { copy.path.removeFirst(2) }
    return copy
  }

  // MARK: Auditing

  /// A request over a matrix: every locale, platform profile, setting and rule unless given
  /// (`catalog` turns what users write into these values).
  public func request(
    _ cases: [AuditCase], locales: [LocaleProfile]? = nil, platforms: [PlatformProfile]? = nil,
    settings: [AccessibilitySettings] = AccessibilitySettings.all, rules: [AuditRule]? = nil
  ) throws(AuditError) -> AuditRequest {
    guard !settings.isEmpty else {
      throw .invalidValue(.setting, "", expected: "give at least one settings combination")
    }
    // `??` would lose the error's type (its right side is an untyped rethrowing closure).
    let locales = if let locales { locales } else { try catalog.locales(.all) }
    return AuditRequest(
      cases: cases, locales: locales, platforms: platforms ?? platformCatalog.profiles, settings: settings,
      rules: rules ?? RuleCatalog.all.map(AuditRule.init))
  }

  /// Runs an audit and returns its report (the one `layout-audit audit` writes as JSON).
  public func audit(_ request: AuditRequest) throws(AuditError) -> AuditReport {
    guard !request.cases.isEmpty else {
      throw .invalidInput(.init(.noCases))
    }
    if let (baseline, path) = request.baseline, baseline.tool.name != Self.tool.name {
      throw .invalidInput(.init(.file(path: path, problem:
        "this baseline was written by \(VisibleText.make(String(baseline.tool.name.prefix(100)))) "
          + "\(VisibleText.make(String(baseline.tool.version.prefix(40)))), not by \(Self.tool.name); give a report.json "
          + "that \(Self.tool.name) wrote")))
    }
    var report: AuditReport
    do {
      report = try AuditRunner().run(request)
    } catch {
      throw .invalidInput(.init(.runner(error)))
    }
    report.identity = RunIdentity(
      waivers: request.waivers.digest,
      baseline: request.baseline.map { baseline in
        BaselineIdentity(sha256: Self.digest(of: baseline.report), tool: baseline.report.tool, engine: baseline.report.engine)
      },
      selftest: request.selftest != nil)
    return report
  }

  /// What differs between this tool and the one that wrote a baseline (its version, ICU,
  /// Unicode or CLDR), one sentence each; empty when nothing does. Another engine can change
  /// findings by itself, so a front end says these where the user sees them.
  public func baselineNotes(_ baseline: AuditReport, path: String) -> [String] {
    var notes: [String] = []
    let here = engineVersions
    if baseline.tool != Self.tool {
      notes.append(
        "\(path) was written by \(baseline.tool.name) \(baseline.tool.version); this is \(Self.tool.version)")
    }
    for (name, theirs, ours) in [
      ("ICU", baseline.engine.icu, here.icu), ("Unicode", baseline.engine.unicode, here.unicode),
      ("CLDR", baseline.engine.cldr, here.cldr),
    ] where theirs != ours {
      notes.append(
        "\(path) was made with \(name) \(theirs), this run uses \(name) \(ours); findings may differ for that reason alone")
    }
    return notes.map { VisibleText.make(String($0.prefix(400))) }
  }

  /// SHA-256 of a report's canonical JSON.
  static func digest(of report: AuditReport) -> String {
    (try? JSONReportWriter().render(report, context: ReportContext())).map(SHA256.hex) ?? ""
  }

  /// Audits cases over a matrix and returns the report; every id is checked by `catalog`.
  /// - Parameters:
  ///   - platforms: platform profile ids; `nil` for every profile.
  ///   - rules: rule ids; `nil` for every rule.
  public func audit(
    _ cases: [AuditCase], locales: LocaleSelection = .all, platforms: [String]? = nil,
    settings: [AccessibilitySettings] = AccessibilitySettings.all, rules: [String]? = nil,
    waivers: WaiverSet = WaiverSet(), baseline: AuditReport? = nil
  ) throws(AuditError) -> AuditReport {
    let catalog = catalog
    var request = try request(cases, locales: catalog.locales(locales), settings: settings)
    if let platforms { request.platforms = try catalog.platforms(platforms.joined(separator: ",")) }
    if let rules { request.rules = try catalog.rules(rules.joined(separator: ",")) }
    request.waivers = waivers
    request.baseline = baseline.map { ($0, "baseline") }
    return try audit(request)
  }

  /// Reads every locale's profile into the engine's cache on up to `jobs` threads, so a later
  /// `profiles(_:)` or `request(_:)` finds them read; errors are left for those to report.
  package func readProfiles(jobs: Int) {
    _ = try? engine.allProfiles(jobs: jobs)
  }

  /// The locale profiles of a selection, in catalogue order.
  public func profiles(_ selection: LocaleSelection) throws(AuditError) -> [LocaleProfile] {
    try catalog.locales(selection)
  }

  /// Resolves one case under one locale, platform, settings and tick: what the rules see.
  /// - Parameter tick: the timer's value; `nil` for the timeline's start.
  public func resolve(
    _ auditCase: AuditCase, locale: String, platform: String, settings: AccessibilitySettings = .standard,
    tick: Int? = nil
  ) throws(AuditError) -> ResolvedLayout {
    try withResolver(auditCase, locale: catalog.locale(locale), platform: catalog.platform(platform), settings: settings) {
      resolver, layoutCase throws(ResolutionError) in try resolver.resolve(tick: tick ?? layoutCase.timeline.countdown.from)
    }
  }

  /// The case resolved once per branch combination of its `Variants` (one layout when it has
  /// none), so `resolve` shows every branch; `catalog` checks the locale and the platform.
  public func resolveEachBranch(
    _ auditCase: AuditCase, locale: LocaleIdentifier, platform: PlatformProfile, settings: AccessibilitySettings = .standard,
    tick: Int? = nil
  ) throws(AuditError) -> [ResolvedLayout] {
    try withResolver(auditCase, locale: locale, platform: platform, settings: settings) { resolver, layoutCase throws(ResolutionError) in
      try layoutCase.branchSelections.map { selection throws(ResolutionError) in
        try resolver.with(branches: selection).resolve(tick: tick ?? layoutCase.timeline.countdown.from)
      }
    }
  }

  /// Builds the case's resolver and runs `body` with it; any failure of the case under that
  /// locale and platform is a located error naming the case file.
  private func withResolver<Result>(
    _ auditCase: AuditCase, locale: LocaleIdentifier, platform profile: PlatformProfile,
    settings: AccessibilitySettings, _ body: (LayoutResolver, LayoutCase) throws(ResolutionError) -> Result
  ) throws(AuditError) -> Result {
    let layoutCase = auditCase.loaded.layoutCase
    do throws(ResolutionError) {
      let device: LocaleProfile
      do { device = try engine.profile(for: locale) } catch { throw .locale(error) }
      let resolver = try LayoutResolver(
        case: layoutCase, locale: device, platform: profile, settings: settings)
      return try body(resolver, layoutCase)
    } catch {
      throw .invalidInput(.init(.resolution(path: auditCase.path, error)))
    }
  }

  // MARK: Waivers, baselines, merging

  /// Reads a waivers file; unknown rules, platforms and locales are located errors with
  /// suggestions, as in case files.
  public func waivers(at path: String) throws(AuditError) -> WaiverSet {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .invalidInput(.init(.runner(.waivers("\(path): error: cannot read the waivers file; check the path"))))
    }
    return try waivers(data: data, path: path)
  }

  /// The waivers in a file's bytes (`path` names it in errors).
  public func waivers(data: Data, path: String) throws(AuditError) -> WaiverSet {
    do {
      return WaiverSet(try WaiverFile.parse(data, path: path, catalog: catalog.cases), digest: SHA256.hex(data))
    } catch {
      throw .invalidInput(.init(.runner(error)))
    }
  }

  /// The largest report read back (`--baseline`, `merge`): 1 GiB. An audit of 1,000 cases over
  /// every locale, platform and setting writes about 15 MB of `report.json` (each distinct
  /// finding once, locale lists as ranges), so this leaves room for far larger runs, and it still stops a file that is not a report
  /// from taking minutes and many gigabytes in the decoder (which needs several times the
  /// file's size).
  public static let maximumReportSize = 1 << 30

  /// Reads a report an audit wrote (`report.json`), for a baseline or a merge.
  public func readReport(at path: String) throws(AuditError) -> AuditReport {
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > Self.maximumReportSize
    {
      throw .invalidInput(.init(.file(path: path, problem:
        "the file is \(size >> 20) MiB, more than the \(Self.maximumReportSize >> 20) MiB "
          + "LayoutAudit reads back; a run that large can be split with --shard i/n and each shard's report "
          + "used on its own")))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .invalidInput(.init(.file(path: path, problem: "cannot read the report; check the path")))
    }
    return try readReport(data: data, path: path)
  }

  /// Reads a report from its bytes (`path` names it in errors).
  public func readReport(data: Data, path: String) throws(AuditError) -> AuditReport {
    do {
      return try JSONReportWriter.read(data, path: path)
    } catch {
      throw .invalidInput(.init(.report(error)))
    }
  }

  /// Merges the reports of every shard of one run into the report of the whole run.
  /// - Parameter paths: where each report came from, for messages.
  public func merge(_ reports: [AuditReport], paths: [String]) throws(AuditError) -> AuditReport {
    do {
      return try ReportMerger.merge(reports, paths: paths)
    } catch {
      throw .invalidInput(.init(.runner(error)))
    }
  }

  // MARK: Writing reports

  /// One report in one format.
  /// - Parameter colour: whether the text summary may use ANSI colour.
  public func render(_ report: AuditReport, as format: ReportFormat, colour: Bool = false) throws(AuditError) -> Data {
    do {
      return try format.writer.render(report, context: ReportContext(colour: colour))
    } catch {
      throw .internalFailure(.init(.report(error)))
    }
  }

  /// Writes the file formats among `formats` into a folder, atomically as a set.
  /// - Returns: the paths written.
  @discardableResult
  public func write(_ report: AuditReport, formats: [ReportFormat], to directory: String) throws(AuditError) -> [String] {
    try writeReports(report, formats: formats, to: directory).replaced
  }

  /// Writes the file formats among `formats` into a folder as one set: every file carries the
  /// set's id, and a reader sees the old set or the new one, never a mix (see CONTRIBUTING,
  /// "Report sets"). A set that would differ only in its timestamps is not written. `progress`
  /// is told of the writing phase: each format rendered. The formats render on up to `jobs`
  /// threads (a run's `AuditRequest.jobs`, so `--jobs 1` keeps to one thread here too).
  public func writeReports(
    _ report: AuditReport, formats: [ReportFormat], to directory: String,
    progress: (@Sendable (AuditProgress) -> Void)? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(AuditError) -> WrittenReports {
    let writers = formats.filter { $0.fileName != nil }.map(\.writer)
    guard !writers.isEmpty else {
      return WrittenReports(directory: directory, runID: nil, replaced: [], untouched: [], swapped: false)
    }
    do {
      var rendered: (@Sendable (Int, Int) -> Void)?
      if let progress {
        rendered = { done, total in progress(AuditProgress(phase: .writing, done: done, total: total)) }
      }
      let outcome = try ReportSetWriter(directory: directory).write(
        report, writers: writers, context: ReportContext(), progress: rendered, jobs: jobs)
      return WrittenReports(
        directory: directory, runID: outcome.runID, replaced: outcome.replaced, untouched: outcome.untouched,
        swapped: outcome.swapped)
    } catch {
      throw .output(.init(.report(error)))
    }
  }

  /// Writes a report's JSON to one file, atomically: the baseline a later run compares with
  /// (`--baseline FILE --fail-on new`).
  public func writeBaseline(_ report: AuditReport, to path: String) throws(AuditError) {
    do {
      try Self.writeFile(JSONReportWriter().render(report, context: ReportContext()), to: path)
    } catch {
      throw .output(.init(.report(error)))
    }
  }

  /// Writes one file atomically: the old contents or the new, never a mix.
  private static func writeFile(_ data: Data, to path: String) throws(ReportError) {
    let url = URL(fileURLWithPath: path)
    try ReportFileWriter(directory: url.deletingLastPathComponent().path)
      .write([ReportFileWriter.File(name: url.lastPathComponent, data: data)])
  }

  /// Rewrites the `expect` block of every fixture among `cases` from what `report` found, in the
  /// most compact exact form (`layout-audit audit --update-expectations`), leaving the rest of
  /// each file as it was. The report must cover every locale, platform and rule, since the block
  /// says where each rule fails and, by omission, where it does not.
  /// - Returns: the files rewritten (those whose block changed).
  public func updateExpectations(of cases: [AuditCase], from report: AuditReport) throws(AuditError) -> [String] {
    let profiles = try self.profiles(.all)
    guard report.matrix.locales.count == profiles.count, Set(report.matrix.platforms) == Set(platformCatalog.ids),
      report.matrix.shard == nil, Set(report.matrix.rules) == Set(RuleCatalog.ids)
    else {
      throw .invalidValue(
        .locale, "\(report.matrix.locales.count) locales, \(report.matrix.platforms.count) platforms",
        expected: "rewriting expectations needs a run over every locale, platform and rule, unsharded")
    }
    let writer = ExpectationWriter(profiles: profiles, platforms: platformCatalog)
    var written: [String] = []
    for auditCase in cases where auditCase.loaded.layoutCase.purpose == .fixture {
      let text = try writer.rewrite(auditCase.loaded, report: report)
      guard Data(text.utf8) != auditCase.loaded.contents else { continue }
      do {
        try Self.writeFile(Data(text.utf8), to: auditCase.path)
      } catch {
        throw .output(.init(.report(error)))
      }
      written.append(auditCase.path)
    }
    return written
  }

  /// One format's file as it goes into a set (with the set's id), for a front end that prints
  /// it instead (`--output -`).
  public func renderFile(_ report: AuditReport, as format: ReportFormat) throws(AuditError) -> Data {
    do {
      let (_, files) = try ReportRunID.render(report, writers: [format.writer], context: ReportContext())
      return try files.first?.contents() ?? Data()
    } catch {
      throw .internalFailure(.init(.report(error)))
    }
  }

  // MARK: The engine

  /// Runs the Unicode bidi conformance files in a folder through the engine.
  public func selftest(directory: String) throws(AuditError) -> [SelftestResult] {
    do {
      return try BidiConformance.run(directory: directory).map(SelftestResult.init)
    } catch {
      throw .invalidInput(.init(.conformance(error)))
    }
  }

  /// The levels, runs and visual order ICU gives a string.
  public func bidi(_ text: String, direction: ParagraphDirection) throws(AuditError) -> BidiParagraph {
    do {
      return try Bidi.resolve(text, direction: direction)
    } catch {
      throw .invalidInput(.init(.bidi(error)))
    }
  }

  // MARK: Rules

  /// The rule catalogue.
  public var rules: [RuleMetadata] { RuleCatalog.all.map(\.metadata) }

  /// The whole catalogue as Markdown (`docs/rules.md`).
  public var rulesMarkdown: String { RuleDocumentation.markdown() }

  /// The whole catalogue as JSON, examples included.
  public var rulesJSON: Data { RuleDocumentation.json() }

  /// One rule in full, as Markdown.
  public func explanation(ofRule id: String) throws(AuditError) -> String {
    RuleDocumentation.explanation(try catalog.rule(id).rule)
  }
}

/// What `validate` found: the cases that are valid and one message per problem.
public struct ValidationResult: Sendable {
  /// The valid cases.
  public let cases: [AuditCase]
  /// Every problem, as `path:line:column: error: …`.
  public let diagnostics: [String]
  /// How many files had problems.
  public let invalidFiles: Int
  /// Every path checked, in order, each with its problems (`validate --json`).
  public let files: [ValidatedFile]
}

/// What writing a report set did.
public struct WrittenReports: Sendable, Equatable {
  /// The output folder.
  public let directory: String
  /// The id every file of the set carries; `nil` when no file format was asked for.
  public let runID: String?
  /// The files of the new set, now in the folder; empty when the set there already said the
  /// same (only timestamps would differ) and was left as it was.
  public let replaced: [String]
  /// Files in the folder this run does not write (other formats, a user's files), left as
  /// they were.
  public let untouched: [String]
  /// Whether the set went in with one swap of the folder rather than file by file.
  public let swapped: Bool
}

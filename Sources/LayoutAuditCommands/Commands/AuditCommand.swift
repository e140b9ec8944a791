import Foundation
import LayoutAudit

/// `layout-audit audit`: the main job.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Audit cases under every locale, platform profile and setting, and write the reports.",
    discussion: """
      Defaults for cases, formats, output, waivers, baseline, fail-on, locales and platforms \
      come from the nearest .layout-audit.json in the current directory or above it; options \
      on the command line take precedence. With no PATHS, audits Cases/ in the current directory with all 805 ICU locales, every \
      built-in platform profile and every setting, prints a summary and writes every report \
      format into Reports/. Locales that a case cannot tell apart are evaluated once per class \
      and reported per locale. Failures a case declares in its expect block are expected: they \
      do not fail the run, but a declared failure that does not happen does. Exit codes: 0 \
      clean, 1 findings at or above --fail-on (or unmet expectations), 64 usage, 65 invalid \
      input, 70 internal error.
      """,
    arguments: [.init(name: "paths", help: "Case files or folders, Swift files, Swift packages or Xcode project folders. (default: Cases)", optional: true, repeatable: true,
        completion: .path)
    ],
    options: [
      locales.spec, platforms.spec, rules.spec, settings.spec, ReportOptions.format.spec, ReportOptions.output.spec,
      waivers.spec, baseline.spec, writeBaseline.spec, updateExpectations.spec, exampleLocale.spec, failOn.spec,
      shard.spec, jobs.spec, auditor.spec, selftest.spec, SelftestCommand.unicodeData.spec, CaseInputs.profiles.spec,
      ConfigDefaults.config.spec, ConfigDefaults.noConfig.spec, ReportOptions.quiet.spec, noProgress.spec,
    ])

  static let locales = CommandOption<[LocaleProfile]>(
    "locales", value: "locales", help: "all, rtl, ltr, or locale ids separated by commas.", default: "all",
    completion: .commaList { ["all", "rtl", "ltr"] + Auditor().catalog.localeIDs }, configKey: "locales"
  ) { text, auditor throws(AuditError) in try auditor.catalog.locales(text) }
  static let platforms = CommandOption<[PlatformProfile]>(
    "platforms", value: "platforms", help: "all, or platform profile ids separated by commas.", default: "all",
    completion: .commaList { ["all"] + Auditor().catalog.platformIDs }, configKey: "platforms"
  ) { text, auditor throws(AuditError) in try auditor.catalog.platforms(text) }
  static let rules = CommandOption<[AuditRule]>(
    spec: .init(
      name: "rules", value: "rules", help: "Rule ids separated by commas. (default: every rule)",
      completion: .commaList { Auditor().catalog.ruleIDs })
  ) { given, auditor throws(AuditError) in try auditor.catalog.rules(given.last) }
  static let settings = CommandOption<[AccessibilitySettings]>(
    "settings", value: "settings",
    help: "all (the 8 combinations), default, or combinations separated by commas, each setting names joined with + (reduce-motion+increase-contrast).",
    default: "all", completion: .commaList { ["all"] + Auditor().catalog.settingNames }
  ) { text, auditor throws(AuditError) in try auditor.catalog.settings(text) }
  static let waivers = CommandOption<WaiverSet?>(
    "waivers", value: "file", help: "A JSON file of accepted exceptions.", completion: .path, configKey: "waivers"
  ) { path, auditor throws(AuditError) in try auditor.waivers(at: path) }
  static let baseline = CommandOption<(report: AuditReport, path: String)?>(
    "baseline", value: "file", help: "An earlier report.json: failures become new, existing or fixed.",
    completion: .path, configKey: "baseline"
  ) { path, auditor throws(AuditError) in (try auditor.readReport(at: path), path) }
  static let writeBaseline = CommandOption<String?>(
    "write-baseline", value: "file",
    help: "Also write this run's report.json to FILE, to compare later runs with (--baseline FILE --fail-on new).",
    completion: .path)
  static let updateExpectations = CommandOption.flag(
    "update-expectations",
    help: "Rewrite each fixture's expect block from this run, in the most compact exact form, then audit again.")
  static let exampleLocale = CommandOption<LocaleIdentifier?>(
    "example-locale", value: "id",
    help: "The locale messages and evidence are worked out in where a finding covers it. (default: en)",
    completion: .choices { Auditor().catalog.localeIDs }
  ) { id, auditor throws(AuditError) in try auditor.catalog.locale(id) }
  static let failOn = CommandOption<FailOn>(
    "fail-on", value: "level", help: FailOn.allCases.map(\.rawValue).joined(separator: ", ") + ".", default: "error",
    completion: .choices { FailOn.allCases.map(\.rawValue) }, configKey: "failOn"
  ) { text, auditor throws(AuditError) in try auditor.catalog.failOn(text) }
  static let shard = CommandOption<Shard?>(
    "shard", value: "i/n", help: "Audit slice i of n of the matrix (1-based); join the slices with merge."
  ) { text, auditor throws(AuditError) in try auditor.catalog.shard(text) }
  static let jobs = CommandOption<Int?>("jobs", value: "n", help: "Parallel jobs. (default: every core)") {
    text, auditor throws(AuditError) in try auditor.catalog.jobs(text)
  }
  static let auditor = CommandOption<String?>("auditor", value: "name", help: "Who signs the report off.")
  static let selftest = CommandOption.flag(
    "selftest", help: "Run the Unicode bidi conformance files first and record the counts.")
  static let noProgress = CommandOption.flag("no-progress", help: "No progress bar.")

  static func run(_ given: ParsedArguments) throws(CommandError) -> ExitCode {
    let arguments = try ConfigDefaults.apply(to: given)
    // The locales' profiles depend on neither the options nor the cases (the engine is shared
    // by every auditor): with a second job they are read on one thread while the options are
    // checked and the cases load on this one (ICU opens their bundles under one lock, so more
    // threads would only wait for each other); with one job, on this thread before the rest.
    let warming = DispatchGroup()
    switch try? arguments.value(jobs) ?? ProcessInfo.processInfo.activeProcessorCount {
    case let jobs? where jobs > 1: DispatchQueue.global().async(group: warming) { Auditor().readProfiles(jobs: 1) }
    case .some: Auditor().readProfiles(jobs: 1)
    case nil: break  // a wrong --jobs is reported with the other options, below
    }
    // An option or case error is reported once the reading is done, not while ICU is at work.
    defer { warming.wait() }
    let auditor = try CaseInputs.auditor(arguments)
    let options = try ReportOptions(arguments, auditor: auditor)
    let paths = arguments.positionals.isEmpty ? ["Cases"] : arguments.positionals
    // The default folder missing is a question of what to audit, not a bad case file: say where
    // the inputs can come from instead of pointing at a line of a file that does not exist.
    if arguments.positionals.isEmpty, !FileManager.default.fileExists(atPath: "Cases") {
      throw .usage(
        "nothing to audit: no paths were given and there is no Cases folder in "
          + "\(Console.bounded(FileManager.default.currentDirectoryPath)); pass case files, Swift sources or "
          + "folders of them (layout-audit audit PATH…), or name them in .layout-audit.json (\"cases\")")
    }
    let loaded = try CaseInputs.load(paths, auditor: auditor)
    let cases = loaded.files + loaded.imported
    warming.wait()
    guard !cases.isEmpty else { throw CaseInputs.noCaseFiles(paths) }
    var request = try self.request(arguments, cases: cases, auditor: auditor)
    let progress = ProgressBar(enabled: !options.quiet && !arguments[noProgress], cases: cases.count)
    request.progress = progress.update
    var report: AuditReport
    do {
      report = try auditor.audit(request)
      if arguments[updateExpectations] {
        let rewritten = try auditor.updateExpectations(of: cases, from: report)
        progress.finish()
        if !options.quiet {
          Console.error(
            rewritten.isEmpty
              ? "expectations: every fixture's expect block already matches the run\n"
              : "rewrote the expect block of \(rewritten.map(Console.bounded).joined(separator: ", ")); review the diff\n")
        }
        if !rewritten.isEmpty {
          // Audit the rewritten fixtures, so the reports say what the files now declare.
          request.cases = try auditor.loadCases(at: paths)
          report = try auditor.audit(request)
        }
      }
    } catch {
      progress.finish()
      throw .audit(error, origin: arguments[updateExpectations] ? .option("--update-expectations") : nil)
    }
    // Failures on Swift source carry the rule's fix as planned, marked unverified (`fix` proves one).
    report = ReportFixes.proposed(report, cases: request.cases)
    if let path = try arguments.value(writeBaseline) {
      progress.finish()
      try CommandError.library { () throws(AuditError) in try auditor.writeBaseline(report, to: path) }
      if !options.quiet { Console.error("wrote the baseline \(Console.bounded(path))\n") }
    }
    return try ReportOutput.write(report, options: options, auditor: auditor, progress: progress, jobs: request.jobs)
  }

  /// The matrix the options select (locales, platforms, rules, settings), `audit`'s and `fix`'s,
  /// each option's value checked once by the library.
  static func matrix(_ arguments: ParsedArguments, cases: [AuditCase] = [], auditor: Auditor) throws(CommandError) -> AuditRequest {
    let locales = try arguments.value(Self.locales, auditor: auditor)
    let platforms = try arguments.value(Self.platforms, auditor: auditor)
    let rules = try arguments.value(Self.rules, auditor: auditor)
    let settings = try arguments.value(Self.settings, auditor: auditor)
    return AuditRequest(cases: cases, locales: locales, platforms: platforms, settings: settings, rules: rules)
  }

  /// The request the options describe, each option's value checked once by the library.
  static func request(
    _ arguments: ParsedArguments, cases: [AuditCase], auditor: Auditor
  ) throws(CommandError) -> AuditRequest {
    var request = try matrix(arguments, cases: cases, auditor: auditor)
    request.shard = try arguments.value(shard, auditor: auditor)
    request.jobs = try arguments.value(jobs, auditor: auditor) ?? request.jobs
    request.failOn = try arguments.value(failOn, auditor: auditor)
    request.auditor = try arguments.value(Self.auditor)
    request.exampleLocale = try arguments.value(exampleLocale, auditor: auditor)
    request.waivers = try arguments.value(waivers, auditor: auditor) ?? WaiverSet()
    request.baseline = try arguments.value(baseline, auditor: auditor)
    if let (report, path) = request.baseline, !arguments[ReportOptions.quiet] {
      for note in auditor.baselineNotes(report, path: Console.bounded(path)) { Console.error("note: \(note)\n") }
    }
    request.generatedAt = try reportDate()
    if arguments[selftest] {
      let directory = try arguments.value(SelftestCommand.unicodeData)
      request.selftest = try CommandError.library(origin: arguments.origin(of: SelftestCommand.unicodeData.spec.name)) {
        () throws(AuditError) in try auditor.selftest(directory: directory)
      }
    }
    return request
  }

  /// `SOURCE_DATE_EPOCH` when set (reproducible reports), otherwise now.
  static func reportDate() throws(CommandError) -> Date {
    guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else { return Date() }
    // Reports date with four-digit years: 9999-12-31T23:59:59Z is the last second they can say.
    let latest = 253_402_300_799
    guard let seconds = Int(text), (0...latest).contains(seconds) else {
      let shown = text.unicodeScalars.prefix(40).map { $0.escaped(asASCII: true) }.joined()
        + (text.unicodeScalars.count > 40 ? "…" : "")
      throw .usage(
        "SOURCE_DATE_EPOCH '\(shown)' is not a whole number of seconds since 1970 from 0 to \(latest) "
          + "(9999-12-31T23:59:59Z); set it to the commit's time, e.g. $(git log -1 --format=%ct)")
    }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}

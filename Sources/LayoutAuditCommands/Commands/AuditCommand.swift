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
      .init(name: "locales", value: "locales", help: "all, rtl, ltr, or locale ids separated by commas.", defaultValue: "all",
        completion: .commaList(CompletionWords.localeSelection)),
      .init(name: "platforms", value: "platforms", help: "all, or platform profile ids separated by commas.", defaultValue: "all",
        completion: .commaList(CompletionWords.platformSelection)),
      .init(name: "rules", value: "rules", help: "Rule ids separated by commas. (default: every rule)",
        completion: .commaList(CompletionWords.ruleIDs)),
      .init(
        name: "settings", value: "settings",
        help: "all (the 8 combinations), default, or combinations separated by commas, each setting names joined with + (reduce-motion+increase-contrast).",
        defaultValue: "all", completion: .commaList(CompletionWords.settings)),
      .init(
        name: "format", value: "format",
        help: ReportFormat.all.map(\.name).joined(separator: ", ") + "; repeatable. (default: every file format, and a text summary)",
        repeatable: true, completion: .choices(CompletionWords.formats)),
      .init(
        name: "output", value: "dir", help: "Where report files go ('-': print the one --format to standard output).",
        defaultValue: "Reports", completion: .directory),
      .init(name: "waivers", value: "file", help: "A JSON file of accepted exceptions.", completion: .path),
      .init(
        name: "baseline", value: "file", help: "An earlier report.json: failures become new, existing or fixed.",
        completion: .path),
      .init(
        name: "write-baseline", value: "file",
        help: "Also write this run's report.json to FILE, to compare later runs with (--baseline FILE --fail-on new).",
        completion: .path),
      .init(
        name: "update-expectations",
        help: "Rewrite each fixture's expect block from this run, in the most compact exact form, then audit again."),
      .init(
        name: "example-locale", value: "id",
        help: "The locale messages and evidence are worked out in where a finding covers it. (default: en)",
        completion: .choices(CompletionWords.localeIDs)),
      .init(
        name: "fail-on", value: "level", help: FailOn.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        defaultValue: "error", completion: .choices(CompletionWords.failOnLevels)),
      .init(name: "shard", value: "i/n", help: "Audit slice i of n of the matrix (1-based); join the slices with merge."),
      .init(name: "jobs", value: "n", help: "Parallel jobs. (default: every core)"),
      .init(name: "auditor", value: "name", help: "Who signs the report off."),
      .init(name: "selftest", help: "Run the Unicode bidi conformance files first and record the counts."),
      .init(name: "unicode-data", value: "dir", help: "Where the conformance files are.", defaultValue: "/usr/share/unicode",
        completion: .directory),
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON).", completion: .directory),
      .init(
        name: "config", value: "file", help: "Defaults from this file instead of the nearest .layout-audit.json.",
        completion: .path),
      .init(name: "no-config", help: "Ignore .layout-audit.json files."),
      .init(name: "quiet", help: "Print nothing but errors."),
      .init(name: "no-progress", help: "No progress bar."),
    ])

  static func run(_ given: ParsedArguments) throws(CommandError) -> ExitCode {
    let arguments = try ConfigDefaults.apply(to: given)
    // The locales' profiles depend on neither the options nor the cases (the engine is shared
    // by every auditor): with a second job they are read on one thread while the options are
    // checked and the cases load on this one (ICU opens their bundles under one lock, so more
    // threads would only wait for each other); with one job, on this thread before the rest.
    let warming = DispatchGroup()
    let jobs = arguments.value("jobs").flatMap { Int($0) } ?? ProcessInfo.processInfo.activeProcessorCount
    if jobs > 1 {
      DispatchQueue.global().async(group: warming) { Auditor().readProfiles(jobs: 1) }
    } else if jobs == 1 {
      Auditor().readProfiles(jobs: 1)
    }
    // An option or case error is reported once the reading is done, not while ICU is at work.
    defer { warming.wait() }
    let auditor = try CaseInputs.auditor(arguments)
    let options = try AuditOptions(arguments, auditor: auditor)
    let paths = arguments.positionals.isEmpty ? ["Cases"] : arguments.positionals
    // The default folder missing is a question of what to audit, not a bad case file: say where
    // the inputs can come from instead of pointing at a line of a file that does not exist.
    if arguments.positionals.isEmpty, !FileManager.default.fileExists(atPath: "Cases") {
      throw .usage(
        "nothing to audit: no paths were given and there is no Cases folder in "
          + "\(Console.bounded(FileManager.default.currentDirectoryPath)); pass case files, Swift sources or "
          + "folders of them (layout-audit audit PATH…), or name them in .layout-audit.json (\"cases\")")
    }
    let cases = try CaseInputs.load(paths, auditor: auditor)
    warming.wait()
    guard !cases.isEmpty else {
      throw .badInput(
        "no case files in \(paths.map(Console.bounded).joined(separator: ", ")); write one "
          + "('layout-audit schema' prints the case format) or pass its path")
    }
    var request = try AuditOptions.request(arguments, cases: cases, auditor: auditor)
    let progress = ProgressBar(enabled: !options.quiet && !arguments.flag("no-progress"), cases: cases.count)
    request.progress = progress.update
    var report: AuditReport
    do {
      report = try auditor.audit(request)
      if arguments.flag("update-expectations") {
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
      throw CommandError(error, option: arguments.flag("update-expectations") ? "--update-expectations" : nil)
    }
    if let path = arguments.value("write-baseline") {
      progress.finish()
      do {
        try auditor.writeBaseline(report, to: path)
      } catch {
        throw CommandError(error, option: "--write-baseline")
      }
      if !options.quiet { Console.error("wrote the baseline \(Console.bounded(path))\n") }
    }
    try ReportOutput.write(
      report, formats: options.formats, directory: options.output, quiet: options.quiet, auditor: auditor,
      progress: progress, jobs: request.jobs)
    return report.summary.verdict == .pass ? .success : .findings
  }
}

import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules
import Runner

/// `layout-audit audit`: the main job.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Audit cases under every locale, platform profile and setting, and write the reports.",
    discussion: """
      With no PATHS, audits Cases/ in the current directory with all 805 ICU locales, every \
      built-in platform profile and every setting, prints a summary and writes every report \
      format into Reports/. Locales that a case cannot tell apart are evaluated once per class \
      and reported per locale. Failures a case declares in its expect block are expected: they \
      do not fail the run, but a declared failure that does not happen does. Exit codes: 0 \
      clean, 1 findings at or above --fail-on (or unmet expectations), 64 usage, 65 invalid \
      input, 70 internal error.
      """,
    arguments: [.init(name: "paths", help: "Case files or folders. (default: Cases)", optional: true, repeatable: true)],
    options: [
      .init(name: "locales", value: "locales", help: "all, rtl, ltr, or locale ids separated by commas.", defaultValue: "all"),
      .init(name: "platforms", value: "platforms", help: "all, or platform profile ids separated by commas.", defaultValue: "all"),
      .init(name: "rules", value: "rules", help: "Rule ids separated by commas. (default: every rule)"),
      .init(
        name: "settings", value: "settings",
        help: "all (the 8 combinations), default, or combinations separated by commas, each setting names joined with + (reduce-motion+increase-contrast).",
        defaultValue: "all"),
      .init(
        name: "format", value: "format",
        help: "text, json, junit, sarif, markdown, html or github; repeatable. (default: every file format, and a text summary)",
        repeatable: true),
      .init(name: "output", value: "dir", help: "Where report files go.", defaultValue: "Reports"),
      .init(name: "waivers", value: "file", help: "A JSON file of accepted exceptions."),
      .init(name: "baseline", value: "file", help: "An earlier report.json: failures become new, existing or fixed."),
      .init(name: "fail-on", value: "level", help: "error, warning, new or never.", defaultValue: "error"),
      .init(name: "shard", value: "i/n", help: "Audit slice i of n of the matrix (1-based); join the slices with merge."),
      .init(name: "jobs", value: "n", help: "Parallel jobs. (default: every core)"),
      .init(name: "auditor", value: "name", help: "Who signs the report off."),
      .init(name: "selftest", help: "Run the Unicode bidi conformance files first and record the counts."),
      .init(name: "unicode-data", value: "dir", help: "Where the conformance files are.", defaultValue: "/usr/share/unicode"),
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON)."),
      .init(name: "quiet", help: "Print nothing but errors."),
      .init(name: "no-progress", help: "No progress bar."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let options = try AuditOptions(arguments)
    let platforms = try CaseInputs.platforms(arguments)
    let catalog = CaseInputs.catalog(platforms: platforms, ruleIDs: Set(RuleCatalog.ids))
    let paths = arguments.positionals.isEmpty ? ["Cases"] : arguments.positionals
    let cases = try CaseInputs.load(paths, catalog: catalog).map(AuditOptions.relative)
    guard !cases.isEmpty else {
      throw .badInput("no case files in \(paths.joined(separator: ", ")); write one (see Cases/case.schema.json) or pass its path")
    }
    var configuration = AuditConfiguration(
      cases: cases, locales: try options.locales(), platforms: try options.platforms(platforms),
      settings: options.settings, rules: options.rules)
    configuration.waivers = try options.waivers()
    (configuration.baseline, configuration.baselinePath) = try options.baseline()
    configuration.shard = options.shard
    configuration.jobs = options.jobs
    configuration.failOn = options.failOn
    configuration.auditor = options.auditor
    configuration.generatedAt = try AuditOptions.reportDate()
    configuration.tool = ToolVersion(name: ToolInfo.name, version: ToolInfo.version)
    if arguments.flag("selftest") {
      do {
        configuration.selftest = try BidiConformance.run(directory: arguments.value("unicode-data") ?? "/usr/share/unicode")
      } catch {
        throw .badInput(error.description)
      }
    }
    let progress = ProgressBar(enabled: !options.quiet && !arguments.flag("no-progress"), cases: cases.count)
    configuration.progress = progress.update
    let report: AuditReport
    do {
      report = try AuditRunner().run(configuration)
    } catch {
      progress.finish()
      throw error.commandError
    }
    progress.finish()
    try ReportOutput.write(report, formats: options.formats, directory: options.output, quiet: options.quiet)
    return report.summary.verdict == "pass" ? .success : .findings
  }
}

extension RunnerError {
  var commandError: CommandError {
    switch self {
    case .input(let message): .badInput(message)
    case .internalFailure(let message): .internalFailure(message)
    }
  }
}

import LayoutAudit

/// `layout-audit merge`: joins shard reports into the report of the whole run.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge the JSON reports of shards (--shard i/n) into one run's reports.",
    discussion: """
      Every shard of one run, each once: the result equals the report one machine would have \
      written (byte for byte with SOURCE_DATE_EPOCH set for every shard). Writes every format \
      into --output like audit; exits 1 when the merged run fails its --fail-on threshold.
      """,
    arguments: [.init(name: "reports", help: "The shards' report.json files.", repeatable: true)],
    options: [
      .init(name: "format", value: "format", help: "As for audit; repeatable. (default: every file format, and a text summary)", repeatable: true),
      .init(name: "output", value: "dir", help: "Where report files go.", defaultValue: "Reports"),
      .init(name: "quiet", help: "Print nothing but errors."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let paths = arguments.positionals
    var reports: [AuditReport] = []
    for path in paths { reports.append(try ReportOutput.read(path)) }
    let merged: AuditReport
    do {
      merged = try ReportMerger.merge(reports, paths: paths)
    } catch {
      throw error.commandError
    }
    let formats = arguments.list("format")
    for format in formats where !AuditOptions.allFormats.contains(format) {
      throw .usage("Invalid format '\(format)': use \(AuditOptions.allFormats.joined(separator: ", "))")
    }
    try ReportOutput.write(
      merged, formats: formats.isEmpty ? ["text"] + AuditOptions.fileFormats : formats,
      directory: arguments.value("output") ?? "Reports", quiet: arguments.flag("quiet"))
    return merged.summary.verdict == "pass" ? .success : .findings
  }
}

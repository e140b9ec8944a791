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
    arguments: [.init(name: "reports", help: "The shards' report.json files.", repeatable: true, completion: .path)],
    options: [ReportOptions.format.spec, ReportOptions.output.spec, ReportOptions.quiet.spec])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let auditor = Auditor()
    let options = try ReportOptions(arguments, auditor: auditor)
    let paths = arguments.positionals
    let merged = try CommandError.library { () throws(AuditError) in
      try auditor.merge(paths.map { path throws(AuditError) in try auditor.readReport(at: path) }, paths: paths)
    }
    return try ReportOutput.write(merged, options: options, auditor: auditor)
  }
}

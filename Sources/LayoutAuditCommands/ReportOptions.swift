import LayoutAudit

/// Where and how `audit` and `merge` write reports: `--format`, `--output`, `--quiet`.
struct ReportOptions {
  /// `--format`, repeatable; none given is every file format and a text summary.
  static let format = CommandOption<[ReportFormat]>(
    spec: .init(
      name: "format", value: "format",
      help: ReportFormat.all.map(\.name).joined(separator: ", ") + "; repeatable. (default: every file format, and a text summary)",
      repeatable: true, completion: .choices { ReportFormat.all.map(\.name) }, configKey: "formats")
  ) { names, auditor throws(AuditError) in try auditor.catalog.formats(names) }
  /// `--output`.
  static let output = CommandOption<String>(
    "output", value: "dir", help: "Where report files go ('-': print the one --format to standard output).",
    default: "Reports", completion: .directory, configKey: "output")
  /// `--quiet`.
  static let quiet = CommandOption.flag("quiet", help: "Print nothing but errors.")

  let formats: [ReportFormat]
  let output: String
  let quiet: Bool

  /// The formats written when `--format` is not given: every file format, and a text summary.
  static let defaultFormats = ReportFormat.all.filter { $0.fileName != nil || $0 == .text }

  init(_ arguments: ParsedArguments, auditor: Auditor) throws(CommandError) {
    let formats = try arguments.value(Self.format, auditor: auditor)
    self.formats = formats.isEmpty ? Self.defaultFormats : formats
    output = try arguments.value(Self.output)
    quiet = arguments[Self.quiet]
    if output == "-", formats.count != 1 {
      throw .usage("'--output -' prints one format to standard output; choose it with --format (json, sarif, junit, …)")
    }
  }
}

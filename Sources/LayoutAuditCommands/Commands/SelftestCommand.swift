import LayoutAudit

/// `layout-audit selftest`: the engine against the Unicode bidi conformance files.
enum SelftestCommand: Command {
  static let spec = CommandSpec(
    name: "selftest",
    abstract: "Run the Unicode bidi conformance files through the engine and print pass counts.",
    discussion: """
      Runs BidiTest.txt and BidiCharacterTest.txt and judges each case as ICU's own \
      bidiconf.cpp does. The 30 lines of BidiCharacterTest.txt that ICU 72 resolves \
      differently from the Unicode reference are listed as known deviations with their cause; \
      any other failure exits 1.
      """,
    options: [unicodeData.spec, json.spec])

  /// `--unicode-data DIR`, also `audit --selftest`'s.
  static let unicodeData = CommandOption<String>(
    "unicode-data", value: "dir",
    help: "The folder holding BidiTest.txt and BidiCharacterTest.txt (Debian: unicode-data).",
    default: "/usr/share/unicode", completion: .directory)
  static let json = CommandOption.flag("json", help: "Print JSON.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let directory = try arguments.value(unicodeData)
    let auditor = Auditor()
    let results = try CommandError.library { () throws(AuditError) in try auditor.selftest(directory: directory) }
    let failed = results.reduce(0) { $0 + $1.failed }
    let engines = auditor.engineVersions
    if arguments[json] {
      Console.out(try Console.json(SelftestReport(engine: engines, files: results)))
      return failed == 0 ? .success : .findings
    }
    var lines: [String] = []
    lines.append("ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr)")
    for result in results {
      lines.append(
        "\(result.name): \(result.cases) cases, \(result.passed) passed, "
          + "\(result.knownDeviations) known deviations, \(result.failed) failed")
      for failure in result.failures {
        lines.append("  FAILED line \(failure.line) (\(failure.paragraph)): \(failure.message)")
      }
      // Known deviations grouped by cause, causes in the order they first appear.
      let causes = result.deviations.map(\.cause).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      for cause in causes {
        let numbers = result.deviations.filter { $0.cause == cause }.map { String($0.line) }
        lines.append("  known: lines \(numbers.joined(separator: ", ")): \(cause)")
      }
    }
    lines.append(failed == 0 ? "Conformance: OK" : "Conformance: \(failed) unexpected failures")
    Console.out(lines.joined(separator: "\n") + "\n")
    return failed == 0 ? .success : .findings
  }

  private struct SelftestReport: Encodable {
    let engine: EngineVersions
    let files: [SelftestResult]
  }
}

import LocaleEngine

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
    options: [
      .init(
        name: "unicode-data", value: "dir",
        help: "The folder holding BidiTest.txt and BidiCharacterTest.txt (Debian: unicode-data).",
        defaultValue: "/usr/share/unicode"),
      .init(name: "json", help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let directory = arguments.value("unicode-data") ?? "/usr/share/unicode"
    let results: [ConformanceResult]
    do {
      results = try BidiConformance.run(directory: directory)
    } catch {
      throw .badInput(error.description)
    }
    let failed = results.reduce(0) { $0 + $1.failed }
    if arguments.flag("json") {
      Console.out(try Console.json(SelftestReport(engine: .current, files: results)))
      return failed == 0 ? .success : .findings
    }
    var lines: [String] = []
    let engines = EngineVersions.current
    lines.append("ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr)")
    for result in results {
      lines.append(
        "\(result.name): \(result.cases) cases, \(result.passed) passed, "
          + "\(result.knownDeviations) known deviations, \(result.failed) failed")
      for failure in result.failures { lines.append("  FAILED \(failure)") }
      if !result.deviations.isEmpty {
        let grouped = Dictionary(grouping: result.deviations, by: \.cause)
        for cause in KnownBidiDeviation.Cause.allCases {
          guard let lineNumbers = grouped[cause]?.map({ String($0.line) }) else { continue }
          lines.append("  known: lines \(lineNumbers.joined(separator: ", ")): \(cause.rawValue)")
        }
      }
    }
    lines.append(failed == 0 ? "Conformance: OK" : "Conformance: \(failed) unexpected failures")
    Console.out(lines.joined(separator: "\n") + "\n")
    return failed == 0 ? .success : .findings
  }

  private struct SelftestReport: Encodable {
    let engine: EngineVersions
    let files: [ConformanceResult]
  }
}

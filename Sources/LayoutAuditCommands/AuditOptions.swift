import Foundation
import LayoutAudit

/// The options of `audit`, resolved by the library's catalogue; a wrong value is a usage error
/// naming the option it came from.
struct AuditOptions {
  let formats: [ReportFormat]
  let output: String
  let quiet: Bool

  /// The formats written when `--format` is not given: every file format, and a text summary.
  static let defaultFormats = ReportFormat.all.filter { $0.fileName != nil || $0 == .text }

  /// The request `audit` runs: the matrix from the options, every id checked once.
  static func request(
    _ arguments: ParsedArguments, cases: [AuditCase], auditor: Auditor
  ) throws(CommandError) -> AuditRequest {
    let catalog = auditor.catalog
    func option<T>(_ name: String, _ resolve: () throws(AuditError) -> T) throws(CommandError) -> T {
      do {
        return try resolve()
      } catch {
        throw CommandError(error, option: name, in: arguments)
      }
    }
    let locales = try option("locales") { () throws(AuditError) in try catalog.locales(arguments.value("locales") ?? "all") }
    let platforms = try option("platforms") { () throws(AuditError) in try catalog.platforms(arguments.value("platforms") ?? "all") }
    let rules = try option("rules") { () throws(AuditError) in try catalog.rules(arguments.value("rules")) }
    let settings = try option("settings") { () throws(AuditError) in try catalog.settings(arguments.value("settings") ?? "all") }
    var request = try option("locales") { () throws(AuditError) in
      try auditor.request(cases, locales: locales, platforms: platforms, settings: settings, rules: rules)
    }
    if let text = arguments.value("shard") {
      request.shard = try option("shard") { () throws(AuditError) in try catalog.shard(text) }
    }
    if let text = arguments.value("jobs") {
      request.jobs = try option("jobs") { () throws(AuditError) in try catalog.jobs(text) }
    }
    request.failOn = try option("fail-on") { () throws(AuditError) in try catalog.failOn(arguments.value("fail-on") ?? "error") }
    request.auditor = arguments.value("auditor")
    if let id = arguments.value("example-locale") {
      request.exampleLocale = try option("example-locale") { () throws(AuditError) in try catalog.locale(id) }
    }
    if let path = arguments.value("waivers") {
      request.waivers = try option("waivers") { () throws(AuditError) in try auditor.waivers(at: path) }
    }
    if let path = arguments.value("baseline") {
      let baseline = try option("baseline") { () throws(AuditError) in try auditor.readReport(at: path) }
      request.baseline = (baseline, path)
      for note in auditor.baselineNotes(baseline, path: Console.bounded(path)) where !arguments.flag("quiet") {
        Console.error("note: \(note)\n")
      }
    }
    request.generatedAt = try reportDate()
    if arguments.flag("selftest") {
      let directory = arguments.value("unicode-data") ?? "/usr/share/unicode"
      request.selftest = try option("unicode-data") { () throws(AuditError) in try auditor.selftest(directory: directory) }
    }
    return request
  }

  init(_ arguments: ParsedArguments, auditor: Auditor) throws(CommandError) {
    do {
      let formats = try auditor.catalog.formats(arguments.list("format"))
      self.formats = formats.isEmpty ? Self.defaultFormats : formats
    } catch {
      throw CommandError(error, option: "format", in: arguments)
    }
    output = arguments.value("output") ?? "Reports"
    quiet = arguments.flag("quiet")
    if output == "-" {
      let given = arguments.list("format")
      guard given.count == 1 else {
        throw .usage(
          "'--output -' prints one format to standard output; choose it with --format (json, sarif, junit, …)")
      }
    }
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

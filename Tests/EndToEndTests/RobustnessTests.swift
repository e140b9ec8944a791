#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import LayoutAudit
import TestSupport
import Testing

/// Robustness of the CLI against its environment and its inputs (issue 15, items 2, 3 and 8):
/// hostile `LANG`/`LC_*`/`TZ` values, case files that would explode when reflections are
/// expanded, and profile, waiver and date inputs that used to be read unchecked.
@Suite("robustness, end to end")
struct RobustnessTests {
  /// What a crash leaves on stderr (Swift's backtracer, glibc's fortify check).
  static func crashed(_ result: CLI.Result) -> Bool {
    result.status >= 128 || result.stderr.contains("Program crashed") || result.stderr.contains("buffer overflow")
      || result.stderr.contains("Backtrace")
  }

  // MARK: Item 2: the environment

  /// `en_US@k0=v;k1=v;…` with 40 keywords: once overflowed a buffer in the system ICU (134).
  static let keywordLANG = "en_US@" + (0..<40).map { "k\($0)=v" }.joined(separator: ";")

  static let environments: [(name: String, variables: [String: String])] = [
    ("LANG=aaaaaaaaaaaa", ["LANG": "aaaaaaaaaaaa"]),
    ("LANG with 40 @ keywords", ["LANG": keywordLANG]),
    ("LC_ALL=ar_EG.UTF-8", ["LC_ALL": "ar_EG.UTF-8"]),
    ("LC_MESSAGES and LANGUAGE", ["LC_MESSAGES": keywordLANG, "LANGUAGE": "aaaaaaaaaaaa", "LC_TIME": "aaaaaaaaaaaa"]),
    ("TZ=Asia/Tokyo", ["TZ": "Asia/Tokyo"]),
  ]

  static let reportNames = ["report.json", "report.junit.xml", "report.sarif", "report.md", "report.html"]

  @Test("Reports are byte-identical under any LANG/LC_*/TZ, and a hostile LANG crashes nothing (was 139 and 134)")
  func environment() throws {
    let work = try CLI.workspace()
    // Every locale (ICU falls back to its default locale while profiling some of them, `haw`
    // for one), two platforms to keep the run short.
    let matrix = ["--platforms", "ios-26,tvos-26", "--no-progress"]
    let plain = try CLI.run(["audit", "--output", "plain"] + matrix, in: work)
    #expect(plain.status == 0, "\(plain.stderr)")
    for (index, (name, variables)) in Self.environments.enumerated() {
      let result = try CLI.run(["audit", "--output", "env\(index)"] + matrix, in: work, environment: variables)
      #expect(result.status == 0, "\(name): \(result.stderr.prefix(2000))")
      #expect(!Self.crashed(result), "\(name)")
      #expect(result.stdout == plain.stdout, "\(name)")
      for report in Self.reportNames {
        #expect(try CLI.read(work, "env\(index)/\(report)") == CLI.read(work, "plain/\(report)"), "\(name): \(report)")
      }
    }
  }

  @Test("locales --json (every locale's ICU profile) is the same under a hostile LANG")
  func localesUnderHostileLANG() throws {
    let work = try CLI.workspace()
    let plain = try CLI.run(["locales", "--json"], in: work)
    #expect(plain.status == 0)
    for variables in [["LANG": Self.keywordLANG], ["LANG": "aaaaaaaaaaaa"], ["LC_ALL": "ar_EG.UTF-8"]] {
      let result = try CLI.run(["locales", "--json"], in: work, environment: variables)
      #expect(result.status == 0, "\(variables): \(result.stderr.prefix(2000))")
      #expect(!Self.crashed(result))
      #expect(result.stdout == plain.stdout, "\(variables)")
    }
  }

  // MARK: Item 3: resource bombs

  /// The two bombs of the issue, kept as fuzz regression inputs (`Tests/Fuzz/Regressions/resolution/`).
  static let bombs = Python.packageRoot.appendingPathComponent("Tests/Fuzz/Regressions/resolution")

  static func bombWorkspace() throws -> URL {
    let work = try Python.temporaryDirectory()
    let cases = work.appendingPathComponent("Cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    for name in ["bomb-reflection-doubling", "bomb-reflection-chain"] {
      try FileManager.default.copyItem(
        at: bombs.appendingPathComponent("\(name).json"), to: cases.appendingPathComponent("\(name).json"))
    }
    return work
  }

  @Test(
    "validate refuses each bomb within a second, located (was exit 0, then 48 s and 2.2 GB, or a false 'cycle')",
    arguments: [
      ("bomb-reflection-doubling", "Cases/bomb-reflection-doubling.json:81:26: error: this VStack expands to 2,238 view nodes"),
      ("bomb-reflection-chain", "Cases/bomb-reflection-chain.json:345:4: error: this Reflection of \"r62\" takes resolution 65 levels deep"),
    ])
  func bombsValidate(_ name: String, _ message: String) throws {
    let work = try Self.bombWorkspace()
    // The bound is generous (validation takes milliseconds); before, validate accepted these and
    // resolution then ran for a minute.
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try CLI.run(["validate", "Cases/\(name).json"], in: work)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect((result.stdout + result.stderr).contains(message), "\(result.stdout)\(result.stderr)")
    #expect(seconds < 1, "validate took \(seconds) s")
    #expect(!Self.crashed(result))
  }

  @Test("audit and resolve refuse the bombs at validation: exit 65, located, no 'cycle'", arguments: ["bomb-reflection-doubling", "bomb-reflection-chain"])
  func bombsAudit(_ name: String) throws {
    let work = try Self.bombWorkspace()
    let audit = try CLI.run(["audit", "Cases/\(name).json", "--locales", "en,ar", "--no-progress"], in: work)
    #expect(audit.status == 65, "\(audit.stderr)")
    #expect(audit.stderr.contains("Cases/\(name).json:"), "\(audit.stderr)")
    #expect(!audit.stderr.contains("cycle"), "\(audit.stderr)")
    let resolve = try CLI.run(["resolve", "Cases/\(name).json", "--locale", "ar", "--platform", "tvos-26"], in: work)
    #expect(resolve.status == 65, "\(resolve.stderr)")
    #expect(resolve.stderr.contains("Cases/\(name).json:"), "\(resolve.stderr)")
  }

  // MARK: Item 8: profiles, waiver dates, SOURCE_DATE_EPOCH

  static let profile = """
    { "id": "tvos-27", "name": "tvOS 27", "family": "tvOS", "version": "27.0", "quirks": [],
      "accommodations": { "reduceMotion": ["lensing"], "increaseContrastAdaptsRegularGlass": true,
        "reduceTransparencyAdaptsRegularGlass": true, "adaptsClearGlass": false } }
    """

  @Test("--profiles FILE is an error, not silently ignored (was exit 0)")
  func profilesFile() throws {
    let work = try CLI.workspace(extra: ["tvos-27.json": Self.profile])
    let result = try CLI.run(["audit", "--profiles", "tvos-27.json", "--locales", "en", "--no-progress"], in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("tvos-27.json: error: not a folder; platform profiles are read from the folder"), "\(result.stderr)")
  }

  @Test("A FIFO profile is named as a FIFO (was a permission problem), a huge one is refused before reading, a bad one is located")
  func profileFiles() throws {
    let work = try CLI.workspace()
    let profiles = work.appendingPathComponent("profiles")
    try FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
    #expect(mkfifo(profiles.appendingPathComponent("pipe.json").path, 0o644) == 0)
    var result = try CLI.run(["audit", "--profiles", "profiles", "--locales", "en", "--no-progress"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("profiles/pipe.json:1:1: error: not a regular file: it is a FIFO (named pipe)"), "\(result.stderr)")
    #expect(!result.stderr.contains("permission"))

    try FileManager.default.removeItem(at: profiles.appendingPathComponent("pipe.json"))
    let huge = profiles.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: 1 << 30)  // sparse: 1 GiB that takes no space
    try handle.close()
    result = try CLI.run(["validate", "Cases", "--profiles", "profiles"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("profiles/huge.json:1:1: error: the file is too large (1073741824 bytes; at most 1048576 bytes)"), "\(result.stderr)")

    try FileManager.default.removeItem(atPath: huge)
    try Self.profile.replacingOccurrences(of: "\"quirks\": []", with: "\"quirks\": [ { \"name\": 1 } ]")
      .write(to: profiles.appendingPathComponent("tvos-27.json"), atomically: true, encoding: .utf8)
    result = try CLI.run(["audit", "--profiles", "profiles", "--locales", "en", "--no-progress"], in: work)
    #expect(result.status == 65)
    #expect(result.stderr.contains("profiles/tvos-27.json:1:98: error: expected a string for \"name\", found a number"), "\(result.stderr)")
  }

  @Test("reviewBy 2999-99-99 is a located error (was accepted)")
  func impossibleReviewDate() throws {
    let waivers = """
      { "waivers": [
        { "rule": "digit-order-ltr", "case": "return-glass-timer", "reason": "r", "approvedBy": "a", "reviewBy": "2999-99-99" } ] }
      """
    let work = try CLI.workspace(extra: ["waivers.json": waivers])
    let result = try CLI.run(["audit", "--waivers", "waivers.json", "--locales", "en", "--no-progress"], in: work)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("waivers.json:2:108: error: \"reviewBy\" must be a calendar date"), "\(result.stderr)")
  }

  @Test(
    "SOURCE_DATE_EPOCH past year 9999, negative or not a number is a usage error (year 5,828,963 was accepted)",
    arguments: ["9223372036854775807", "253402300800", "-1", "1e9", "abc", ""])
  func sourceDateEpoch(_ value: String) throws {
    let work = try CLI.workspace()
    let result = try CLI.run(["audit", "--locales", "en", "--no-progress"], in: work, environment: ["SOURCE_DATE_EPOCH": value])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("SOURCE_DATE_EPOCH"), "\(result.stderr)")
  }

  @Test("On the last second of year 9999 a waiver dated 2999 has expired (dates compare as dates)")
  func farFutureExpiry() throws {
    let waivers = """
      { "waivers": [
        { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "reason": "r", "approvedBy": "a", "reviewBy": "2999-01-01" } ] }
      """
    let work = try CLI.workspace(extra: ["waivers.json": waivers])
    let result = try CLI.run(
      ["audit", "--waivers", "waivers.json", "--locales", "en,ar", "--format", "json", "--no-progress"], in: work,
      environment: ["SOURCE_DATE_EPOCH": "253402300799"])
    #expect(!Self.crashed(result), "\(result.stderr)")
    let report = try Auditor().readReport(data: CLI.read(work, "Reports/report.json"), path: "report.json")
    #expect(report.generatedAt == "9999-12-31T23:59:59Z")
    #expect(report.waivers.expired.map(\.id) == ["W1"])
    #expect(report.waivers.applied.isEmpty)
  }
}

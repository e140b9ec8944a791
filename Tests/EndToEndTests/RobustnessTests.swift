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
    let plain = try CLI.run(["audit", "--output", "plain", "--no-progress"], in: work)
    #expect(plain.status == 0, "\(plain.stderr)")
    for (index, (name, variables)) in Self.environments.enumerated() {
      let result = try CLI.run(["audit", "--output", "env\(index)", "--no-progress"], in: work, environment: variables)
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
}

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
}

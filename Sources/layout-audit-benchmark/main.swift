import CICU
import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules
import ReportModel
import Runner

// The performance figures the issues ask for, measured in a release build:
//   swift run -c release layout-audit-benchmark [--unicode-data DIR]
// Each figure is the median of several runs; targets are printed beside them.

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
  var samples: [Double] = []
  for _ in 0..<runs { samples.append(try body()) }
  return samples.sorted()[runs / 2]
}

func row(_ name: String, _ value: String, _ target: String, _ ok: Bool) {
  let padded = name.padding(toLength: 58, withPad: " ", startingAt: 0)
  print("\(padded) \(value.padding(toLength: 22, withPad: " ", startingAt: 0)) target \(target)  \(ok ? "ok" : "MISSED")")
}

let arguments = CommandLine.arguments
let unicodeData = arguments.firstIndex(of: "--unicode-data").map { arguments[$0 + 1] } ?? "/usr/share/unicode"
let engines = ICUVersions.current
print("LayoutAudit benchmark — ICU \(engines.icu), Unicode \(engines.unicode), CLDR \(engines.cldr), \(ProcessInfo.processInfo.activeProcessorCount) cores")

// 1. Every locale profile, from a cold engine.
let profileTime = try median(5) {
  let engine = LocaleEngine()
  return try seconds { _ = try engine.allProfiles() }
}
row("profiles of all 805 locales (cold)", String(format: "%.3f s", profileTime), "< 0.5 s", profileTime < 0.5)

// 2. Bidi of short strings: the Swift API against the same ICU loop in C.
let samples = ["-00:05", "٢٥:٠٠", "25:00", "\u{200E}-00:05", "۲۵:۰۰"]
let iterations = 200_000
var worstRatio = 0.0
for sample in samples {
  let units = Array(sample.utf16)
  let cNanos = median(5) { cicu_benchmark_bidi(units, Int32(units.count), 1, Int32(iterations)) }
  let resolver = BidiResolver()
  var checksum = 0
  let swiftNanos = try median(5) {
    try seconds {
      for _ in 0..<iterations {
        checksum &+= Int(try resolver.resolve(units, direction: .rtl).visualOrder[0])
      }
    } * 1e9 / Double(iterations)
  }
  let ratio = swiftNanos / cNanos
  worstRatio = max(worstRatio, ratio)
  let label = "bidi \(VisibleText.make(sample)) (\(units.count) units): Swift vs C"
  row(label, String(format: "%.0f/%.0f ns", swiftNanos, cNanos), "≤ 2×", ratio <= 2)
  if checksum == -1 { print(checksum) }
}
row("bidi worst Swift/C ratio", String(format: "%.2f×", worstRatio), "≤ 2×", worstRatio <= 2)

// 3. The conformance self-test over both files.
if FileManager.default.fileExists(atPath: unicodeData + "/BidiTest.txt") {
  let selftest = try median(3) { try seconds { _ = try BidiConformance.run(directory: unicodeData) } }
  row("selftest, both conformance files", String(format: "%.2f s", selftest), "< 5 s", selftest < 5)
} else {
  print("selftest: skipped, no conformance files in \(unicodeData) (apt-get install unicode-data)")
}

// 4. The audit of the two Return cases over the full matrix: 805 locales × 6 profiles × 8
// settings × every tick of a one-hour countdown, through the runner.
let casesDirectory = arguments.firstIndex(of: "--cases").map { arguments[$0 + 1] } ?? "Cases"
let oneHour = try ["return-glass-timer", "return-timer-tvos-regression"].map { name -> LoadedCase in
  let path = casesDirectory + "/" + name + ".json"
  let text = try String(contentsOfFile: path, encoding: .utf8)
    .replacingOccurrences(of: #""from": 1500"#, with: #""from": 3600"#)
  let data = Data(text.utf8)
  return LoadedCase(path: path, layoutCase: try CaseDecoder().decode(data, path: path), contents: data)
}
let allProfiles = try LocaleEngine.shared.allProfiles()
func auditConfiguration(_ cases: [LoadedCase]) -> AuditConfiguration {
  AuditConfiguration(
    cases: cases, locales: allProfiles, platforms: PlatformCatalog.builtIn.profiles,
    settings: AccessibilitySettings.all, rules: RuleCatalog.all)
}
var lastReport: AuditReport?
let auditTime = try median(3) { try seconds { lastReport = try AuditRunner().run(auditConfiguration(oneHour)) } }
let matrix = lastReport!.matrix
row(
  "audit: 2 Return cases, full matrix, one-hour timeline", String(format: "%.2f s", auditTime), "< 5 s", auditTime < 5)
print("  \(matrix.evaluations) layouts resolved for \(matrix.naiveEvaluations) naive (locale × setting × tick) evaluations")
let oneCase = try median(3) { try seconds { _ = try AuditRunner().run(auditConfiguration([oneHour[0]])) } }

// 5. The naive cost of the ICU work alone: every tick of the hour formatted in every locale and
// run through bidi — what the audit would pay without equivalence classes.
let naive = try seconds {
  let resolver = BidiResolver()
  var checksum = 0
  for profile in allProfiles {
    for tick in stride(from: 3600, through: 0, by: -1) {
      let text = try LocaleEngine.shared.formatTimer(seconds: tick, locale: profile.locale, skeleton: .ms)
      checksum &+= Int(try resolver.resolve(text, direction: ParagraphDirection(profile.direction)).paragraphLevel)
    }
  }
  if checksum == -1 { print(checksum) }
}
row("naive ICU loop: 805 locales × 3,601 ticks, format + bidi", String(format: "%.2f s", naive), "reference", true)
row("audit of one case vs the naive loop", String(format: "%.2f s vs %.2f s", oneCase, naive), "audit < naive", oneCase < naive)

// 6. Peak memory of a whole `audit` run, measured on the release CLI as a child process.
let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layout-audit")
if FileManager.default.isExecutableFile(atPath: cli.path) {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("layout-audit-bench-\(getpid())")
  try FileManager.default.createDirectory(at: work.appendingPathComponent("Cases"), withIntermediateDirectories: true)
  for loaded in oneHour {
    try loaded.contents.write(to: work.appendingPathComponent("Cases/\(loaded.layoutCase.id).json"))
  }
  let process = Process()
  process.executableURL = cli
  process.arguments = ["audit", "--quiet"]
  process.currentDirectoryURL = work
  let start = DispatchTime.now().uptimeNanoseconds
  try process.run()
  process.waitUntilExit()
  let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
  let megabytes = Double(usage.ru_maxrss) / 1024
  row("layout-audit audit (CLI, all reports written)", String(format: "%.2f s", wall), "< 5 s", wall < 5)
  row("  peak memory (max RSS)", String(format: "%.0f MB", megabytes), "< 500 MB", megabytes < 500)
  try? FileManager.default.removeItem(at: work)
} else {
  print("audit CLI: skipped, build it first (swift build -c release)")
}

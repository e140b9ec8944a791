import CICU
import Foundation
import LocaleEngine

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
  let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
  print("\(padded) \(value.padding(toLength: 14, withPad: " ", startingAt: 0)) target \(target)  \(ok ? "ok" : "MISSED")")
}

let arguments = CommandLine.arguments
let unicodeData = arguments.firstIndex(of: "--unicode-data").map { arguments[$0 + 1] } ?? "/usr/share/unicode"
let engines = EngineVersions.current
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
  let label = "bidi \(EscapedText.visible(sample)) (\(units.count) units): Swift vs C"
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

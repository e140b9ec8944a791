import Foundation
import SwiftImport
import SwiftParser

// The Swift importer's performance figures (release build):
//   swift build -c release && .build/release/layout-audit-import-benchmark
//   [--files N] [--package-only]
// Inputs are generated here: a 2,000-line Swift file, and a package of 1,000 Swift files (N with
// `--files`; `--package-only` skips the 2,000-line file, for profiling the package alone).

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func row(_ name: String, _ value: Double, target: Double) {
  let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
  print("\(padded) \(String(format: "%8.3f s", value))   target < \(String(format: "%g", target)) s  \(value < target ? "ok" : "MISSED")")
}

/// A file in the style of a real app: a model that formats the string, a timer view with
/// digit cells and glass, and filler views and helpers until it has `lines` lines.
func swiftFile(index: Int, lines: Int) -> String {
  var text = """
    import SwiftUI

    @Observable
    final class Model\(index) {
      var remaining\(index) = \(60 + index % 3000)
      var display: String {
        let minutes = remaining\(index) / 60
        let seconds = remaining\(index) % 60
        return String(format: "%02d:%02d", minutes, seconds)
      }
      func tick() { remaining\(index) -= 1 }
    }

    struct Cell\(index): View {
      let character: Character
      let width: CGFloat
      var body: some View {
        Text(String(character))
          .font(.system(size: 48, weight: .bold, design: .rounded))
          .frame(width: width)
      }
    }

    struct Timer\(index): View {
      @Environment(\\.accessibilityReduceMotion) private var reduceMotion
      let model: Model\(index)
      var body: some View {
        VStack(spacing: 8) {
          HStack(spacing: 0) {
            ForEach(Array(model.display.enumerated()), id: \\.offset) { _, character in
              Cell\(index)(character: character, width: character == ":" ? 14 : 29)
            }
          }
          .flipsForRightToLeftLayoutDirection(false)
          .environment(\\.layoutDirection, .leftToRight)
          .accessibilityLabel("Time left: \\(model.display)")
          .animation(reduceMotion ? nil : .easeInOut(duration: 0.2), value: model.display)
          Button("Pause") { model.tick() }
            .glassEffect(.regular.interactive())
        }
      }
    }

    """
  var filler = 0
  // Counted as it grows: splitting the whole text again for each filler view made generating
  // the inputs cost more than importing them.
  var lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
  while lineCount < lines {
    let view = """

      struct Row\(index)x\(filler): View {
        let title: String
        var subtitle: String { title.uppercased() + " \\(\(filler))" }
        var body: some View {
          HStack(spacing: 12) {
            Text(title).font(.headline)
            Spacer()
            Text(subtitle).foregroundStyle(.secondary)
          }
          .padding(.vertical, 4)
        }
      }

      """
    text += view
    lineCount += view.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    filler += 1
  }
  return text
}

print("LayoutAudit Swift importer benchmark — \(ProcessInfo.processInfo.activeProcessorCount) cores")
// The toolchain's host libraries are built with library evolution, so the parser's hot paths
// run through resilient, unspecialised code: the same files parse many times faster with the
// package compiled with the tool. A figure means little without saying which one it used.
#if SWIFT_SYNTAX_PACKAGE
print("SwiftSyntax: the swift-syntax package, compiled with the tool (LAYOUT_AUDIT_SWIFT_SYNTAX=package)")
#else
print("SwiftSyntax: the toolchain's host libraries (usr/lib/swift/host, built with library evolution)")
#endif

let arguments = CommandLine.arguments
let fileCount = arguments.firstIndex(of: "--files").flatMap { Int(arguments[$0 + 1]) } ?? 1_000
let packageOnly = arguments.contains("--package-only")

// 1. One 2,000-line file.
let big = swiftFile(index: 1, lines: 2_000)
let bigLines = big.split(separator: "\n", omittingEmptySubsequences: false).count
var runs: [Double] = []
for _ in 0..<(packageOnly ? 0 : 5) {
  runs.append(try seconds {
    let cases = try SwiftImporter().importCases(sources: [(path: "Sources/App/Big.swift", text: big)])
    precondition(cases.count == 1, "expected one timer view, found \(cases.count)")
  })
}
if !packageOnly { row("import a \(bigLines)-line Swift file (median of 5)", runs.sorted()[2], target: 1) }

// 2. A package of 1,000 files on disk, scanned as `layout-audit import DIR` does.
let root = FileManager.default.temporaryDirectory.appendingPathComponent("import-benchmark-\(getpid())")
let sources = root.appendingPathComponent("Sources/App")
try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: root) }
try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n"
  .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
var totalLines = 0
var texts: [String] = []
for i in 0..<fileCount {
  let text = swiftFile(index: i, lines: 120)
  texts.append(text)
  totalLines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  try text.write(to: sources.appendingPathComponent("File\(i).swift"), atomically: true, encoding: .utf8)
}
/// The process's CPU time so far (user and system, every thread): on a shared machine it moves
/// less with other work than wall time does.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

var found = 0
let cpuBefore = cpuSeconds()
let package = try seconds {
  found = try SwiftImporter().importCases(from: [root.path]).count
}
precondition(found == fileCount, "expected \(fileCount) timer views, found \(found)")
row("import a package of \(fileCount) Swift files (\(totalLines) lines, \(found) views)", package, target: 5 * Double(fileCount) / 1_000)
print("  CPU time \(String(format: "%.2f", cpuSeconds() - cpuBefore)) s (every thread); load average \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?")")

// The floor under that figure: the toolchain's SwiftParser alone on the same files, on every
// core (the importer cannot parse for less; it reads what the parser gives).
let parsedTexts = texts
let parseOnly = seconds {
  DispatchQueue.concurrentPerform(iterations: parsedTexts.count) { _ = Parser.parse(source: parsedTexts[$0]) }
}
print("  of which SwiftParser alone (the same files on every core): \(String(format: "%.3f", parseOnly)) s")

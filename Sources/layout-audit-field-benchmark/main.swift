import Foundation
import LayoutAudit
import SwiftImport

// The importer on real code: every view of the field corpus (Tests/FieldCorpus), imported as a
// new user would (the repository's folder, then `--view NAME`), compared with the judgement a
// person wrote from reading the code, and the imported case audited at the full matrix.
//
//   Tests/FieldCorpus/corpus extract --mirrors DIR
//   swift build -c release --product layout-audit-field-benchmark
//   .build/release/layout-audit-field-benchmark [--no-audit] [--only owner/name] [--verbose]

let arguments = Array(CommandLine.arguments.dropFirst())
let corpus = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/FieldCorpus")
let audits = !arguments.contains("--no-audit")
let verbose = arguments.contains("--verbose")
let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

struct Manifest: Decodable {
  struct View: Decodable {
    var view: String
    var file: String
    var judgement: Judgement
  }
  struct Judgement: Decodable {
    struct Animation: Decodable {
      var line: Int
      var animates: String
    }
    var timer: Bool
    var kind: String
    var display: String?
    var variants: Int?
    var animations: [Animation]?
    var platforms: [String]?
    var deploymentTarget: [String: String]?
    var localizations: [String]?
    var reflection: Bool?
  }
  var repository: String
  var root: String
  var views: [View]
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// One judged fact and whether the imported case agrees.
struct Fact {
  var name: String
  var judged: String
  var imported: String
  var matches: Bool
}

/// Tallies per fact name.
var tally: [String: (matched: Int, judged: Int)] = [:]
var found = 0, timers = 0, nonTimersLeft = 0, nonTimers = 0, namedImported = 0, views = 0
var slowestAudit = (0.0, ""), slowestImport = (0.0, "")
var failures: [String] = []

func compare(_ judgement: Manifest.Judgement, _ facts: ImportedFacts) -> [Fact] {
  var result: [Fact] = []
  func add(_ name: String, _ judged: String, _ imported: String, _ matches: Bool) {
    result.append(Fact(name: name, judged: judged, imported: imported, matches: matches))
  }
  if let display = judgement.display, display != "unknown" {
    // Spaces are the stack's spacing in a split display, not characters of the string.
    let same = display.filter { $0 != " " } == (facts.display ?? "").filter { $0 != " " }
    add("display", display, facts.display ?? "-", same)
  }
  if ["countdown", "countUp", "systemTimer", "relative"].contains(judgement.kind) {
    add("kind", judgement.kind, facts.kind ?? "-", judgement.kind == facts.kind)
  }
  if let variants = judgement.variants {
    add("variants", "\(variants)", "\(facts.variants)", variants == facts.variants || (variants <= 1 && facts.variants <= 1))
  }
  for animation in judgement.animations ?? [] {
    let imported = facts.animations[animation.line].map { $0 ? "display" : "other" } ?? (facts.listedLines.contains(animation.line) ? "listed" : "-")
    add("animation", "\(animation.line): \(animation.animates)", imported, imported == animation.animates)
  }
  if let platforms = judgement.platforms, !platforms.isEmpty {
    add("platforms", platforms.sorted().joined(separator: ","), facts.platforms.sorted().joined(separator: ","), Set(platforms) == facts.platforms)
  }
  if let targets = judgement.deploymentTarget, !targets.isEmpty {
    let judged = targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let matches = targets.allSatisfy { family, version in
      let families = family == "iOS" ? ["iOS", "iPadOS"] : [family]
      return families.contains { facts.deploymentTarget[$0].map { ProjectVersion.same($0, version) } ?? false }
    }
    add("deploymentTarget", judged, facts.deploymentTarget.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "), matches)
  }
  if let localizations = judgement.localizations, !localizations.isEmpty {
    let judged = Set(localizations.map { $0.lowercased() })
    let imported = Set(facts.localizations.map { $0.lowercased() })
    add("localizations", localizations.joined(separator: ","), facts.localizations.joined(separator: ","), judged == imported)
  }
  if let reflection = judgement.reflection {
    add("reflection", "\(reflection)", "\(facts.reflection)", reflection == facts.reflection)
  }
  return result
}

enum ProjectVersion {
  static func same(_ a: String, _ b: String) -> Bool {
    func parts(_ v: String) -> [Int] {
      var p = v.split(separator: ".").map { Int($0) ?? 0 }
      while p.count < 3 { p.append(0) }
      return p
    }
    return parts(a) == parts(b)
  }
}

let auditor = Auditor()
let catalog = auditor.catalog.cases
let importer = SwiftImporter(isKnownLocale: catalog.isKnownLocale)
let directory = corpus.appendingPathComponent("Repositories")
let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
guard !names.isEmpty else {
  print("field benchmark: no manifests in \(directory.path)")
  exit(1)
}
var repositories = 0
var missing: [String] = []
print("view".padding(toLength: 58, withPad: " ", startingAt: 0) + " found  facts  import   audit")
for name in names {
  let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
  if let only, manifest.repository != only { continue }
  let folder = corpus.appendingPathComponent("Sources").appendingPathComponent(manifest.repository.replacingOccurrences(of: "/", with: "+"))
  let root = manifest.root.isEmpty ? folder.path : folder.appendingPathComponent(manifest.root).path
  guard FileManager.default.fileExists(atPath: root) else {
    missing.append(manifest.repository)
    continue
  }
  repositories += 1
  // As a user first would: the folder, no --view. Relative paths, as the CLI run from the
  // repository's folder names them.
  var all = SwiftImporter.ImportResult()
  let wholeTime = seconds {
    do { all = try importer.importViews(from: [root]) } catch { failures.append("\(manifest.repository): \(error)") }
  }
  if wholeTime > slowestImport.0 { slowestImport = (wholeTime, manifest.repository) }
  for skipped in all.skipped { failures.append("\(manifest.repository): \(skipped.warning)") }
  for view in manifest.views {
    views += 1
    let file = folder.appendingPathComponent(view.file).path
    let written = all.cases.contains { $0.view == view.view && $0.swiftFile.hasSuffix(view.file) }
      || (all.cases.contains { $0.view == view.view } && !manifest.views.contains { $0.view == view.view && $0.file != view.file })
    if view.judgement.timer {
      timers += 1
      if written { found += 1 }
    } else {
      nonTimers += 1
      if !written { nonTimersLeft += 1 }
    }
    // Then as a user who names the view.
    var named: SwiftImporter.ImportedCase?
    var namedError = ""
    do {
      let result = try importer.importViews(from: [root], view: view.view)
      named = result.cases.first { $0.swiftFile == file } ?? result.cases.first
      if named == nil { namedError = result.skipped.map(\.warning).joined(separator: "; ") }
    } catch {
      namedError = "\(error)"
    }
    var auditTime = 0.0
    var facts: [Fact] = []
    if let named {
      namedImported += 1
      if view.judgement.timer, let imported = ImportedFacts(json: named.json) { facts = compare(view.judgement, imported) }
      if audits {
        do {
          let audited = try auditor.importedCase(json: named.json, id: named.id, source: named.swiftFile)
          auditTime = try seconds { _ = try auditor.audit([audited]) }
        } catch {
          failures.append("\(manifest.repository) \(view.view): \(error)")
        }
      }
    } else {
      failures.append("\(manifest.repository) \(view.view) (--view): \(namedError)")
    }
    if auditTime > slowestAudit.0 { slowestAudit = (auditTime, "\(manifest.repository) \(view.view)") }
    for fact in facts {
      tally[fact.name, default: (0, 0)].judged += 1
      if fact.matches { tally[fact.name, default: (0, 0)].matched += 1 }
    }
    let label = "\(manifest.repository.split(separator: "/").last ?? "") \(view.view)\(view.judgement.timer ? "" : " (not a timer)")"
    let verdict = view.judgement.timer ? (written ? "yes" : "NO") : (written ? "WRONG" : "left")
    let matched = facts.filter(\.matches).count
    print(
      label.padding(toLength: 58, withPad: " ", startingAt: 0) + verdict.padding(toLength: 7, withPad: " ", startingAt: 0)
        + "\(matched)/\(facts.count)".padding(toLength: 7, withPad: " ", startingAt: 0)
        + String(format: "%5.2f s %6.2f s", wholeTime, auditTime))
    for fact in facts where !fact.matches || verbose {
      print("    \(fact.matches ? "  " : "≠ ")\(fact.name): judged \(fact.judged); imported \(fact.imported)")
    }
  }
}

let judged = tally.values.reduce(0) { $0 + $1.judged }
let matched = tally.values.reduce(0) { $0 + $1.matched }
func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f %%", 100 * Double(a) / Double(b)) }
print("")
print("repositories \(repositories), views \(views) (\(timers) timers, \(nonTimers) not)")
print("timers found without --view: \(found)/\(timers) (\(percent(found, timers)))")
print("non-timers left out:        \(nonTimersLeft)/\(nonTimers)")
print("recognised (both):          \(found + nonTimersLeft)/\(views) (\(percent(found + nonTimersLeft, views)))")
print("imported with --view:       \(namedImported)/\(views)")
print("judged facts matching:      \(matched)/\(judged) (\(percent(matched, judged)))")
for (name, counts) in tally.sorted(by: { $0.key < $1.key }) {
  print("  \(name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(counts.matched)/\(counts.judged) (\(percent(counts.matched, counts.judged)))")
}
print(String(format: "slowest import of a repository: %.2f s (%@)", slowestImport.0, slowestImport.1))
if audits { print(String(format: "slowest audit at the full matrix: %.2f s (%@), target < 2 s", slowestAudit.0, slowestAudit.1)) }
print("internal errors and views left out: \(failures.count)")
for failure in failures { print("  \(failure)") }
if !missing.isEmpty { print("not extracted (run Tests/FieldCorpus/corpus extract): \(missing.joined(separator: ", "))") }

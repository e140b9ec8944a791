import Foundation
import LayoutAudit
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules
import Runner

/// Starting inputs for the fuzz targets, generated from the package itself so they follow the
/// case format as it changes.
enum FuzzSeeds {
  /// The package root, from this file's path (`Sources/FuzzTargets/FuzzSeeds.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The shipped cases (`Cases/*.json` without the schema) and every rule example.
  static func cases() -> [String: Data] {
    var seeds: [String: Data] = [:]
    let directory = packageRoot.appendingPathComponent("Cases")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
      if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
        seeds["case-\(name)"] = data
      }
    }
    for rule in RuleCatalog.all {
      for (index, example) in rule.examples.enumerated() {
        seeds["example-\(rule.id)-\(index).json"] = Data(example.caseJSON.utf8)
      }
    }
    return seeds
  }

  /// The importer's corpus views (`Tests/SwiftImportTests/Corpus/Views`) and the field
  /// report's code, one Swift file each.
  static func swiftSources() -> [String: Data] {
    var seeds: [String: Data] = [:]
    let directory = packageRoot.appendingPathComponent("Tests/SwiftImportTests/Corpus")
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return seeds }
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path) else { continue }
      seeds["swift-" + relative.replacingOccurrences(of: "/", with: "-")] = data
    }
    return seeds
  }

  /// A direction byte (0 auto, 1 ltr, 2 rtl) followed by the bidi command's text.
  static func bidi() -> [String: Data] {
    let texts = [
      "-00:05", #"\u{2066}-00:05\u{2069}"#, #"\u{200E}-25:00"#, #"\u{61C}-٢٥:٠٠"#, "٢٥:٠٠",
      "۲۵:۰۰", "25:00 دقيقة", "שעה 1:25:05", #"\u{202E}12:34\u{202C}"#, #"\u{202D}ab\u{202A}c\u{202B}d\u{202C}"#,
      #"\u{2067}\u{2068}x\u{2069}\u{2069}"#, #"a\\b"#, #"\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}"#,
      #"\u{1E900}𞤀:𞥑"#, "(12)[34]{56}", "AM 10:05", "ص ١٠:٠٥",
    ]
    return Dictionary(
      uniqueKeysWithValues: texts.enumerated().map { index, text in
        ("bidi-\(index)", Data([UInt8(index % 3)]) + Data(text.utf8))
      })
  }

  /// A waivers file and a small report of a shipped case (two locales, one platform).
  static func readers() -> [String: Data] {
    var seeds: [String: Data] = [:]
    seeds["waivers.json"] = Data(
      #"""
      { "waivers": [
        { "id": "W1", "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "node": "timer",
          "platforms": ["tvos-26"], "locales": ["ar", "he"], "reason": "tracked in FB1",
          "approvedBy": "A. Auditor", "reviewBy": "2030-01-01" },
        { "id": "W2", "rule": "clear-glass-legibility", "case": "return-glass-timer",
          "reason": "r", "approvedBy": "b", "reviewBy": "2020-01-01" }
      ] }
      """#.utf8)
    let auditor = FuzzChecks.auditor
    let path = packageRoot.appendingPathComponent("Cases/return-timer-tvos-regression.json").path
    if let loaded = try? auditor.loadCase(at: path),
      let report = try? auditor.audit(
        [loaded], locales: .ids(["en", "ar"]), platforms: ["tvos-26"], settings: [.standard]),
      let data = try? JSONReportWriter().render(report, context: ReportContext())
    {
      seeds["report.json"] = data
    }
    return seeds
  }

  /// The built-in platform profiles, as shipped.
  static func profiles() -> [String: Data] {
    var seeds: [String: Data] = [:]
    let directory = packageRoot.appendingPathComponent("Sources/LayoutEngine/Profiles")
    for id in PlatformCatalog.builtInIDs {
      if let data = FileManager.default.contents(atPath: directory.appendingPathComponent("\(id).json").path) {
        seeds["profile-\(id).json"] = data
      }
    }
    return seeds
  }
}

import Foundation
import LayoutAudit
import Testing

/// The corpus: SwiftUI views written the way apps write them (models that format the string,
/// views and styles spread over files, packages and Xcode projects), each with the cases the
/// importer must write for it, committed under `Corpus/Expected/<folder>/`. Regenerate with
/// `LAYOUT_AUDIT_UPDATE_CORPUS=1 swift test --filter CorpusTests` and review the diff.
@Suite("Corpus")
struct CorpusTests {
  static let views = ImportSupport.corpus.appendingPathComponent("Views")
  static let expected = ImportSupport.corpus.appendingPathComponent("Expected")
  static let folders: [String] = (try? FileManager.default.contentsOfDirectory(atPath: views.path).sorted()) ?? []

  @Test("there are at least 15 corpus entries")
  func enough() {
    #expect(Self.folders.count >= 15)
  }

  @Test("imports to the committed cases", arguments: folders)
  func importsToExpected(_ folder: String) throws {
    let path = ImportSupport.relative(Self.views.appendingPathComponent(folder))
    let imported = try ImportSupport.importPaths([path])
    #expect(!imported.isEmpty, "no timer view found in \(folder)")
    let directory = Self.expected.appendingPathComponent(folder)
    if ProcessInfo.processInfo.environment["LAYOUT_AUDIT_UPDATE_CORPUS"] == "1" {
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for item in imported {
        try Data(item.json.utf8).write(to: directory.appendingPathComponent(item.id + ".json"))
      }
    }
    let committed = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(committed == imported.map { $0.id + ".json" }.sorted())
    for item in imported {
      let expected = try String(contentsOf: directory.appendingPathComponent(item.id + ".json"), encoding: .utf8)
      #expect(item.json == expected, "\(folder)/\(item.id).json differs; regenerate with LAYOUT_AUDIT_UPDATE_CORPUS=1 and review")
    }
    // Every imported case decodes, validates and resolves.
    let auditor = Auditor()
    for item in try ImportSupport.cases(imported, auditor: auditor) {
      _ = try auditor.resolve(item, locale: "ar", platform: "ios-26")
    }
  }
}

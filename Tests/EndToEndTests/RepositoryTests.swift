import Foundation
import TestSupport
import Testing

/// Facts about the repository itself: how ICU is reached.
@Suite("the repository")
struct RepositoryTests {
  static let root = Python.packageRoot

  /// Every file under a folder of the package, as paths relative to the package root.
  static func files(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { ($0 as? URL)?.path }
      .filter { !$0.contains("/.build/") && !$0.contains("/.swiftpm/") }
      .map { String($0.dropFirst(root.path.count + 1)) }.sorted()
  }

  @Test("ICU is a system library found with pkg-config; only CICU's C file includes ICU's headers")
  func icuTheSwiftPMWay() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".systemLibrary("#) && manifest.contains(#"pkgConfig: "icu-i18n""#))
    #expect(manifest.contains(#".apt(["libicu-dev""#) && manifest.contains(#".brew(["icu4c""#))
    #expect(!manifest.contains("linkedLibrary(\"icu"), "ICU comes from pkg-config, not library names")
    let including = Self.files(under: "Sources").filter { path in
      let text = (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
      return text.contains("#include <unicode/") || text.range(of: #"(?m)^\s*import\s+ICU\b"#, options: .regularExpression) != nil
    }
    #expect(including == ["Sources/CICU/cicu.c"])
  }
}

import Foundation
import TestSupport
import Testing

/// Facts about the repository itself: how ICU is reached, and documentation that stands alone.
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

  /// The documents a reader follows links in: the README, CONTRIBUTING, the changelog, `docs/`,
  /// the committed sign-off and the notes beside vendored files.
  static var documents: [String] {
    let top = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    let more = (files(under: "docs") + files(under: "Reports") + files(under: "Tests/Schemas"))
      .filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }
    return top + more
  }

  /// The link targets in a Markdown or HTML document: `[text](target)`, `[label]: target`,
  /// `href="…"` and `src="…"`.
  static func links(in text: String) -> [String] {
    let patterns = [
      #"\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)"#, #"(?m)^\s*\[[^\]]+\]:\s+(\S+)"#,
      #"\b(?:href|src)="([^"]*)""#,
    ]
    var found: [String] = []
    for pattern in patterns {
      let expression = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      for match in expression.matches(in: text, range: range) {
        guard let target = Range(match.range(at: 1), in: text) else { continue }
        found.append(text[target].replacingOccurrences(of: "&amp;", with: "&"))
      }
    }
    return found
  }

  /// Whether a link leaves the document set: a scheme (`https:`, `mailto:`) is not checked here.
  static func isExternal(_ target: String) -> Bool {
    target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil
  }

  @Test("every relative link in the README, CONTRIBUTING, docs/ and the committed Reports/ resolves inside the repository")
  func relativeLinksResolve() throws {
    #expect(Self.documents.contains("README.md") && Self.documents.contains("Reports/report.html"))
    var checked = 0
    for document in Self.documents {
      let url = Self.root.appendingPathComponent(document)
      let text = try String(contentsOf: url, encoding: .utf8)
      for target in Self.links(in: text) where !Self.isExternal(target) {
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        if path.isEmpty {
          // An anchor in the same page: HTML pages must have the id.
          if document.hasSuffix(".html") {
            #expect(text.contains(#"id=""# + fragment + #"""#), "\(document): no element with id \"\(fragment)\" for \(target)")
          }
          continue
        }
        let resolved = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        #expect(resolved.path.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(document): \(target) points outside the repository")
        #expect(FileManager.default.fileExists(atPath: resolved.path), "\(document): \(target) does not exist")
      }
    }
    #expect(checked > 0)
  }

  @Test("no file of the repository names the design notes, the seed folder or the field report's file")
  func noReferencesOutside() throws {
    // Spelled in pieces so this file does not name them itself.
    let banned = ["DESIGN" + ".md", "seeds" + "/", "../" + "shared", "dab14a9c" + "41526fd0", "/work/" + "shared"]
    let roots = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Package.swift"]
    let folders = ["docs", "Reports", "Cases", "Sources", "Tests", "Plugins", ".ci", ".github"]
    let paths = roots.filter { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }
      + folders.flatMap(Self.files(under:))
    #expect(paths.count > 100)
    for path in paths {
      guard let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      for word in banned where text.contains(word) {
        Issue.record("\(path) mentions \(word)")
      }
    }
  }

  @Test("the version is semantic, printed by --version, in the CHANGELOG and in the README's .package line")
  func version() throws {
    let line = try CLI.run(["--version"], in: Self.root).stdout
    let version = String(line.split(separator: " ")[1])
    #expect(version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression) != nil, "\(line)")
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("\n## \(version)\n"))
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(#".package(url: "https://github.com/layoutaudit/layout-audit", from: "\#(version)")"#))
    #expect(readme.contains("layout-audit \(version): PASS"))
  }

  @Test("the plugin is a command plugin product the fixture package reaches by path; CI runs its test")
  func plugin() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".plugin(name: "LayoutAuditPlugin""#) && manifest.contains(#"verb: "layout-audit""#))
    let fixture = try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/PluginUser/Package.swift"), encoding: .utf8)
    #expect(fixture.contains(#".package(path: "../../..")"#))
    let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.contains("\n./.ci/plugin-test\n"))
  }
}

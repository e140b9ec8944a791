import Foundation

/// Finds, reads, decodes and validates case files, collecting every problem instead of stopping
/// at the first.
package struct CaseLoader: Sendable {
  /// The bounds applied to every file.
  package var limits: CaseLimits
  /// Texts read in place of files, keyed by `CaseLoader.key(path)`: `layout-audit fix` audits a
  /// patched case under its own path and id before writing it.
  package var replacing: [String: Data]

  /// Creates a loader.
  package init(limits: CaseLimits = CaseLimits(), replacing: [String: Data] = [:]) {
    self.limits = limits
    self.replacing = replacing
  }

  /// A path as `replacing` keys it: absolute, `.` and `..` resolved, so `Cases/a.json` and
  /// `./Cases/a.json` are one file.
  package static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Loads files and directories; a directory contributes its `*.json` files (not recursing,
  /// sorted by name, skipping `*.schema.json`).
  ///
  /// A file with any problem contributes diagnostics and no case. Two files declaring the same
  /// case id are reported at the second. `files` is every path checked, in order: each case file
  /// once, and each given path that could not be read as itself.
  package func load(
    paths: [String], catalog: CaseCatalog
  ) -> (cases: [LoadedCase], diagnostics: [CaseDiagnostic], files: [String]) {
    var cases: [LoadedCase] = []
    var diagnostics: [CaseDiagnostic] = []
    var seenPaths: Set<String> = []
    var seenIDs: [String: String] = [:]
    let (expanded, files) = expand(paths, diagnostics: &diagnostics)
    for path in expanded where seenPaths.insert(path).inserted {
      do {
        let loaded = try load(file: path, catalog: catalog)
        if let other = seenIDs[loaded.layoutCase.id] {
          diagnostics.append(
            CaseDiagnostic(
              location: loaded.layoutCase.idLocation,
              message: "case id \"\(loaded.layoutCase.id)\" is also used by \(other)",
              hint: "case ids must be unique across all loaded files", code: .duplicateID))
          continue
        }
        seenIDs[loaded.layoutCase.id] = path
        cases.append(loaded)
      } catch {
        // In the order a person reads the file.
        diagnostics.append(contentsOf: error.diagnostics.sorted {
          ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        })
      }
    }
    return (cases, diagnostics, files)
  }

  /// Loads one file: checks its size before reading, then decodes and validates it.
  package func load(file path: String, catalog: CaseCatalog) throws(CaseLoadError) -> LoadedCase {
    let contents = try read(path)
    let layoutCase = try CaseDecoder(limits: limits).decode(contents, path: path)
    let problems = CaseValidator(catalog: catalog, limits: limits).validate(layoutCase)
    guard problems.isEmpty else { throw CaseLoadError(diagnostics: problems) }
    return LoadedCase(path: path, layoutCase: layoutCase, contents: contents)
  }

  private func fileError(_ path: String, _ message: String, hint: String? = nil) -> CaseLoadError {
    CaseLoadError(diagnostics: [
      CaseDiagnostic(
        location: SourceLocation(file: path, line: 1, column: 1), message: message, hint: hint, code: .file)
    ])
  }

  private func read(_ path: String) throws(CaseLoadError) -> Data {
    if !replacing.isEmpty, let text = replacing[Self.key(path)] { return text }
    do {
      return try BoundedFile.read(path, maxBytes: limits.maxFileBytes)
    } catch {
      throw fileError(path, error.message)
    }
  }

  /// The case files under `paths`, and every path checked in the order given: those files and
  /// each given path that could not be read as itself.
  private func expand(
    _ paths: [String], diagnostics: inout [CaseDiagnostic]
  ) -> (files: [String], checked: [String]) {
    var files: [String] = []
    var checked: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(contentsOf: fileError(path, "no such file or directory").diagnostics)
        checked.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        checked.append(path)
        continue
      }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
        diagnostics.append(contentsOf: fileError(path, "cannot list the directory").diagnostics)
        checked.append(path)
        continue
      }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      let found = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { prefix + $0 }
      files += found
      checked += found
    }
    return (files, checked)
  }
}

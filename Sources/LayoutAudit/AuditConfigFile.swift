import Foundation
import LayoutModel

/// A project's defaults for `audit`: `.layout-audit.json`, found from the working directory
/// upward (the nearest wins), as `.swiftlint.yml` is, but never past the project's root (the
/// first folder with a `Package.swift` or `.git`). Options given on the command line take
/// precedence over it.
///
/// ```json
/// { "cases": ["Cases"], "formats": ["json", "sarif"], "output": "Reports",
///   "waivers": "waivers.json", "baseline": "Reports/report.json", "failOn": "warning",
///   "locales": "rtl", "platforms": ["ios-26", "tvos-26"] }
/// ```
///
/// It is read like a case file: the located JSON parser, strict keys (an unknown one is an
/// error with a did-you-mean), every problem as `path:line:column: error: …`. Paths in it are
/// relative to the folder that holds it.
public struct AuditConfigFile: Sendable, Equatable {
  /// The name looked for.
  public static let fileName = ".layout-audit.json"
  /// The largest configuration read: it holds a few options.
  public static let maximumSize = 1 << 20

  /// Where it was read from.
  public let path: String
  /// Each key's value as a command line gives it (paths resolved against the file's folder,
  /// selections joined with commas), for a front end whose options name the keys they default
  /// from.
  package private(set) var arguments: [String: [String]] = [:]
  /// Where each key's value stands (`.layout-audit.json:3:14`), so a value the catalogue
  /// refuses later is reported at its line, not as a command-line option nobody typed.
  package private(set) var valueLocations: [String: String] = [:]

  /// Case files or folders, resolved against the file's folder.
  public var cases: [String]? { arguments["cases"] }

  /// The keys a configuration may have.
  public static let keys = ["cases", "formats", "output", "waivers", "baseline", "failOn", "locales", "platforms"]
  /// The keys whose value may be a list (the others take one string).
  static let listKeys: Set = ["cases", "formats", "locales", "platforms"]
  /// The keys whose values are paths, resolved against the file's folder.
  static let pathKeys: Set = ["cases", "output", "waivers", "baseline"]
  /// The keys whose list is one selection, as its option takes it (`ar,he`).
  static let selectionKeys: Set = ["locales", "platforms"]

  /// What marks a project root, where the upward search stops.
  static let projectRootMarkers = ["Package.swift", ".git"]

  /// The nearest `.layout-audit.json` in `directory` or a folder above it, if any.
  public static func discover(from directory: String) -> String? {
    var folder = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
      // The search stays inside one project: a folder with its own `Package.swift` or `.git` is
      // a project root, and an enclosing project's configuration is not this one's (a package
      // nested in a repository, such as a fixture, must not audit the repository's cases).
      if Self.projectRootMarkers.contains(where: {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
      }) {
        return nil
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// Reads and checks a configuration file.
  public static func load(at path: String) throws(AuditError) -> AuditConfigFile {
    var info = stat()
    func fail(_ problem: String) -> AuditError { .invalidInput(.init(.file(path: VisibleText.make(path), problem: problem))) }
    guard stat(path, &info) == 0 else {
      throw fail("cannot read the configuration file (\(String(cString: strerror(errno)))); check the path")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw fail("the configuration is not a regular file; give a .layout-audit.json file")
    }
    guard Int(info.st_size) <= maximumSize else {
      throw fail("the configuration is \(info.st_size >> 20) MiB, more than the 1 MiB a configuration can be")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw fail("cannot read the configuration file; check its permissions")
    }
    return try parse(data, path: path)
  }

  /// A configuration from its bytes; `path` names it in errors and anchors its relative paths.
  public static func parse(_ data: Data, path: String) throws(AuditError) -> AuditConfigFile {
    let shown = VisibleText.make(path)
    let root: JSONValue
    do {
      root = try JSONParser().parse(data, file: shown)
    } catch {
      throw .invalidInput(.init(.json(error)))
    }
    func fail(_ location: SourceLocation, _ message: String, hint: String? = nil) -> AuditError {
      .invalidInput(.init(.diagnostics([CaseDiagnostic(location: location, message: message, hint: hint)])))
    }
    guard let members = root.members else {
      throw fail(root.location, "the configuration must be an object, such as { \"output\": \"Reports\" }, not \(root.typeDescription)")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    func resolved(_ relative: String) -> String {
      relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).standardizedFileURL.path
    }
    func string(_ member: JSONMember) throws(AuditError) -> String {
      guard let text = member.value.string, !text.isEmpty else {
        throw fail(member.value.location, "\"\(member.key)\" must be a non-empty string, not \(member.value.typeDescription)")
      }
      return text
    }
    /// A string, or an array of non-empty strings.
    func strings(_ member: JSONMember) throws(AuditError) -> [String] {
      if member.value.string != nil { return [try string(member)] }
      guard let items = member.value.elements, !items.isEmpty else {
        throw fail(
          member.value.location, "\"\(member.key)\" must be a string or a non-empty array of strings, not \(member.value.typeDescription)")
      }
      var values: [String] = []
      for item in items {
        guard let text = item.string, !text.isEmpty else {
          throw fail(item.location, "each entry of \"\(member.key)\" must be a non-empty string, not \(item.typeDescription)")
        }
        values.append(text)
      }
      return values
    }
    var config = AuditConfigFile(path: path)
    for member in members where member.key != "$schema" {
      guard keys.contains(member.key) else {
        throw fail(
          member.keyLocation, "unknown key \"\(VisibleText.make(String(member.key.prefix(100))))\"",
          hint: Spelling.hint(for: member.key, among: keys, otherwise: "known keys: "))
      }
      var values = listKeys.contains(member.key) ? try strings(member) : [try string(member)]
      if pathKeys.contains(member.key) { values = values.map(resolved) }
      if selectionKeys.contains(member.key) { values = [values.joined(separator: ",")] }
      config.arguments[member.key] = values
      config.valueLocations[member.key] = member.value.location.description
    }
    return config
  }
}

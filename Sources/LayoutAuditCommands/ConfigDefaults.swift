import Foundation
import LayoutAudit

/// `.layout-audit.json` for `audit`: found from the working directory upward unless
/// `--no-config`, or the file `--config` names; its values fill what the command line left out.
enum ConfigDefaults {
  static func apply(to arguments: ParsedArguments) throws(CommandError) -> ParsedArguments {
    if arguments.flag("no-config") {
      guard arguments.value("config") == nil else { throw .usage("Give --config or --no-config, not both") }
      return arguments
    }
    let path = arguments.value("config") ?? AuditConfigFile.discover(from: FileManager.default.currentDirectoryPath)
    guard let path else { return arguments }
    let config: AuditConfigFile
    do {
      config = try AuditConfigFile.load(at: relative(path))
    } catch {
      throw CommandError(error)
    }
    var defaults: [String: [String]] = [:]
    if let formats = config.formats { defaults["format"] = formats }
    if let output = config.output { defaults["output"] = [relative(output)] }
    if let waivers = config.waivers { defaults["waivers"] = [relative(waivers)] }
    if let baseline = config.baseline { defaults["baseline"] = [relative(baseline)] }
    if let failOn = config.failOn { defaults["fail-on"] = [failOn] }
    if let locales = config.locales { defaults["locales"] = [locales] }
    if let platforms = config.platforms { defaults["platforms"] = [platforms] }
    let keys = ["format": "formats", "output": "output", "waivers": "waivers", "baseline": "baseline",
      "fail-on": "failOn", "locales": "locales", "platforms": "platforms"]
    var origins: [String: (key: String, location: String)] = [:]
    for (option, key) in keys {
      if let location = config.valueLocations[key] { origins[option] = (key, location) }
    }
    var filled = arguments
    filled.fill(defaults, positionals: config.cases.map { $0.map(relative) }, origins: origins)
    return filled
  }

  /// A path relative to the working directory when it is inside it, so messages and reports
  /// name files as the repository does.
  static func relative(_ path: String) -> String {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    if path == cwd { return "." }
    return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
  }
}

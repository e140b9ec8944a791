import Foundation
import LayoutAudit

/// `.layout-audit.json` for `audit`: found from the working directory upward unless
/// `--no-config`, or the file `--config` names; its values fill the options that name its keys
/// and that the command line left out.
enum ConfigDefaults {
  /// `--config FILE`.
  static let config = CommandOption<String?>(
    "config", value: "file", help: "Defaults from this file instead of the nearest .layout-audit.json.", completion: .path)
  /// `--no-config`.
  static let noConfig = CommandOption.flag("no-config", help: "Ignore .layout-audit.json files.")

  static func apply(to arguments: ParsedArguments) throws(CommandError) -> ParsedArguments {
    let given = try arguments.value(config)
    if arguments[noConfig] {
      guard given == nil else { throw .usage("Give --config or --no-config, not both") }
      return arguments
    }
    guard let path = given ?? AuditConfigFile.discover(from: FileManager.default.currentDirectoryPath) else {
      return arguments
    }
    let file = try CommandError.library { () throws(AuditError) in try AuditConfigFile.load(at: relative(path)) }
    var filled = arguments
    filled.fill(from: file, relative: relative)
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

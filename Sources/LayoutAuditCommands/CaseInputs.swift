import LayoutAudit

/// What several commands share: the auditor for `--profiles`, and the mapping of the library's
/// errors to exit codes and flag names.
enum CaseInputs {
  /// `--profiles DIR`.
  static let profiles = CommandOption<String?>(
    "profiles", value: "dir", help: "A folder of extra platform profiles (JSON).", completion: .directory)

  /// The auditor: built-in platform profiles, plus those in `--profiles DIR`.
  static func auditor(_ arguments: ParsedArguments) throws(CommandError) -> Auditor {
    guard let directory = try arguments.value(profiles) else { return Auditor() }
    return try CommandError.library { () throws(AuditError) in try Auditor(addingProfilesFrom: directory) }
  }

  /// Loads cases, or fails with every diagnostic, one per line (`path:line:column: error: …`):
  /// Swift files and folders of Swift source imported first (`SwiftInputs`), then case files.
  /// With `replacing` (`fix`'s trials), patched texts (by path) are read in place of their files
  /// and only the cases that read one are loaded: the others are as they were, and cannot have
  /// changed.
  static func load(
    _ paths: [String], auditor: Auditor, replacing: [String: String]? = nil
  ) throws(CommandError) -> (files: [AuditCase], imported: [AuditCase]) {
    let (swift, files) = SwiftInputs.split(paths)
    // The patched files of each kind, told apart as the paths are.
    let replaced = replacing.map { SwiftInputs.split(Array($0.keys)) }
    var imported: [AuditCase] = []
    if replaced?.swift.isEmpty != true {
      imported = try SwiftInputs.load(swift, replacing: replacing ?? [:], warn: replacing == nil, auditor: auditor)
      if let keys = replaced.map({ Set($0.swift.map(Auditor.fileKey)) }) {
        imported.removeAll { view in
          view.layoutCase.imported?.sourceMap.values.contains { keys.contains(Auditor.fileKey($0.file)) } == false
        }
      }
    }
    guard !files.isEmpty, replaced?.cases.isEmpty != true else { return ([], imported) }
    var loaded = try CommandError.library { () throws(AuditError) in
      try auditor.loadCases(at: files, replacing: replacing ?? [:])
    }
    if let keys = replaced.map({ Set($0.cases.map(Auditor.fileKey)) }) {
      loaded.removeAll { !keys.contains(Auditor.fileKey($0.path)) }
    }
    return (loaded, imported)
  }

  /// The error for paths that hold no case file.
  static func noCaseFiles(_ paths: [String]) -> CommandError {
    .badInput(
      "no case files in \(paths.map(Console.bounded).joined(separator: ", ")); write one "
        + "('layout-audit schema' prints the case format) or pass its path")
  }
}

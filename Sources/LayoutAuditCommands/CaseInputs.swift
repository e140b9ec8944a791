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
  /// With `replacing` (`fix`'s trials), patched texts are read in place of their files and only
  /// the cases that read one are loaded: the others are as they were, and cannot have changed.
  static func load(
    _ paths: [String], auditor: Auditor, replacing: Replacing? = nil
  ) throws(CommandError) -> (files: [AuditCase], imported: [AuditCase]) {
    let (swift, files) = SwiftInputs.split(paths)
    var imported: [AuditCase] = []
    if replacing?.swift.isEmpty != true {
      imported = try SwiftInputs.load(swift, replacing: replacing?.swift ?? [:], warn: replacing == nil, auditor: auditor)
      if let replaced = replacing.map({ Set($0.swift.keys.map(Auditor.caseFileKey)) }) {
        imported.removeAll { view in
          view.layoutCase.imported?.sourceMap.values.contains { replaced.contains(Auditor.caseFileKey($0.file)) } == false
        }
      }
    }
    guard !files.isEmpty, replacing?.cases.isEmpty != true else { return ([], imported) }
    var loaded = try CommandError.library { () throws(AuditError) in
      try auditor.loadCases(at: files, replacing: replacing?.cases ?? [:])
    }
    if let replaced = replacing.map({ Set($0.cases.keys.map(Auditor.caseFileKey)) }) {
      loaded.removeAll { !replaced.contains(Auditor.caseFileKey($0.path)) }
    }
    return (loaded, imported)
  }

  /// Patched texts a load reads in place of the files, by the editor that made them.
  struct Replacing {
    /// Swift files' texts, by path.
    var swift: [String: String] = [:]
    /// Case files' texts, by path.
    var cases: [String: String] = [:]
  }

  /// The error for paths that hold no case file.
  static func noCaseFiles(_ paths: [String]) -> CommandError {
    .badInput(
      "no case files in \(paths.map(Console.bounded).joined(separator: ", ")); write one "
        + "('layout-audit schema' prints the case format) or pass its path")
  }
}

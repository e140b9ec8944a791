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

  /// Loads cases, or fails with every diagnostic, one per line (`path:line:column: error: …`).
  /// Swift files and folders of Swift source are imported first (`SwiftInputs`).
  static func load(_ paths: [String], auditor: Auditor) throws(CommandError) -> [AuditCase] {
    let (swift, cases) = SwiftInputs.split(paths)
    let imported = try SwiftInputs.load(swift, auditor: auditor)
    guard !cases.isEmpty else { return imported }
    return try CommandError.library { () throws(AuditError) in try auditor.loadCases(at: cases) } + imported
  }
}

import LayoutAudit

/// What several commands share: the auditor for `--profiles`, and the mapping of the library's
/// errors to exit codes and flag names.
enum CaseInputs {
  /// The auditor: built-in platform profiles, plus those in `--profiles DIR`.
  static func auditor(_ arguments: ParsedArguments) throws(CommandError) -> Auditor {
    guard let directory = arguments.value("profiles") else { return Auditor() }
    do {
      return try Auditor(addingProfilesFrom: directory)
    } catch {
      throw CommandError(error)
    }
  }

  /// Loads cases, or fails with every diagnostic, one per line (`path:line:column: error: …`).
  static func load(_ paths: [String], auditor: Auditor) throws(CommandError) -> [AuditCase] {
    do {
      return try auditor.loadCases(at: paths)
    } catch {
      throw CommandError(error)
    }
  }
}

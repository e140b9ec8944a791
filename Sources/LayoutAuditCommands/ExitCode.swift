/// The process exit codes the README documents (sysexits.h values where one fits).
enum ExitCode: Int32 {
  /// Clean: nothing at or above the `--fail-on` threshold.
  case success = 0
  /// Findings at or above the threshold (or conformance failures).
  case findings = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// An input file was invalid (EX_DATAERR).
  case dataError = 65
  /// LayoutAudit itself failed (EX_SOFTWARE).
  case internalError = 70
}
